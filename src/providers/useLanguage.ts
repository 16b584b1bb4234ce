import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage, type Language } from './i18n';

/** The current language and the way to change it (stored, so it survives reloads). */
export function useLanguage(): [Language, (lng: Language) => Promise<void>] {
  useTranslation(); // re-render on language change
  return [currentLanguage(), setLanguage];
}
