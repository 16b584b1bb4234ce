import { match, pinyin } from 'pinyin-pro';

const HAN = /[\u3400-\u9fff]/;
const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * The words an item is found by (docs/screens.md#operator-tools-on-every-list): its labels in both languages and, for a Chinese label, its full
 * pinyin and pinyin initials (账户类型: zhanghuleixing, zhlx). The Chinese label comes first.
 */
export function searchWordsOf(zh: string, en: string): string[] {
  const words = [zh, en];
  if (HAN.test(zh)) {
    words.push(pinyin(zh, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join(''));
    words.push(pinyin(zh, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join(''));
  }
  return words.map(squash).filter(Boolean);
}

/**
 * How well a typed search matches an item's words, 0 (not at all) to 1 (exactly): a whole word, then its start,
 * then anywhere in it; last, pinyin-pro's match of mixed spellings against the Chinese label (zhanghlx).
 */
export function paletteScore(search: string, words: readonly string[]): number {
  const s = squash(search);
  if (!s) return 1;
  let best = 0;
  for (const word of words) {
    const w = squash(word);
    if (w === s) return 1;
    if (w.startsWith(s)) best = Math.max(best, 0.9);
    else if (w.includes(s)) best = Math.max(best, 0.7);
  }
  const zh = words[0];
  if (!best && zh && HAN.test(zh) && /^[a-z]+$/.test(s) && match(zh, s, { continuous: true })) best = 0.6;
  return best;
}
