import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import type { StorageState } from './fixtures';
import { settle, trackCalls } from './settle';
import { axeProblems, passwordInput, pushAddress, signIn, storeSettings, usernameInput, DEMO_PASSWORD, type AxeProblem, PAGE_ON_SCREEN } from './support';

/**
 * The accessibility walk of docs/product.md#accessibility-themes-and-narrow-screens (axe, WCAG 2.1 A/AA, no serious or critical problem), shared by
 * the axe* spec files: every screen of the signed-in user's menu, the pages its rows lead to, every dialog, drawer
 * and panel a screen's toolbar and first row open (openers carry `data-opens-dialog`, row links to other pages
 * `data-opens-page`, so nothing is guessed), the shell's overlays, in both languages and in every theme.
 *
 * Steadiness, learnt from the first walk: every test has a browser context of its own (one failure cannot
 * leave the next test on a broken page); nothing is clicked before the page is settled (no spinner, no loading
 * button, no call of the page in flight: a list that refetches redraws its rows under the pointer); and every
 * action and wait gives up after seconds, never minutes.
 */

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const THEMES = ['default', 'theme-white', 'theme-star', 'theme-iview', 'theme-d2', 'theme-hey', 'theme-dark'] as const;

/** A click, a fill or a wait of the walk gives up after this long (a stuck step fails fast and says where). */
const STEP_TIMEOUT = 8_000;
export { PAGE_ON_SCREEN, settle };
/** The dialogs, drawers, panels and menus the console opens over a page. */
const OVERLAY_PARTS = [
  '.ant-modal-wrap',
  '.ant-drawer-content-wrapper',
  '.ant-popover:not(.ant-popover-hidden)',
  '.ant-dropdown:not(.ant-dropdown-hidden)',
  '.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
  '.ant-select-dropdown:not(.ant-select-dropdown-hidden)',
  '[cmdk-dialog]',
];
/** An open overlay. */
export const OVERLAY = OVERLAY_PARTS.map((s) => `${s}:visible`).join(', ');
/** What axe reads of an open overlay (the page behind it is checked on its own). */
export const OVERLAY_ROOTS = '.ant-modal-root, .ant-drawer, .ant-dropdown, .ant-picker-dropdown, .ant-select-dropdown, .ant-popover, [cmdk-dialog]';
export interface Choice {
  language: Language;
  theme?: (typeof THEMES)[number];
  /** A colour preset (#rrggbb); the default red when absent. */
  color?: string;
}

/**
 * A page in a browser context of its own, with the language, theme and colour stored before the console reads
 * them (as the console stores them, src/providers/storage.ts), signed in when `storageState` holds a session.
 * Its user asks for reduced motion (the shell then turns antd's motion off: docs/product.md#accessibility-themes-and-narrow-screens):
 * the checks look at what a dialog or menu shows once it stands still, and hundreds
 * of opening and closing animations drawn in software were a tenth of the walks' processor time without changing
 * what is checked.
 */
export async function walkPage(
  browser: Browser,
  choice: Choice,
  options: { baseURL?: string; storageState?: StorageState; viewport?: { width: number; height: number }; reducedMotion?: 'reduce' } = {},
): Promise<Page> {
  const use = test.info().project.use;
  // A context of its own: its storage, motion preference and viewport are this walk's, and closing it ends everything it opened.
  const context = await browser.newContext({
    baseURL: options.baseURL ?? use.baseURL,
    locale: use.locale,
    viewport: options.viewport ?? use.viewport,
    reducedMotion: options.reducedMotion ?? 'reduce',
    storageState: options.storageState,
  });
  context.setDefaultTimeout(STEP_TIMEOUT);
  await storeSettings(context, storedChoice(choice));
  const page = await context.newPage();
  trackCalls(page);
  return page;
}

const storedChoice = (choice: Choice): Record<string, string> => ({
  language: choice.language,
  themeName: choice.theme ?? 'default',
  ...(choice.color ? { colorName: choice.color } : {}),
});

/** Opens an address inside the running console (no reload), as a menu click does, and waits for it to settle. */
export async function goInApp(page: Page, path: string) {
  await pushAddress(page, path);
  const pathname = path.split('?')[0];
  await expect(page).toHaveURL((url) => url.pathname === pathname);
  await settle(page);
}

/**
 * What axe (or another check of the same shape: axTree.ts) found, place by place; the test fails at its end
 * with every problem of every place it checked.
 */
export class Findings {
  readonly checked: string[] = [];
  private readonly found: { place: string; problems: AxeProblem[] }[] = [];

  constructor(
    private readonly problemsOf: (page: Page, include?: string) => Promise<AxeProblem[]> = axeProblems,
    /** What kind of check: the shared pieces are checked once per kind and language. */
    readonly kind = 'axe',
  ) {}

  async check(page: Page, place: string, include?: string) {
    const started = Date.now();
    const problems = await this.problemsOf(page, include);
    this.checked.push(`${place} (${Date.now() - started} ms)`);
    if (problems.length) this.found.push({ place, problems });
  }

  /** Fails with the problems found; `atLeast` guards against a walk that silently checked nothing. */
  expectNone(atLeast: number) {
    console.log(`${test.info().title}: ${this.checked.length} checks\n  ${this.checked.join('\n  ')}`);
    expect(this.checked.length, 'places checked').toBeGreaterThanOrEqual(atLeast);
    expect(this.found, 'problems found').toEqual([]);
  }
}

/** Signs in as `username`, in a language, on the sign-in page of `loginPath`. */
export async function signInAs(page: Page, username: string, loginPath = '/loginIndex') {
  if (loginPath === '/loginIndex' && username === 'admin') return signIn(page);
  await page.goto(loginPath);
  await usernameInput(page).fill(username);
  await passwordInput(page).fill(DEMO_PASSWORD);
  await passwordInput(page).press('Enter');
  await expect(page).toHaveURL(/\/(wel|operate\/wel|scm\/wel)\/index/);
}

interface MenuNodeLike {
  path: string;
  type: string;
  children?: MenuNodeLike[];
}

const readStore = <T>(page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = sessionStorage.getItem(`atrium-${k}`) ?? localStorage.getItem(`atrium-${k}`);
    return raw ? (JSON.parse(raw).content as unknown) : undefined;
  }, key) as Promise<T | undefined>;

/** The pages of the active module's menu (menu nodes with a path and no page below them; not buttons). */
async function menuPages(page: Page): Promise<string[]> {
  const pages: string[] = [];
  const walk = (nodes: MenuNodeLike[]) => {
    for (const n of nodes) {
      if (n.type === '1') continue;
      const kids = (n.children ?? []).filter((c) => c.type !== '1');
      if (kids.length) walk(kids);
      else if (n.path && !/^https?:/i.test(n.path)) pages.push(n.path);
    }
  };
  walk((await readStore<MenuNodeLike[]>(page, 'menu')) ?? []);
  return pages;
}

const moduleItems = (page: Page) => page.locator('[data-testid="module-menu"] .ant-menu-item');

/** Makes the module at `index` of the module menu the active one. */
export async function openModule(page: Page, index: number) {
  const modules = (await readStore<{ value: number }[]>(page, 'moduleList')) ?? [];
  await moduleItems(page).nth(index).click();
  await expect.poll(() => readStore<number>(page, 'moduleActive')).toBe(modules[index]?.value);
  await settle(page);
}

/** A module and the screens of its menu that no module before it holds (each screen is walked once). */
export interface ModulePlan {
  value: number;
  pages: string[];
}

/**
 * Signs in on a page of its own, reads every module's menu and keeps the signed-in session, so the
 * tests that walk the modules start signed in without signing in again.
 */
export async function planModules(browser: Browser, username: string, options: { baseURL?: string; loginPath?: string } = {}) {
  const page = await walkPage(browser, { language: 'zh-CN' }, { baseURL: options.baseURL });
  try {
    await signInAs(page, username, options.loginPath);
    await settle(page);
    const modules = (await readStore<{ value: number }[]>(page, 'moduleList')) ?? [];
    const seen = new Set<string>();
    const plan: ModulePlan[] = [];
    for (let i = 0; i < modules.length; i++) {
      await openModule(page, i);
      const pages = (await menuPages(page)).filter((p) => !seen.has(p));
      pages.forEach((p) => seen.add(p));
      plan.push({ value: modules[i].value, pages });
    }
    await openModule(page, 0);
    return { plan, storageState: await page.context().storageState() };
  } finally {
    await page.context().close();
  }
}

/** The distinct values of `attribute` on the visible, enabled elements inside `root`, in document order. */
const openerValues = (root: Locator, attribute: string) =>
  root
    .locator(`[${attribute}]`)
    .evaluateAll(
      (els, attr) => [
        ...new Set(
          els
            .filter((el) => (el as HTMLElement).checkVisibility() && !el.closest('button:disabled, .ant-btn-disabled, [aria-disabled="true"]'))
            .map((el) => el.getAttribute(attr) ?? ''),
        ),
      ],
      attribute,
    );

/**
 * The pieces every list shares (import/export menu and logs, views, column settings, the organisation picker),
 * named without a resource (`importLog`, not `accountType.create`): checked once per language in a run, in
 * whichever walk meets them first, so the walks stay short.
 */
const sharedPieces = new Map<string, Set<string>>();
const isSharedPiece = (value: string) => !value.includes('.');
function sharedChecked(kind: string, language: Language): Set<string> {
  const key = `${kind} ${language}`;
  if (!sharedPieces.has(key)) sharedPieces.set(key, new Set());
  return sharedPieces.get(key)!;
}

/**
 * Walks screens: each one, the dialogs its toolbar and first row open (and the dialogs those open), and the
 * pages its first row leads to, each screen and each kind of dialog once per walk.
 */
export class ScreenWalk {
  private readonly screens = new Set<string>();
  private readonly dialogs: Set<string>;

  constructor(
    private readonly page: Page,
    private readonly findings: Findings,
    private readonly language: Language,
  ) {
    this.dialogs = new Set(sharedChecked(findings.kind, language));
  }

  /** Opens a screen by its address and walks it, unless this walk has seen it. */
  async screen(path: string) {
    if (this.screens.has(path.split('?')[0])) return;
    await goInApp(this.page, path);
    await this.walkHere();
  }

  /** Walks the screen on show now. */
  async walkHere() {
    const page = this.page;
    const url = new URL(page.url());
    this.screens.add(url.pathname);
    const here = url.pathname + url.search;
    await this.findings.check(page, url.pathname, PAGE_ON_SCREEN);
    await this.chooseFirstItem();
    const root = page.locator(PAGE_ON_SCREEN);
    for (const [value, field] of FIELD_PANELS) await this.fieldPanel(root.locator(field).first(), value, url.pathname);
    for (const value of await openerValues(root, 'data-opens-dialog')) {
      await this.dialog(root, value, url.pathname);
    }
    for (const value of await openerValues(root, 'data-opens-page')) await this.follow(value, here);
  }

  /**
   * Follows a link of the toolbar or the rows to another page and walks it. A row whose page shows an empty
   * list (a subject without child accounts) gives way to the next row, so the rows' dialogs of that list are
   * reached too; the data decides which row, the same in every run.
   */
  private async follow(value: string, here: string) {
    const page = this.page;
    const links = page.locator(`${PAGE_ON_SCREEN} [data-opens-page="${value}"]`);
    const tries = Math.min(await links.count(), 5);
    for (let i = 0; i < tries; i++) {
      await settle(page);
      await links.nth(i).click();
      await expect(page).not.toHaveURL((u) => u.pathname + u.search === here);
      await settle(page);
      const target = new URL(page.url()).pathname;
      const shown = page.locator(PAGE_ON_SCREEN);
      const emptyList = (await shown.locator('.ant-table').count()) > 0 && (await shown.locator('.ant-table-tbody .ant-table-row').count()) === 0;
      if (!this.screens.has(target) && (!emptyList || i === tries - 1)) {
        await this.walkHere();
        await goInApp(page, here);
        return;
      }
      await goInApp(page, here);
      if (this.screens.has(target)) return;
    }
  }

  /**
   * A page whose actions appear once an item of its tree is chosen (menu administration, the organisation's
   * members) gets its first item chosen; a tree of checkboxes (tenant menus) is left as it is.
   */
  private async chooseFirstItem() {
    const tree = this.page.locator(`${PAGE_ON_SCREEN} .ant-tree:not(.ant-tree-checkable)`).first();
    if (!(await tree.count()) || (await tree.locator('.ant-tree-treenode-selected').count())) return;
    await tree.locator('.ant-tree-node-content-wrapper').first().click();
    await settle(this.page);
  }

  /**
   * Opens the panel of a search field (a date picker's calendar, a select's options), checks it and closes it:
   * the first field of each kind a walk meets, once per language in a run, as the list tools' shared pieces.
   */
  private async fieldPanel(field: Locator, value: string, where: string) {
    if (this.dialogs.has(value) || !(await field.isVisible())) return;
    this.dialogs.add(value);
    sharedChecked(this.findings.kind, this.language).add(value);
    await settle(this.page);
    const panel = await openOverlay(this.page, field, value);
    await this.findings.check(this.page, `${where} ${value}`, OVERLAY_ROOTS);
    await closeOverlay(this.page, panel);
  }

  /** Opens the dialog of one opener, checks it, walks the openers inside it, and closes it. */
  private async dialog(root: Locator, value: string, where: string) {
    if (this.dialogs.has(value)) return;
    this.dialogs.add(value);
    if (isSharedPiece(value)) sharedChecked(this.findings.kind, this.language).add(value);
    const page = this.page;
    await settle(page);
    const opener = root.locator(`[data-opens-dialog="${value}"]`).first();
    const overlay = await openOverlay(page, opener, value);
    await settle(page);
    await this.findings.check(page, `${where} ${value}`, OVERLAY_ROOTS);
    for (const nested of await openerValues(overlay, 'data-opens-dialog')) {
      // A menu closes when one of its items opens a dialog: it is opened again for the next item.
      const parent = (await overlay.isVisible()) ? overlay : await openOverlay(page, opener, value);
      await this.dialog(parent, nested, `${where} ${value}`);
    }
    await closeOverlay(page, overlay, opener);
  }
}

/** The search fields whose panels the walk opens: a date range's calendar and a select's options. */
const FIELD_PANELS: [string, string][] = [
  ['datePanel', '.ant-picker:not(.ant-picker-disabled)'],
  ['selectPanel', '.ant-form .ant-select:not(.ant-select-disabled) .ant-select-selector'],
];

let overlaySerial = 0;

/**
 * Clicks `opener` and answers the overlay it opened, marked so that it is found again whatever opens after it
 * (a menu item can close its menu as it opens a dialog).
 */
export async function openOverlay(page: Page, opener: Locator, what: string, button: 'left' | 'right' = 'left'): Promise<Locator> {
  await page.locator(OVERLAY).evaluateAll((open) => {
    for (const el of document.querySelectorAll('[data-walk-before]')) el.removeAttribute('data-walk-before');
    for (const el of open) el.setAttribute('data-walk-before', '');
  });
  await opener.click({ button });
  const fresh = page.locator(OVERLAY_PARTS.map((s) => `${s}:not([data-walk-before]):visible`).join(', '));
  await expect(fresh, `${what} opens a dialog, a drawer, a panel or a menu`).not.toHaveCount(0);
  const id = String(++overlaySerial);
  await fresh.last().evaluate((el, mark) => el.setAttribute('data-walk-overlay', mark), id);
  const overlay = page.locator(`[data-walk-overlay="${id}"]`);
  await standingStill(overlay, what);
  return overlay;
}

/**
 * Waits until an overlay's opening motion is over. antd's motion puts its classes (`ant-slide-up-appear`,
 * `ant-zoom-enter`, ...) on a frame before the animation runs, so a check made then measured a menu item's
 * colours half faded in (a danger item read at 4.2:1 once in a run).
 */
async function standingStill(overlay: Locator, what: string) {
  await expect
    .poll(
      () =>
        overlay.evaluate((el) => {
          const moving = [el, ...el.querySelectorAll('*')].some((node) => /-(appear|enter)(-|\s|$)/.test(node.getAttribute('class') ?? ''));
          return moving || el.getAnimations({ subtree: true }).some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
        }),
      { message: `${what} stands still`, intervals: [50, 100] },
    )
    .toBe(false);
}

/**
 * Closes an overlay: Escape (dialogs, drawers, menus, the list tools' panels); a panel that Escape does not
 * close (antd's Popover) by its opener again, or by a click beside it.
 */
export async function closeOverlay(page: Page, overlay: Locator, opener?: Locator) {
  if (!(await overlay.isVisible())) return;
  await page.keyboard.press('Escape');
  try {
    await expect(overlay).toBeHidden({ timeout: 2_000 });
    return;
  } catch {
    // not closed by Escape
  }
  if (opener && (await opener.isVisible())) await opener.click();
  else await page.mouse.click(5, 5);
  await expect(overlay).toBeHidden();
}

/** The lock screen (docs/product.md#the-admin-shell): its password dialog and the locked page, checked; then unlocked again. */
export async function checkLock(page: Page, findings: Findings) {
  const dialog = await openOverlay(page, page.getByTestId('lock-button'), 'lock');
  await findings.check(page, 'lock password dialog', OVERLAY_ROOTS);
  await dialog.getByTestId('lock-password').fill('lock1234');
  await dialog.getByTestId('lock-password').press('Enter');
  await expect(page).toHaveURL(/\/lock$/);
  await settle(page);
  await findings.check(page, '/lock');
  await page.getByTestId('unlock-password').fill('lock1234');
  await page.getByTestId('unlock-password').press('Enter');
  await expect(page).not.toHaveURL(/\/lock$/);
}
