import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
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

/** Opens a page through the side menu, its folder first unless it is open already (a click would close it). */
export async function openFromMenu(page: Page, folder: string, item: string) {
  const sider = page.locator('.ant-layout-sider');
  const link = sider.getByText(item, { exact: true });
  if (!(await link.isVisible())) await sider.getByText(folder, { exact: true }).click();
  await link.click();
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

/** A port nobody listens on now (several engineers' browser tests share the machine). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A second console server from the production build, on a free port and an in-memory database, for the tests
 * of another configuration (the operations client): started by a describe's beforeAll, stopped by its afterAll.
 */
export async function startConsoleServer(env: Record<string, string>) {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', CAPTCHA: 'off', NODE_ENV: 'test', ...env },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${base}/atrium-config.json`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`the server on port ${port} did not start`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}
