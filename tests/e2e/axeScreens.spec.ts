import { type Browser } from '@playwright/test';
import { expect, test, type StorageState } from './fixtures';
import { Findings, LANGUAGES, openModule, planModules, ScreenWalk, settle, walkPage, type ModulePlan } from './axeWalk';
import { withCodeSniffer } from './htmlcs';

/**
 * Accessibility of every screen (docs/product.md#accessibility-themes-and-narrow-screens): every screen of the admin's menu, module by module, with the
 * pages its rows lead to and every dialog, drawer and panel of their toolbars and first rows, in both languages
 * (the default theme; axeThemes.spec.ts walks the other themes), each place checked three times over on one visit:
 * - axe: no serious or critical WCAG 2.1 A/AA problem;
 * - Chromium's accessibility tree: every button, link, input and tab has a name, and every data table reads its
 *   cells with their header cells (axTree.ts);
 * - HTML_CodeSniffer, the second WCAG engine, as pa11y runs it: no WCAG 2 AA error (htmlcs.ts).
 * A screen added to a module's menu is walked without touching this file; a module added to the seed fails the
 * first test until it is given a group here.
 */

/**
 * The admin's modules (the normal client), in groups of about the same walking time; the platform module, with
 * the most screens, in two halves (every other page each), so the walks share the workers evenly.
 */
const GROUPS: { title: string; modules: number[]; half?: 0 | 1 }[] = [
  { title: 'platform (first half)', modules: [100], half: 0 },
  { title: 'platform (second half)', modules: [100], half: 1 },
  { title: 'catering and supply chain', modules: [200, 300] },
  { title: 'operations', modules: [400] },
  { title: 'travel', modules: [500, 601, 630] },
];

let plan: ModulePlan[];
let storageState: StorageState;

test.beforeAll(async ({ browser }) => {
  ({ plan, storageState } = await planModules(browser, 'admin'));
  await leaveAnAuditRecord(browser);
});

/**
 * The audit trail of a fresh database is empty, and its detail dialog opens from a row: a refused call (an
 * account type enabled without saying which) leaves one record (every call that can change data does, refused
 * or not) and changes nothing.
 */
async function leaveAnAuditRecord(browser: Browser) {
  const page = await walkPage(browser, { language: 'zh-CN' }, { storageState });
  try {
    await page.goto('/loginIndex');
    const status = await page.evaluate(async () => {
      const token = JSON.parse(localStorage.getItem('atrium-access_token') ?? '{}').content as string;
      const reply = await fetch('/catering/accountcenter/actAccountType/enable', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      return reply.status;
    });
    expect(status, 'the call is refused').toBeGreaterThanOrEqual(400);
  } finally {
    await page.context().close();
  }
}

for (const language of LANGUAGES) {
  for (const group of GROUPS) {
    test(`axe, accessibility tree and HTML_CodeSniffer ${language}: the ${group.title} module's screens, dialogs and drawers name their controls and table headers`, async ({
      browser,
    }) => {
      // A walk is one long test: some 80 s alone, longer while the other workers run too; the platform's first half
      // now also walks the users', roles' and organisation's pages and dialogs (38 places where it had 30).
      test.setTimeout(300_000);
      expect([...new Set(GROUPS.flatMap((g) => g.modules))], 'every module of the admin has a group').toEqual(plan.map((m) => m.value));
      const page = await walkPage(browser, { language }, { storageState });
      const engines = withCodeSniffer();
      const findings = new Findings(engines.problems, 'axe, tree and htmlcs');
      const walk = new ScreenWalk(page, findings, language);
      try {
        await page.goto('/wel/index');
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? /^en/ : /^zh/);
        await settle(page);
        for (const value of group.modules) {
          await openModule(
            page,
            plan.findIndex((m) => m.value === value),
          );
          // The module's home with the whole shell around it (its side menu, top bar, tabs).
          await findings.check(page, `module ${value}`);
          const pages = plan.find((m) => m.value === value)!.pages;
          for (const path of pages.filter((_, i) => group.half === undefined || i % 2 === group.half)) await walk.screen(path);
        }
      } finally {
        await page.context().close();
      }
      console.log(engines.summary());
      findings.expectNone(group.modules.length + 1);
    });
  }
}
