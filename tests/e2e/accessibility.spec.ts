import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeProblems, signIn, type AxeProblem } from './support';

/**
 * Issue 17, item 1: no serious or critical WCAG 2.1 A/AA problem (axe) on any screen, dialog or drawer, in
 * both languages and every theme. The screens come from the signed-in user's menu, module by module, so a
 * screen added to the menu is checked without touching this file. One signed-in page walks everything.
 */

const LANGUAGES = ['zh-CN', 'en'] as const;
const THEMES = ['default', 'theme-white', 'theme-star', 'theme-iview', 'theme-d2', 'theme-hey'] as const;

/** The buttons of a page that open a dialog or a drawer: the engine's actions, and bespoke ones marked so. */
const DIALOG_OPENERS = ['create', 'edit', 'show', 'dialog'].map((k) => `[data-action-kind="${k}"]`).concat('[data-opens-dialog]');
const OVERLAY = '.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible';
/** What axe reads of an open dialog or drawer (the page behind it was checked on its own). */
const OVERLAY_ROOTS = '.ant-modal-root, .ant-drawer, .ant-dropdown, .ant-popover, [cmdk-dialog]';
/** The page on screen without the shell around it (hidden kept-alive pages are display: none). */
const PAGE_ON_SCREEN = '.page-scroll:not([style*="display: none"])';

interface MenuLeaf {
  path: string;
  type: string;
  children?: MenuLeaf[];
}

/** Writes a stored choice as the console stores it (src/providers/storage.ts), before the app reads it. */
async function storeChoice(page: Page, language: string, theme: string) {
  await page.evaluate(
    ([lng, name]) => {
      const put = (key: string, content: string) =>
        localStorage.setItem(`atrium-${key}`, JSON.stringify({ dataType: 'string', content, datetime: Date.now() }));
      put('language', lng);
      put('themeName', name);
    },
    [language, theme],
  );
}

const readStore = <T,>(page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = sessionStorage.getItem(`atrium-${k}`) ?? localStorage.getItem(`atrium-${k}`);
    return raw ? (JSON.parse(raw).content as unknown) : undefined;
  }, key) as Promise<T | undefined>;

/** The pages of the active module's menu (menu nodes with a path and no page children). */
async function menuPages(page: Page): Promise<string[]> {
  const tree = (await readStore<MenuLeaf[]>(page, 'menu')) ?? [];
  const pages: string[] = [];
  const walk = (nodes: MenuLeaf[]) => {
    for (const n of nodes) {
      if (n.type === '1') continue;
      const kids = (n.children ?? []).filter((c) => c.type !== '1');
      if (kids.length) walk(kids);
      else if (n.path && !/^https?:/i.test(n.path)) pages.push(n.path);
    }
  };
  walk(tree);
  return pages;
}

/** Opens an address inside the running console (no reload), as a menu click does. */
async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  await settle(page);
}

/** Waits until the page on screen has finished loading (no spinner, no skeleton). */
async function settle(page: Page) {
  await expect(page.locator('.ant-spin-spinning:visible, .ant-skeleton:visible, .page-fallback:visible')).toHaveCount(0);
}

/**
 * The shape of what is on screen (elements and classes, no texts): screens of the same shape (the modules'
 * placeholder pages) are checked once per walk, which keeps the walk of every language and theme cheap.
 */
const shapeOf = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const root = document.querySelector(sel);
    if (!root) return '';
    return Array.from(root.querySelectorAll('*'), (el) => `${el.tagName}.${el.getAttribute('class') ?? ''}`).join('|');
  }, selector);

class Findings {
  private readonly shapes = new Set<string>();
  /** Checks a screen unless one of the same shape was checked in this walk. */
  async checkOnce(page: Page, place: string, include: string) {
    const shape = await shapeOf(page, include);
    if (this.shapes.has(shape)) return;
    this.shapes.add(shape);
    await this.check(page, place, include);
  }
  readonly byPlace = new Map<string, AxeProblem[]>();
  async check(page: Page, place: string, include?: string) {
    this.byPlace.set(place, await axeProblems(page, include));
  }
  summary(): string {
    return [...this.byPlace].map(([place, list]) => `${list.length}\t${place}${list.length ? `: ${list.map((p) => `${p.rule} ${p.targets[0]}`).join('; ')}` : ''}`).join('\n');
  }
  problems() {
    return [...this.byPlace].filter(([, list]) => list.length).map(([place, list]) => ({ place, list }));
  }
}

/** Opens each dialog of the page on screen in turn, checks it, and closes it with Escape. */
async function checkDialogs(page: Page, path: string, findings: Findings) {
  const pageRoot = page.locator('.page-scroll:visible');
  for (const selector of DIALOG_OPENERS) {
    const opener = pageRoot.locator(`${selector}:not([disabled])`).first();
    if (!(await opener.count())) continue;
    await opener.click();
    const overlay = page.locator(OVERLAY).last();
    await expect(overlay).toBeVisible();
    await expect(page.locator('.ant-zoom, .ant-move-right, .ant-move-up')).toHaveCount(0);
    await settle(page);
    await findings.check(page, `${path} ${selector}`, OVERLAY_ROOTS);
    await page.keyboard.press('Escape');
    await expect(page.locator(OVERLAY)).toHaveCount(0);
  }
}

/** The shell's own dialogs and drawers: theme, settings, lock password, user menu, palette and shortcuts. */
async function checkShell(page: Page, findings: Findings) {
  await page.getByTestId('theme-button').click();
  await expect(page.locator(OVERLAY)).toBeVisible();
  await findings.check(page, 'theme dialog', OVERLAY_ROOTS);
  await page.keyboard.press('Escape');
  await expect(page.locator(OVERLAY)).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await expect(page.locator('.ant-dropdown:visible')).toBeVisible();
  await findings.check(page, 'user menu', OVERLAY_ROOTS);
  await page.locator('.ant-dropdown:visible [role="menuitem"]').nth(2).click();
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  await findings.check(page, 'settings drawer', OVERLAY_ROOTS);
  await page.keyboard.press('Escape');
  await expect(page.locator(OVERLAY)).toHaveCount(0);

  await page.getByTestId('message-button').click();
  await expect(page.getByTestId('message-popover')).toBeVisible();
  await findings.check(page, 'messages', OVERLAY_ROOTS);
  await page.getByTestId('message-button').click();
  await expect(page.getByTestId('message-popover')).toBeHidden();

  await page.locator('body').press('Control+k');
  await expect(page.locator('[cmdk-dialog]')).toBeVisible();
  await findings.check(page, 'command palette', OVERLAY_ROOTS);
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-dialog]')).toHaveCount(0);

  await page.locator('body').press('?');
  await expect(page.getByTestId('shortcuts')).toBeVisible();
  await findings.check(page, 'shortcuts', OVERLAY_ROOTS);
  await page.keyboard.press('Escape');
  await expect(page.locator(OVERLAY)).toHaveCount(0);
}

let page: Page;
let signedIn = false;

async function openPage(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  // axe needs a page of a context of our own (browser.newPage() is refused by @axe-core/playwright).
  const context = await browser.newContext({ baseURL: use.baseURL, locale: use.locale, viewport: use.viewport });
  return context.newPage();
}

test.beforeAll(async ({ browser }) => {
  page = await openPage(browser);
});

test.afterAll(async () => {
  await page.context().close();
});

for (const language of LANGUAGES) {
  for (const theme of THEMES) {
    test(`axe: every screen, dialog and drawer in ${language}, theme ${theme}`, async ({ browser }) => {
      test.setTimeout(600_000);
      const findings = new Findings();

      // The sign-in page, in a fresh page of its own (the walk's page stays signed in).
      const login = await openPage(browser);
      await login.goto('/loginIndex');
      await storeChoice(login, language, theme);
      await login.reload();
      await expect(login.locator('form')).toBeVisible();
      await findings.check(login, '/loginIndex');
      await login.context().close();

      if (!signedIn) {
        await signIn(page);
        signedIn = true;
      }
      await storeChoice(page, language, theme);
      await page.goto('/wel/index');
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await settle(page);
      // Every screen, dialog and drawer in the default theme; the other themes (each a shell look and a token
      // set over the same components) check the sign-in page, the shell with a module home, the first screen
      // and the lock screen, so that twelve walks stay cheap.
      const full = theme === 'default';
      if (full) await checkShell(page, findings);

      const modules = (await readStore<{ value: number }[]>(page, 'moduleList')) ?? [];
      expect(modules.length).toBeGreaterThan(0);
      for (let i = 0; i < (full ? modules.length : 1); i++) {
        await page.locator('[data-testid="module-menu"] .ant-menu-item').nth(i).click();
        await expect.poll(() => readStore<number>(page, 'moduleActive')).toBe(modules[i].value);
        await settle(page);
        // The first module's home with the whole shell (top bar, tabs), the others' menus, then each page alone.
        if (i === 0) await findings.check(page, `module ${modules[i].value}`);
        else await findings.check(page, `module ${modules[i].value} menu`, '.shell-sider');
        const pages = await menuPages(page);
        for (const path of full ? pages : pages.slice(0, 1)) {
          await goInApp(page, path);
          await findings.checkOnce(page, path, PAGE_ON_SCREEN);
          if (full) await checkDialogs(page, path, findings);
        }
      }

      // The lock screen.
      await page.getByTestId('lock-button').click();
      const lockPassword = page.getByTestId('lock-password');
      if (await lockPassword.isVisible()) {
        await expect(page.locator('.ant-zoom')).toHaveCount(0);
        await findings.check(page, 'lock password dialog', OVERLAY_ROOTS);
        await lockPassword.fill('lock1234');
        await lockPassword.press('Enter');
      }
      await expect(page).toHaveURL(/\/lock$/);
      await settle(page);
      await findings.check(page, '/lock');
      await page.getByTestId('unlock-password').fill('lock1234');
      await page.getByTestId('unlock-password').press('Enter');
      await expect(page).not.toHaveURL(/\/lock$/);

      console.log(`axe ${language} ${theme}\n${findings.summary()}`);
      expect(findings.problems()).toEqual([]);
    });
  }
}
