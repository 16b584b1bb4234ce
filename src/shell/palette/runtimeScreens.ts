import type { Envelope } from '@schemas/envelope';
import { runtimeScreenPath } from '@schemas/screens';
import { http } from '@/providers/client';
import { searchWordsOf } from './paletteSearch';

export interface PublishedScreenTitle {
  key: string;
  titleZh: string;
  titleEn: string;
}

/**
 * The published runtime screens the user may open (docs/screens.md#screens-built-at-run-time): those of their menu, and
 * every one of the tenant for a designer, who checks a screen before it goes into a menu. Empty on a refusal.
 */
export async function loadPublishedScreens(): Promise<PublishedScreenTitle[]> {
  try {
    const { data } = await http.get<Envelope<PublishedScreenTitle[]>>('/admin/screen/published', { ignoreErrors: true });
    return data.data ?? [];
  } catch {
    return [];
  }
}

/** A runtime screen as a palette page: found by its titles in both languages and their pinyin. */
export const runtimeScreenItem = (screen: PublishedScreenTitle, lang: 'zh-CN' | 'en') => ({
  id: `page:${runtimeScreenPath(screen.key)}`,
  group: 'pages' as const,
  label: lang === 'en' ? screen.titleEn : screen.titleZh,
  detail: lang === 'en' ? screen.titleZh : screen.titleEn,
  words: searchWordsOf(screen.titleZh, screen.titleEn),
  to: runtimeScreenPath(screen.key),
});
