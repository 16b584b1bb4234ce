import type { MenuNode } from '@schemas/menu';
import { i18n } from '@/providers/i18n';

/**
 * A menu node's name in a language: its stored name (Chinese) in zh-CN; in English the stored English name when
 * the node has one, else the English of the Chinese name from the messages (the English texts must be loaded).
 * The one place the palette asks, so that it follows however nodes come to carry their English names.
 */
export function menuNodeLabel(node: MenuNode, lang: 'zh-CN' | 'en'): string {
  const zh = node.name || node.label;
  if (lang === 'zh-CN') return zh;
  const stored = (node as MenuNode & { nameEn?: string | null }).nameEn;
  if (stored) return stored;
  return i18n.t(zh, { lng: 'en', ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: zh });
}
