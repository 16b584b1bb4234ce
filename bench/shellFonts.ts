import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';

export interface ChineseFont {
  /** The font Chromium drew the sample with (the one that drew most of its glyphs). */
  family: string;
  sample: string;
  /** Whether that font has glyphs for every character of the sample (fontconfig says so), not boxes from a fallback. */
  cjk: boolean;
}

/** A text of Chinese characters alone, so the font that drew most of its glyphs is the one that drew the Chinese. */
const HAN_ONLY = /^[\u4e00-\u9fff]{2,}$/;

/** Families that fontconfig says draw every one of these characters (none when fontconfig is missing). */
function familiesCovering(text: string): Set<string> {
  const charset = [...new Set(text)].map((c) => c.codePointAt(0)!.toString(16)).join(' ');
  try {
    const out = execFileSync('fc-list', ['--format', '%{family}\n', `:charset=${charset}`], { encoding: 'utf8' });
    return new Set(
      out
        .split(/[\n,]/)
        .map((f) => f.trim())
        .filter(Boolean),
    );
  } catch {
    return new Set();
  }
}

/**
 * Which font draws the Chinese text on the page (the first visible text of Chinese characters alone), as the
 * DevTools "Rendered fonts" pane tells it (CSS.getPlatformFontsForNode), and whether it is a CJK font: without
 * one Chromium draws boxes from a fallback font, which lays out far faster than real glyphs.
 */
export async function chineseFontOf(page: Page): Promise<ChineseFont | null> {
  const sample = await page.evaluate((hanOnly) => {
    const han = new RegExp(hanOnly);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (el && han.test(node.textContent?.trim() ?? '') && el.checkVisibility()) {
        el.dataset.benchFontSample = '';
        return node.textContent!.trim();
      }
    }
    return null;
  }, HAN_ONLY.source);
  if (!sample) return null;
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-bench-font-sample]' });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const used = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount)[0];
    return { family: used?.familyName ?? 'none', sample, cjk: !!used && familiesCovering(sample).has(used.familyName) };
  } finally {
    await cdp.detach();
  }
}
