import { expect, test } from '@playwright/test';
import { Findings, LANGUAGES, openModule, planModules, ScreenWalk, settle, walkPage, type ModulePlan } from './axeWalk';
import { treeProblems } from './axTree';

/**
 * Every control named and every table read aloud with its headers (SPEC.md section 9, accessibility): Chromium's
 * accessibility tree of every screen of the admin's menu, the pages its rows lead to and every dialog, drawer
 * and panel of their toolbars and first rows, in both languages, on one signed-in page that moves by the menu.
 * A button, link, input or tab without a name, or a data table without header cells, fails it (axeScreens.spec.ts
 * runs axe over the same walk).
 */

let plan: ModulePlan[];
let storageState: string;

test.beforeAll(async ({ browser }) => {
  ({ plan, storageState } = await planModules(browser, 'admin'));
});

for (const language of LANGUAGES) {
  test(`accessibility tree ${language}: every screen, dialog and drawer of the admin's menu names its controls and table headers`, async ({ browser }) => {
    test.setTimeout(300_000);
    const page = await walkPage(browser, { language }, { storageState });
    const findings = new Findings(treeProblems, 'tree');
    const walk = new ScreenWalk(page, findings, language);
    try {
      await page.goto('/wel/index');
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? /^en/ : /^zh/);
      await settle(page);
      for (let i = 0; i < plan.length; i++) {
        await openModule(page, i);
        // The module's home with the whole shell around it (its side menu, top bar, tabs).
        await findings.check(page, `module ${plan[i].value}`);
        for (const path of plan[i].pages) await walk.screen(path);
      }
    } finally {
      await page.context().close();
    }
    findings.expectNone(plan.length + 10);
  });
}
