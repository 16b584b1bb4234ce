import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, settledDialog, signIn } from './support';

/**
 * Issue 17, item 1, where it is already steady: axe (WCAG 2.1 A/AA, serious and critical) on the sign-in page,
 * the first list and its create dialog, in both languages. The walk of every screen is not in the suite yet.
 */

/** Stores the console language as the console does (src/providers/storage.ts), before the app reads it. */
async function storeLanguage(page: Page, language: string) {
  await page.evaluate((lng) => localStorage.setItem('atrium-language', JSON.stringify({ dataType: 'string', content: lng, datetime: Date.now() })), language);
}

for (const language of ['zh-CN', 'en'] as const) {
  test(`axe: sign-in, the account type list and its create dialog in ${language}`, async ({ page }) => {
    await page.goto('/loginIndex');
    await storeLanguage(page, language);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? /^en/ : /^zh/);
    await expectAccessible(page, 'sign-in');

    await signIn(page);
    await page.goto('/platAccountMgr/accountType/index');
    await expect(page.locator('.page-scroll:visible .ant-table-tbody .ant-table-row').first()).toBeVisible();
    // A loading button is drawn faded for the moment of its call.
    await expect(page.locator('.ant-spin-spinning:visible, .ant-btn-loading:visible')).toHaveCount(0);
    await expectAccessible(page, 'account types', '.page-scroll:not([style*="display: none"])');

    await page.getByTestId('create-button').click();
    const dialog = await settledDialog(page.locator('.ant-modal').last());
    await expectAccessible(page, 'the create dialog', '.ant-modal-root');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}
