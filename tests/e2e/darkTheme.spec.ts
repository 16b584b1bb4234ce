import { expect, test } from './fixtures';
import { signIn, storeSettings } from './support';

/**
 * The dark theme (docs/product.md#the-admin-shell, 暗黑): a system set to dark colours gets it until the user picks a theme,
 * and the user's pick wins from then on (stored, so it survives a reload). axeThemes.spec.ts checks its contrast.
 */

const body = (page: import('@playwright/test').Page) => page.locator('body');

test('a system in dark colours gets the dark theme until the user picks one', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  try {
    await page.goto('/loginIndex');
    await expect(body(page)).toHaveAttribute('data-theme', 'theme-dark');
    await expect(body(page)).toHaveClass(/\btheme-dark\b/);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await signIn(page);
    await expect(body(page)).toHaveClass(/\btheme-dark\b/);
    // antd's dark algorithm draws the shell's grounds: the top bar is dark, not white.
    await expect(page.locator('.top-bar')).toHaveCSS('background-color', 'rgb(20, 20, 20)');

    await page.getByTestId('theme-button').click();
    await expect(page.locator('[data-theme-option="theme-dark"]')).toContainText('暗黑');
    await page.locator('[data-theme-option="default"]').click();
    await expect(body(page)).toHaveAttribute('data-theme', 'default');
    await expect(body(page)).not.toHaveClass(/\btheme-dark\b/);
    await page.reload();
    await expect(body(page)).toHaveAttribute('data-theme', 'default');
  } finally {
    await context.close();
  }
});

test('a system in light colours gets the default theme, and the dark one can be picked in English as Dark', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  // English stored as the language switch stores it, there before the console's first load.
  await storeSettings(context, { language: 'en' });
  const page = await context.newPage();
  try {
    await signIn(page);
    await expect(body(page)).toHaveAttribute('data-theme', 'default');
    await page.getByTestId('theme-button').click();
    await expect(page.locator('[data-theme-option="theme-dark"]')).toContainText('Dark');
    await page.locator('[data-theme-option="theme-dark"]').click();
    await expect(body(page)).toHaveClass(/\btheme-dark\b/);
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
  } finally {
    await context.close();
  }
});
