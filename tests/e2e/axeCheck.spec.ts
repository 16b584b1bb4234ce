import { expect, test } from './fixtures';
import { axeProblems } from './support';

/**
 * The axe check every accessibility walk relies on (docs/product.md#accessibility-themes-and-narrow-screens): it reports the serious and critical
 * WCAG 2.1 A/AA problems of what it is given, with the elements and what axe measured, and nothing outside the
 * part it is narrowed to. A check that reported nothing would let every walk pass.
 */

const PAGE = `<!doctype html><html lang="en"><head><title>check</title></head><body><main>
  <div id="bad"><p style="color:#bbb;background:#fff">faint text</p><button></button></div>
  <div id="good"><p style="color:#000;background:#fff">plain text</p><button>Save</button></div>
</main></body></html>`;

test('the axe check reports the serious problems of what it is given, and only of that', async ({ page }) => {
  await page.setContent(PAGE);
  const everything = await axeProblems(page);
  expect(everything.map((p) => p.rule).sort()).toEqual(['button-name', 'color-contrast']);
  const contrast = everything.find((p) => p.rule === 'color-contrast')!;
  expect(contrast.impact).toBe('serious');
  // The element, its markup and what axe measured, so a failure says what to fix.
  expect(contrast.targets).toEqual([expect.stringMatching(/^#bad > p <p style="color:#bbb;background:#fff">faint text<\/p> .*contrast of 1\.9/)]);
  expect(await axeProblems(page, '#bad')).toHaveLength(2);
  expect(await axeProblems(page, '#good')).toEqual([]);
});
