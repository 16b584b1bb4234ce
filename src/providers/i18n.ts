import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nProvider } from '@refinedev/core';
import { zhCN, zhMessages } from '@/locales/zh-CN';
import { en, enMessages } from '@/locales/en';
import { getStore, setStore } from './storage';
import { KEYS } from './session';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const normalise = (lng: unknown): Language =>
  typeof lng === 'string' && lng.toLowerCase().startsWith('en') ? 'en' : 'zh-CN';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': { translation: zhCN, messages: zhMessages },
    en: { translation: en, messages: enMessages },
  },
  lng: normalise(getStore(KEYS.language) ?? DEFAULT_LANGUAGE),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['translation', 'messages'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export const currentLanguage = (): Language => normalise(i18n.language);

export async function setLanguage(lng: string): Promise<void> {
  const next = normalise(lng);
  setStore({ name: KEYS.language, content: next });
  await i18n.changeLanguage(next);
  document.documentElement.lang = next;
}

/**
 * A message of SPEC.md (a zh text, or a server `msg`) in the current language. The zh text is the key,
 * so separators are off for this lookup and an unknown message comes back unchanged.
 */
export function tm(message: string): string {
  if (!message) return message;
  return i18n.t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
}

export const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const opts = (typeof options === 'object' && options) || {};
    const fallback = typeof options === 'string' ? options : defaultMessage;
    return String(i18n.t(key, { ...opts, defaultValue: fallback ?? key }));
  },
  changeLocale: (lang) => setLanguage(lang),
  getLocale: () => currentLanguage(),
};
