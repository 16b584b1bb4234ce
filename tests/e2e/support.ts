import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';

/**
 * The page on screen without the shell around it: kept-alive pages behind other tabs stay in the document,
 * hidden with `data-keep-alive-hidden` (content-visibility), so `:visible` alone would find their containers too.
 */
export const PAGE_ON_SCREEN = '.page-scroll:not([data-keep-alive-hidden])';
/**
 * The side menu on screen: the menus of the modules shown lately stay in the sider, hidden (the `hidden`
 * attribute), so a test reading the sider's menu reads this one (or the loading and empty states in its place).
 */
export const SIDE_MENU_ON_SCREEN = '.ant-layout-sider .shell-menu > :not([hidden])';
export const sideMenu = (page: Page) => page.locator(SIDE_MENU_ON_SCREEN);
/** The development default of DEMO_PASSWORD; the e2e server starts on a fresh in-memory seed. */
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'Atrium@2026';

export const usernameInput = (page: Page) => page.getByPlaceholder(/^(用户名|User name)$/);
export const passwordInput = (page: Page) => page.getByPlaceholder(/^(密码|Password)$/);

/**
 * Stores the console's own settings (`atrium-<key>`: language, themeName, colorName) as the console stores them,
 * in every page of `target` before its scripts run, so a first load already reads them (docs/product.md#routes-and-screens): not
 * stored on a first load and the page loaded again.
 */
export function storeSettings(target: Page | BrowserContext, settings: Record<string, string>) {
  return target.addInitScript((stored: Record<string, string>) => {
    try {
      for (const [key, content] of Object.entries(stored)) {
        localStorage.setItem(`atrium-${key}`, JSON.stringify({ dataType: 'string', content, datetime: Date.now() }));
      }
    } catch {
      // a frame without storage of ours (an embedded page)
    }
  }, settings);
}

/**
 * Signs in through the login page exactly as an operator would, in whichever language is stored. A page on the
 * login page already (a test that looked at it first) signs in there, as the operator would, instead of loading
 * it once more (a load costs the browser more than the whole sign-in).
 */
export async function signIn(page: Page, username = 'admin', password = DEMO_PASSWORD) {
  if (!onLoginPage(page)) await page.goto('/loginIndex');
  await usernameInput(page).fill(username);
  await passwordInput(page).fill(password);
  await passwordInput(page).press('Enter');
  await expect(page).toHaveURL(/\/wel\/index/);
}

/** Whether the page is on the login page that `signIn` would load (not one holding an address to go on to). */
function onLoginPage(page: Page): boolean {
  if (!page.url().startsWith('http')) return false;
  const { pathname, search } = new URL(page.url());
  return pathname === '/loginIndex' && search === '';
}

/**
 * Moves the signed-in app to `address` as its router does for a link inside it: the console stays loaded (a new
 * load costs the browser far more), for a test about what the page at an address does, not about loading it.
 */
export async function openInApp(page: Page, address: string) {
  await pushAddress(page, address);
  await expect(page).toHaveURL((url) => url.pathname + url.search === address);
}

/** Puts `address` in the running console's history and tells its router, as a link inside it does. */
export function pushAddress(page: Page, address: string) {
  return page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

/** Opens a page through the side menu, its folder first unless it is open already (a click would close it). */
export async function openFromMenu(page: Page, folder: string, item: string) {
  const sider = sideMenu(page);
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

/**
 * Opens an antd select and picks an option (the first one when `option` is not given) from that select's own
 * dropdown, found through the listbox its input controls: the dropdown of the select picked before can still be
 * fading out, visible, and hold options of its own.
 */
export async function chooseOption(page: Page, select: Locator, option?: string | RegExp) {
  await select.click();
  const listbox = await select.locator('input[aria-controls]').getAttribute('aria-controls');
  const options = page.locator('.ant-select-dropdown', { has: page.locator(`[id="${listbox}"]`) }).locator('.ant-select-item-option');
  await (option === undefined ? options.first() : options.filter({ hasText: option }).first()).click();
}

/** Answers antd's confirm with its primary button, once the confirm (asking `question`, when given) stands still. */
export async function acceptConfirm(page: Page, question?: string | RegExp) {
  const box = page.locator('.ant-modal-confirm');
  if (question) await expect(box).toContainText(question);
  await settledDialog(box);
  await box.locator('.ant-modal-confirm-btns .ant-btn-primary').click();
}

/**
 * A name of the running attempt's own, for a record a test creates: `base` on a test's first run, with the repeat
 * and the attempt after it otherwise (`--repeat-each` runs a test again on the same server, and a failed attempt
 * leaves its records behind), so an attempt never meets a record of another's nor a name already taken.
 */
export function ownName(base: string): string {
  const { repeatEachIndex, retry } = test.info();
  return repeatEachIndex || retry ? `${base}${repeatEachIndex}${retry}` : base;
}

/**
 * Creates a welfare points account type from 账户类型 (open on screen) through its dialog, and waits for its row:
 * the shortest valid one, for tests about what happens to a record after it exists.
 */
export async function createAccountType(page: Page, name: string) {
  await page.getByTestId('create-button').click();
  const form = await settledDialog(
    page
      .locator('.ant-modal')
      .filter({ has: page.locator('.ant-modal-title') })
      .last(),
  );
  await form.getByPlaceholder('请输入账户类型名称').fill(name);
  await form.locator('.ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '福利账户' }).click();
  await form.getByLabel('积分').check();
  await form.getByTestId('form-save').click();
  await expect(page.locator('.ant-table-tbody .ant-table-row:visible').filter({ hasText: name }).first()).toBeVisible();
}

/** A port nobody listens on now (several engineers' browser tests share the machine). */
export async function freePort(): Promise<number> {
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
 * A console server from the production build, on a free port (or `port`) and an in-memory database: each
 * worker's own server (servers.ts), the run's shared one of the operations client (sharedServers.ts), and the
 * server of another configuration a describe starts in its beforeAll and stops in its afterAll (auth.spec.ts).
 */
export async function startConsoleServer(env: Record<string, string>, port?: number) {
  port ||= await freePort();
  const server = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', CAPTCHA: 'off', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // What the server said last, for the message when it stops at start (a port taken since it was chosen).
  let said = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2000);
  });
  // E2E_SERVER_LOGS=<directory>: everything each server says on stderr, kept whole, one file per port.
  const logs = process.env.E2E_SERVER_LOGS;
  if (logs) {
    mkdirSync(logs, { recursive: true });
    server.stderr?.pipe(createWriteStream(join(logs, `server-${port}.log`), { flags: 'a' }));
  }
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server on port ${port} stopped at start: ${said.trim()}`);
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
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop: () => server.kill('SIGTERM') };
}

/** The WCAG 2.1 A and AA rules of axe (docs/product.md#accessibility-themes-and-narrow-screens): every screen, dialog and drawer must pass them. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeProblem {
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * The serious and critical axe problems (WCAG 2.1 A/AA) of what the page shows now. Any browser test can call
 * it; `include` narrows the check to one part (a dialog). Hidden kept-alive tabs are skipped by axe itself.
 */
export async function axeProblems(page: Page, include?: string): Promise<AxeProblem[]> {
  // What the page shows once it is still: a tooltip or dialog fading in is half transparent for a moment, and
  // axe would measure its colours mid-way. antd starts a motion a frame or two after the element appears (its
  // classes go prepare, start, active), so the motion classes are waited out first, then the animations that
  // run. Endless animations (spinners) and paused ones are not waited for, and nothing past a second each.
  await page.evaluate(async () => {
    const MOTION = /^ant-[\w-]+-(appear|enter|leave)(-(prepare|start|active))?$/;
    const moving = () => [...document.querySelectorAll('[class*="-appear"], [class*="-enter"], [class*="-leave"]')].some((el) => [...el.classList].some((c) => MOTION.test(c)));
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const until = Date.now() + 1000;
    await frame();
    await frame();
    while (moving() && Date.now() < until) await frame();
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]);
  });
  // Only the violations are wanted: leaving out the passes' details makes a check several times cheaper.
  // Legacy mode runs axe in the page itself: the default mode opens a blank page for every check to merge the
  // results of cross-origin frames (the console has none on the checked pages), which doubled a check's time.
  await loadAxeOnce(page);
  let builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_LOADED })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return (
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      // With what axe measured (a contrast's colours and ratio), so a failure says what to fix.
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        targets: v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)} ${[...n.any, ...n.all].map((c) => c.message).join(' ')}`.trim()),
      }))
  );
}

/**
 * axe's source, evaluated once in each document (and frame) of a page rather than before every check: the walks
 * check a console that stays one document through its in-app navigation, and evaluating the whole of axe again
 * took longer than a check of a small dialog. AxeBuilder still configures axe in every frame before each run.
 */
const AXE_ALREADY_LOADED = 'void 0';
async function loadAxeOnce(page: Page) {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate('typeof window.axe?.run === "function"').catch(() => true);
    if (!loaded) await frame.evaluate(axe.source).catch(() => undefined);
  }
}

/** Fails with the list of problems (rule and elements) when the page shows any serious or critical one. */
export async function expectAccessible(page: Page, where: string, include?: string) {
  const problems = await axeProblems(page, include);
  expect(problems, `axe on ${where}`).toEqual([]);
}

/**
 * The element with the focus shows it: an outline or a shadow on it, or on the antd box around it. Fails when
 * the focus is lost on the page body.
 */
export async function expectFocusVisible(page: Page) {
  // Polled: antd fades a focus shadow in, so the first frame after the key press may not show it yet.
  await expect.poll(() => focusState(page)).toBe('visible');
}

const focusState = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'the page body has the focus';
    // An antd dialog takes the focus on its own panel when it opens (the dialog pattern of WAI-ARIA).
    if (el.querySelector(':scope > .ant-modal-content')) return 'visible';
    const shows = (node: Element) => {
      const s = getComputedStyle(node);
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    // antd shows the focus of some controls on their box: an input's affix wrapper, a select's selector, a card tab.
    const box = el.closest('.ant-input-affix-wrapper, .ant-select, .ant-input-number, .ant-picker, .ant-checkbox-wrapper, .ant-radio-wrapper, .ant-tabs-tab');
    const selector = box?.querySelector(':scope > .ant-select-selector');
    const visible = shows(el) || (box && shows(box)) || (selector && shows(selector));
    return visible ? 'visible' : `no focus indicator on ${el.outerHTML.slice(0, 160)}`;
  });

/**
 * Presses `key` (Tab by default) until the element with the focus matches `selector`, checking at every stop
 * that the focus is visible. Fails when it is not reached in `max` presses.
 */
export async function tabTo(page: Page, selector: string, key = 'Tab', max = 60) {
  const target = page.locator(`${selector}:focus`);
  for (let i = 0; i < max; i++) {
    if (await target.count()) return;
    await page.keyboard.press(key);
    // antd's menus move the focus a frame after the key (rc-menu's raf) while their active item moves at once:
    // the next key, or Enter, must wait for the focus to land, as a user's eyes do.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expectFocusVisible(page);
  }
  await expect(target, `focus reaches ${selector} with ${key}`).toHaveCount(1);
}
