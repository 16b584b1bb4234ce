import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkLock, closeOverlay, Findings, goInApp, openOverlay, OVERLAY_ROOTS, settle, signInAs, walkPage, type Choice } from './axeWalk';

/**
 * Accessibility in every theme and colour (docs/product.md#accessibility-themes-and-narrow-screens; axeScreens.spec.ts walks everything in the default
 * theme and red in both languages): the sign-in page, the shell with a list, and a dialog of it, in each of the
 * six other themes, each with another colour preset and the languages taking turns (the dark theme in both, and
 * in yellow, with its help panel, screen designer and lock screen too); then the colours whose white button text was unreadable
 * (yellow above all) in the default theme, switched as an operator switches them.
 */

const LIST = '/platAccountMgr/accountType/index';
const CREATE = '[data-opens-dialog="accountType.create"]';
const DESIGNER = '/admin/screen/index';
const DESIGNER_CREATE = '[data-opens-dialog="screenAdmin.create"]';
const HISTORY = '[data-opens-dialog="accountType.history"]';

const THEMED: Required<Choice>[] = [
  { theme: 'theme-white', color: '#1677ff', language: 'zh-CN' },
  { theme: 'theme-star', color: '#2f54eb', language: 'en' },
  { theme: 'theme-iview', color: '#13c2c2', language: 'zh-CN' },
  { theme: 'theme-d2', color: '#52c41a', language: 'en' },
  { theme: 'theme-hey', color: '#faad14', language: 'zh-CN' },
  // The dark theme in both languages, in the default red (lightened where it is text) and in yellow.
  { theme: 'theme-dark', color: '#e60012', language: 'zh-CN' },
  { theme: 'theme-dark', color: '#e60012', language: 'en' },
  { theme: 'theme-dark', color: '#faad14', language: 'en' },
];
/** The presets not given to a theme above, and yellow again under the default theme's dark menu. */
const DEFAULT_THEME_COLORS = ['#faad14', '#fa541c', '#722ed1'];

/** The shell with the list on screen, then the list's create dialog. */
async function checkListAndDialog(page: Page, findings: Findings, where: string) {
  await settle(page);
  await findings.check(page, `${where}: shell and list`);
  const opener = page.locator(CREATE);
  const dialog = await openOverlay(page, opener, 'create');
  await settle(page);
  await findings.check(page, `${where}: create dialog`, OVERLAY_ROOTS);
  await closeOverlay(page, dialog, opener);
  // A row's history drawer (docs/product.md#history-and-undo), with its change tables.
  const historyOpener = page.locator(HISTORY).first();
  const drawer = await openOverlay(page, historyOpener, 'history');
  await settle(page);
  await findings.check(page, `${where}: history drawer`, OVERLAY_ROOTS);
  await closeOverlay(page, drawer, historyOpener);
}

/**
 * The help panel, the screen designer with its editor (form, live preview and JSON) and the lock screen, drawn
 * from the dark theme's tokens like the rest of the shell.
 */
async function checkDarkShellParts(page: Page, findings: Findings) {
  const opener = page.getByTestId('help-widget');
  const panel = await openOverlay(page, opener, 'help');
  await settle(page);
  await findings.check(page, 'help panel', OVERLAY_ROOTS);
  await closeOverlay(page, panel, opener);
  await goInApp(page, DESIGNER);
  await settle(page);
  await findings.check(page, DESIGNER);
  const create = page.locator(DESIGNER_CREATE);
  const editor = await openOverlay(page, create, 'screen editor');
  await settle(page);
  await findings.check(page, `${DESIGNER}: screen editor`, OVERLAY_ROOTS);
  await closeOverlay(page, editor, create);
  await checkLock(page, findings);
}

for (const choice of THEMED) {
  test(`axe: the sign-in page, the shell, a list and a dialog in the theme ${choice.theme} (${choice.color}, ${choice.language})`, async ({ browser }) => {
    const page = await walkPage(browser, choice);
    const findings = new Findings();
    try {
      await page.goto('/loginIndex');
      await expect(page.locator('body')).toHaveAttribute('data-theme', choice.theme);
      await expect(page.locator('form')).toBeVisible();
      await findings.check(page, '/loginIndex');
      await signInAs(page, 'admin');
      // Signed in, the console is loaded: the list opens inside it, as from the menu, not by a second load.
      await goInApp(page, LIST);
      await checkListAndDialog(page, findings, LIST);
      if (choice.theme === 'theme-dark') await checkDarkShellParts(page, findings);
    } finally {
      await page.context().close();
    }
    findings.expectNone(choice.theme === 'theme-dark' ? 9 : 4);
  });
}

test('axe: the colour presets on the default theme, switched in the colour panel', async ({ browser }) => {
  const page = await walkPage(browser, { language: 'en' });
  const findings = new Findings();
  try {
    await signInAs(page, 'admin');
    await goInApp(page, LIST);
    const colorButton = page.getByTestId('color-button');
    for (const color of DEFAULT_THEME_COLORS) {
      const panel = await openOverlay(page, colorButton, 'colours');
      await panel.locator(`[data-color="${color}"]`).click();
      await closeOverlay(page, panel, colorButton);
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('atrium-colorName') ?? '{}').content)).toBe(color);
      await checkListAndDialog(page, findings, color);
    }
  } finally {
    await page.context().close();
  }
  findings.expectNone(DEFAULT_THEME_COLORS.length * 3);
});
