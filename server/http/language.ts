import type { IncomingHttpHeaders } from 'node:http';

/** The two languages of the console (docs/product.md#the-admin-shell): Chinese by default. */
export type Lang = 'zh' | 'en';

/**
 * The language of a request: the console sends its chosen language as Accept-Language (src/providers/http.ts);
 * English when the first choice is English, Chinese otherwise.
 */
export function languageOf(headers: IncomingHttpHeaders): Lang {
  const raw = headers['accept-language'];
  const first = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return first.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

/** A text in both languages. */
export interface Bilingual {
  zh: string;
  en: string;
}
