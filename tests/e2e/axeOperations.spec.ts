import { expect, test, type StorageState } from './fixtures';
import { Findings, goInApp, LANGUAGES, openModule, PAGE_ON_SCREEN, planModules, settle, walkPage, type ModulePlan } from './axeWalk';

/**
 * docs/performance.md#what-the-browser-loads, in the operations client: its sign-in page and every module's home with its shell and menu
 * in both languages, and every screen of its menu, the languages taking turns. Its screens are the declarations
 * the normal client shows in its operations and travel modules, which axeScreens.spec.ts walks in both languages
 * with their dialogs; here each is checked once more as this client shows it.
 */

let plan: ModulePlan[];
let storageState: StorageState;

// The worker's server of the operations client (fixtures.ts).
test.beforeAll(async ({ browser, operateServer }) => {
  ({ plan, storageState } = await planModules(browser, 'operator', { baseURL: operateServer.base, loginPath: '/operateLogin' }));
});

for (const language of LANGUAGES) {
  test(`axe ${language}: the operations client's sign-in page, modules and screens`, async ({ browser, operateServer: server }) => {
    test.setTimeout(90_000);
    const findings = new Findings();
    const signIn = await walkPage(browser, { language }, { baseURL: server.base });
    try {
      await signIn.goto('/operateLogin');
      await expect(signIn.locator('form')).toBeVisible();
      await findings.check(signIn, '/operateLogin');
    } finally {
      await signIn.context().close();
    }
    const page = await walkPage(browser, { language }, { baseURL: server.base, storageState });
    try {
      await page.goto('/operate/wel/index');
      await settle(page);
      let screen = 0;
      for (let i = 0; i < plan.length; i++) {
        await openModule(page, i);
        await findings.check(page, `module ${plan[i].value}`);
        for (const path of plan[i].pages) {
          // Each screen in one of the two languages, taking turns: they are the declarations the normal client
          // shows, walked there in both languages with their dialogs.
          if (screen++ % LANGUAGES.length !== LANGUAGES.indexOf(language)) continue;
          await goInApp(page, path);
          await findings.check(page, path, PAGE_ON_SCREEN);
        }
      }
    } finally {
      await page.context().close();
    }
    expect(plan.map((m) => m.value).sort()).toEqual([100, 610, 620, 999]);
    findings.expectNone(plan.length + 6);
  });
}
