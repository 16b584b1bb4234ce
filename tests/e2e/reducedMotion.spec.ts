import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Signed in as admin (fixtures.ts), from a session signed in once per worker.
test.use({ user: 'admin' });

/**
 * docs/product.md#accessibility-themes-and-narrow-screens: a system that asks for reduced motion
 * (`prefers-reduced-motion: reduce`) gets no animation from antd; one that does not gets antd's motion. The
 * browser specs that ask for reduced motion to spare the processor rely on it, and the others on the opposite.
 *
 * What is read is how long the animation of each of antd's motion classes (`ant-slide-up-appear`, `ant-zoom-appear`,
 * ...) lasts as the user menu's dropdown and the lock dialog open: a MutationObserver notes each motion class an
 * element is given, with the element's animation duration then. antd puts the classes on in both cases; with
 * its motion off, their animations take no time.
 */
async function motionWhileOpening(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __motionSeen: string[] }).__motionSeen = seen;
    const note = (el: Element) => {
      for (const name of el.classList) {
        if (/^ant-.*-(appear|enter)(-active)?$/.test(name)) seen.push(`${name} ${getComputedStyle(el).animationDuration}`);
      }
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target instanceof Element) note(r.target);
        for (const node of r.addedNodes) if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(note);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: '个人信息' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('lock-button').click();
  await expect(page.getByTestId('lock-password')).toBeVisible();
  return page.evaluate(() => [...new Set((window as unknown as { __motionSeen: string[] }).__motionSeen)]);
}

test("antd's menus and dialogs animate for a user who has not asked for reduced motion", async ({ page }) => {
  const seen = await motionWhileOpening(page);
  const lasting = (prefix: string) => seen.some((m) => m.startsWith(prefix) && !/ 0s$/.test(m));
  expect(lasting('ant-slide-up'), `the dropdown's motion: ${seen.join(', ')}`).toBe(true);
  expect(lasting('ant-zoom'), `the dialog's motion: ${seen.join(', ')}`).toBe(true);
});

test.describe('a user who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test("gets no animation from antd's menus and dialogs", async ({ page }) => {
    const seen = await motionWhileOpening(page);
    // antd still marks the opening (the classes come and go), with animations of no length.
    expect(seen.length, 'motion classes seen').toBeGreaterThan(0);
    expect(seen.filter((m) => !/ 0s$/.test(m))).toEqual([]);
  });
});
