import { expect, type Locator, type Page } from '@playwright/test';

/** The development default of DEMO_PASSWORD; the e2e server starts on a fresh in-memory seed. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Atrium@2026';

export const usernameInput = (page: Page) => page.getByPlaceholder(/^(用户名|User name)$/);
export const passwordInput = (page: Page) => page.getByPlaceholder(/^(密码|Password)$/);

/** Signs in through the login page exactly as an operator would, in whichever language is stored. */
export async function signIn(page: Page, username = 'admin', password = DEMO_PASSWORD) {
  await page.goto('/loginIndex');
  await usernameInput(page).fill(username);
  await passwordInput(page).fill(password);
  await passwordInput(page).press('Enter');
  await expect(page).toHaveURL(/\/wel\/index/);
}

/** Opens a page through the side menu, folder first. */
export async function openFromMenu(page: Page, folder: string, item: string) {
  const sider = page.locator('.ant-layout-sider');
  await sider.getByText(folder, { exact: true }).click();
  await sider.getByText(item, { exact: true }).click();
}

/**
 * An antd dialog once its opening zoom is over. A click while it still scales can land beside the moving
 * button and do nothing (a confirm stayed open that way in a full run).
 */
export async function settledDialog(dialog: Locator): Promise<Locator> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-zoom\b/);
  return dialog;
}

/** Answers antd's confirm with its primary button, once the confirm (asking `question`, when given) stands still. */
export async function acceptConfirm(page: Page, question?: string | RegExp) {
  const box = page.locator('.ant-modal-confirm');
  if (question) await expect(box).toContainText(question);
  await settledDialog(box);
  await box.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
}
