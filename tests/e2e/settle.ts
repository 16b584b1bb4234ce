import { expect, type Page, type Request } from '@playwright/test';

/**
 * When a page of the walks has finished loading (axeWalk.ts): no call in flight, no spinner, skeleton, fallback or
 * loading button shown, and neither for a moment (one call's answer may start the next: a header record, then
 * its list). Nothing is clicked or checked before, so nothing is redrawn under the pointer or mid-check.
 *
 * The quiet moment is watched inside the page, in one evaluation, rather than asked from here every 50 ms: the
 * hundreds of settles of a walk were thousands of round trips through Playwright. The calls are watched here, from
 * the page's requests, and a call that starts during the quiet moment starts it over (a call that came and went
 * between two looks from here was missed before).
 */

/** How long a page stays quiet before it counts as settled. */
const QUIET_MS = 150;
/** What shows a page is still loading, when visible (visible as Playwright's `:visible` counts it). */
const BUSY = '.ant-spin-spinning, .ant-skeleton, .page-fallback, .ant-btn-loading';
const SETTLE_TIMEOUT = 15_000;

interface Calls {
  open: Set<Request>;
  /** How many calls the page has started. */
  started: number;
  /** Waiting for the calls in flight to end. */
  idle: (() => void)[];
}

const callsOf = new WeakMap<Page, Calls>();

/**
 * Watches the page's calls (fetch and XHR) from now on, for settle(), and the scripts it loads: a screen opened
 * in the app may keep the last one on show while its own code loads, with no fallback shown and no call made.
 */
export function trackCalls(page: Page) {
  const calls: Calls = { open: new Set(), started: 0, idle: [] };
  callsOf.set(page, calls);
  const isCall = (r: Request) => ['xhr', 'fetch', 'script'].includes(r.resourceType());
  const ended = (r: Request) => {
    if (calls.open.delete(r) && !calls.open.size) for (const wake of calls.idle.splice(0)) wake();
  };
  page.on('request', (r) => {
    if (!isCall(r)) return;
    calls.open.add(r);
    calls.started++;
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/** Resolves when no call is in flight, or after `ms` (the caller then says what is still in flight). */
function noCallWithin(calls: Calls, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (!calls.open.size) return resolve();
    const timer = setTimeout(resolve, ms);
    calls.idle.push(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** In the page: whether nothing in `busy` is shown for `quietMs` on end, watched until `withinMs` have passed. */
function quietInPage({ busy, quietMs, withinMs }: { busy: string; quietMs: number; withinMs: number }): Promise<boolean> {
  const shown = (el: Element): boolean => {
    const style = getComputedStyle(el);
    if (style.display === 'contents') return [...el.children].some(shown);
    if (!el.checkVisibility() || style.visibility !== 'visible') return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const busyNow = () => [...document.querySelectorAll(busy)].some(shown);
  const until = performance.now() + withinMs;
  let quietSince = -1;
  return new Promise((resolve) => {
    const look = () => {
      const now = performance.now();
      if (busyNow()) quietSince = -1;
      else if (quietSince < 0) quietSince = now;
      if (quietSince >= 0 && now - quietSince >= quietMs) resolve(true);
      else if (now >= until) resolve(false);
      else setTimeout(look, 25);
    };
    look();
  });
}

/** A page that navigates during the look ends its evaluation: it is looked at again. */
const navigatedAway = (error: unknown) => /Execution context was destroyed|navigation/i.test(String(error));

/** Waits until the page has finished loading (see above); fails after seconds saying what it still waited for. */
export async function settle(page: Page) {
  const calls = callsOf.get(page) ?? { open: new Set<Request>(), started: 0, idle: [] };
  const deadline = Date.now() + SETTLE_TIMEOUT;
  let waitingFor: string[] = ['the page'];
  while (Date.now() < deadline) {
    await noCallWithin(calls, deadline - Date.now());
    if (calls.open.size) break;
    const started = calls.started;
    const quiet = await page.evaluate(quietInPage, { busy: BUSY, quietMs: QUIET_MS, withinMs: Math.max(deadline - Date.now(), QUIET_MS) }).catch((error: unknown) => {
      if (navigatedAway(error)) return false;
      throw error;
    });
    if (quiet && calls.started === started) return;
    waitingFor = calls.started === started ? ['a spinner or a loading button'] : ['a call started while it was quiet'];
  }
  if (calls.open.size) waitingFor = [...calls.open].map((r) => r.url());
  expect(waitingFor, 'the page settles (no call in flight, nothing loading)').toEqual([]);
}
