import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { withCodeSniffer } from './htmlcs';
import { checkLock, closeOverlay, Findings, goInApp, LANGUAGES, openOverlay, OVERLAY_ROOTS, settle, signInAs, walkPage, type Language } from './axeWalk';

/**
 * Accessibility around the screens (docs/product.md#accessibility-themes-and-narrow-screens): axe, the accessibility tree (axTree.ts: every control
 * named in the console's language, never by an icon's file name) and HTML_CodeSniffer (htmlcs.ts) on, in both languages, the sign-in page, the
 * shell's own dialogs, drawers, panels and menus, the personal and version pages, the page of an unknown address,
 * and the lock screen.
 */

/** The shell's overlays: opened by a click on their opener (a test id), checked, closed. */
const SHELL_OPENERS = ['theme-button', 'color-button', 'message-button', 'help-widget', 'tags-actions'];

async function checkShellOverlays(page: Page, findings: Findings) {
  for (const testId of SHELL_OPENERS) {
    await settle(page);
    const opener = page.getByTestId(testId);
    const overlay = await openOverlay(page, opener, testId);
    await settle(page);
    await findings.check(page, testId, OVERLAY_ROOTS);
    await closeOverlay(page, overlay, opener);
  }

  // The user menu, and the settings drawer one of its items opens.
  const userMenu = page.getByTestId('user-menu');
  const menu = await openOverlay(page, userMenu, 'user menu');
  await findings.check(page, 'user menu', OVERLAY_ROOTS);
  const drawer = await openOverlay(page, menu.getByRole('menuitem').nth(2), 'settings');
  await expect(page.getByTestId('settings-drawer')).toBeVisible();
  await findings.check(page, 'settings drawer', OVERLAY_ROOTS);
  await closeOverlay(page, drawer);

  // A tab's own menu (right click).
  const tab = page.locator('[data-testid="tags-bar"] .ant-tabs-tab .tag-label').first();
  const tabMenu = await openOverlay(page, tab, 'tab menu', 'right');
  await findings.check(page, 'tab menu', OVERLAY_ROOTS);
  await closeOverlay(page, tabMenu);

  // The language switch's own menu (not an antd overlay).
  await page.locator('.language-switch button').first().click();
  await expect(page.locator('.language-switch-menu')).toBeVisible();
  await findings.check(page, 'language menu', '.language-switch');
  await page.keyboard.press('Escape');
  await page.mouse.move(5, 400);
  await expect(page.locator('.language-switch-menu')).toBeHidden();

  // The command palette and the shortcuts, by their keys.
  await page.locator('body').press('Control+k');
  await expect(page.locator('[cmdk-dialog]')).toBeVisible();
  await findings.check(page, 'command palette', OVERLAY_ROOTS);
  await page.keyboard.press('Escape');
  await expect(page.locator('[cmdk-dialog]')).toHaveCount(0);
  await page.locator('body').press('?');
  await expect(page.getByTestId('shortcuts')).toBeVisible();
  await findings.check(page, 'shortcuts', OVERLAY_ROOTS);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('shortcuts')).toBeHidden();
}

async function walkShell(page: Page, language: Language, findings: Findings) {
  await page.goto('/loginIndex');
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? /^en/ : /^zh/);
  await expect(page.locator('form')).toBeVisible();
  await findings.check(page, '/loginIndex');
  await signInAs(page, 'admin');
  await settle(page);
  await findings.check(page, '/wel/index');
  await checkShellOverlays(page, findings);
  for (const path of ['/info/index', '/premiumInfos', '/no/such/page']) {
    await goInApp(page, path);
    await findings.check(page, path);
  }
  await checkLock(page, findings);
}

for (const language of LANGUAGES) {
  test(`axe, accessibility tree and HTML_CodeSniffer ${language}: sign-in, the shell's dialogs, drawers and menus, the lock screen`, async ({ browser }) => {
    const page = await walkPage(browser, { language });
    const engines = withCodeSniffer();
    const findings = new Findings(engines.problems, 'axe, tree and htmlcs');
    try {
      await walkShell(page, language, findings);
    } finally {
      await page.context().close();
    }
    console.log(engines.summary());
    findings.expectNone(18);
  });
}
