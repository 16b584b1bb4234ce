import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A cold first list makes the browser work out a whole screen's styles inside React's commit only where a part must
 * measure what it has just drawn before it is painted (DESIGN.md section 10): there a performance trace
 * (Lighthouse's) records the script's whole stack for each element laid out. Counted from Chromium's own trace with
 * Lighthouse's categories: style recalculations that script forced from deep inside React (a stack of at least
 * 20 frames; a check in an animation frame has a few) and that restyled more than 100 elements, a screen's worth of
 * new elements. Counted, not timed.
 */
test.use({ user: 'admin', viewport: { width: 1440, height: 900 } });

const FIRST_LIST = '/platAccountMgr/accountType/index';
const DEEP = 20;
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.stack', 'disabled-by-default-devtools.timeline.invalidationTracking'];

interface TraceEvent {
  name: string;
  ph: string;
  args?: { beginData?: { stackTrace?: { url: string }[] }; elementCount?: number };
}

async function traced(page: Page, run: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, excludedCategories: ['*'] }, transferMode: 'ReportEvents' });
  await run();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return events;
}

test("a cold first list forces one screen's restyle inside script (its table's column measure), not the tab bar's nor the rows' too", async ({ page }) => {
  await page.goto('about:blank');
  const events = await traced(page, async () => {
    await page.goto(FIRST_LIST);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.locator('.tags-bar [role="tab"][aria-selected="true"]')).toContainText('账户类型');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  });
  const restyles = events.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X');
  // The trace holds the load's restyles, those of the first frame and of the rows among them.
  expect(restyles.filter((e) => (e.args?.elementCount ?? 0) > 300).length).toBeGreaterThan(0);
  const forcedScreens = restyles.filter((e) => (e.args?.beginData?.stackTrace?.length ?? 0) >= DEEP && (e.args?.elementCount ?? 0) > 100);
  expect(forcedScreens.map((e) => e.args?.elementCount)).toHaveLength(1);
});
