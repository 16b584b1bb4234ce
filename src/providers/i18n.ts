import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { I18nProvider } from '@refinedev/core';
import { zhMessages, zhPublic } from '@/locales/zh-CN.public';
import { getStore, setStore } from './storage';
import { KEYS } from './session';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

const normalise = (lng: unknown): Language => (typeof lng === 'string' && lng.toLowerCase().startsWith('en') ? 'en' : 'zh-CN');

export const i18n = i18next.createInstance();

/**
 * The texts (docs/performance.md#what-the-browser-loads). zh-CN is the default and the fallback of every missing key: the texts of
 * the pages shown without signing in come with the console, the signed-in screens' texts with the signed-in
 * part (`addTexts`). Another language loads whole when it is chosen, so a zh user never downloads the English
 * texts.
 */
const OTHER_LANGUAGES: Record<Exclude<Language, 'zh-CN'>, () => Promise<{ translation: object; messages: object }>> = {
  en: () => import('@/locales/en').then((m) => ({ translation: m.en, messages: m.enMessages })),
};

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhPublic, messages: zhMessages } },
  partialBundledLanguages: true,
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

/** Makes a language's texts available (once); the app waits for the stored one before its first render. */
const loadedLanguages = new Set<Language>(['zh-CN']);

export async function loadLanguage(lng: Language): Promise<void> {
  // Asked by what was loaded, not by whether texts exist: a resource's labels arrive in both languages with it.
  if (loadedLanguages.has(lng)) return;
  const { translation, messages } = await OTHER_LANGUAGES[lng as Exclude<Language, 'zh-CN'>]();
  loadedLanguages.add(lng);
  i18n.addResourceBundle(lng, 'translation', translation, true, true);
  i18n.addResourceBundle(lng, 'messages', messages, true, true);
}

/** Adds texts to a language (merged into what it has): the signed-in part brings its screens' zh texts. */
export function addTexts(lng: Language, translation: object): void {
  i18n.addResourceBundle(lng, 'translation', translation, true, true);
}

export async function setLanguage(lng: string): Promise<void> {
  const next = normalise(lng);
  await loadLanguage(next);
  setStore({ name: KEYS.language, content: next });
  await i18n.changeLanguage(next);
  document.documentElement.lang = next;
}

/**
 * A message of docs/product.md#errors-and-messages (a zh text, or a server `msg`) in the current language. The zh text is the key,
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
