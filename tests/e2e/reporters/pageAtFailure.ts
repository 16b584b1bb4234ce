import { readFileSync } from 'node:fs';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Lines of a failed page's snapshot printed per failure: enough for the tabs and the page, not the whole menu. */
const MAX_LINES = 60;

/** Playwright's references and cursor marks, which say nothing to a reader of the log. */
const NOISE = / \[(ref=e\d+|cursor=pointer)\]/g;
/** A wrapper line without a name of its own. */
const BARE_WRAPPER = /^\s*- generic:?$/;

/**
 * The page snapshot of Playwright's error context, without wrappers and references; from the breadcrumb (or
 * the tab bar) on when the shell is on screen, so that the menu does not crowd out the page.
 */
export function pageSnapshotOf(errorContext: string): string[] {
  // Under '# Page snapshot', or right after the error when the failed matcher took the snapshot itself.
  const body = errorContext.split('\n');
  const open = body.findIndex((l) => l.startsWith('```yaml'));
  if (open < 0) return [];
  const close = body.findIndex((l, i) => i > open && l.startsWith('```'));
  const yaml = body
    .slice(open + 1, close < 0 ? undefined : close)
    .map((l) => l.replace(NOISE, ''))
    .filter((l) => !BARE_WRAPPER.test(l));
  const tabs = yaml.findIndex((l) => /^\s*- tablist\b/.test(l));
  const breadcrumb = yaml.slice(0, Math.max(tabs, 0)).findLastIndex((l) => /^\s*- navigation:/.test(l));
  const from = breadcrumb >= 0 ? breadcrumb : Math.max(tabs, 0);
  return yaml.slice(from, from + MAX_LINES);
}

/** The tests that passed only on a retry, by title path (the file's name included). */
export function retriedTitles(tests: Iterable<TestCase>): string[] {
  return [...tests].filter((t) => t.outcome() === 'flaky').map((t) => t.titlePath().filter(Boolean).join(' › '));
}

/** The closing lines that name each test that passed only on a retry: a flake is looked into, not hidden. */
export function retriedLines(titles: string[]): string[] {
  if (!titles.length) return [];
  return [`\nPassed only on a retry (flaky, look into ${titles.length === 1 ? 'it' : 'them'}):`, ...titles.map((t) => `  - ${t}`)];
}

/**
 * Prints, after the run's summary, what the page showed when a test failed (CI keeps only the log): the list
 * reporter names the error-context file, which a clean CI machine throws away; then
 * names each test that passed only on a retry.
 */
export default class PageAtFailureReporter implements Reporter {
  private readonly failures: { title: string; snapshot: string[] }[] = [];
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.add(test);
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    let snapshot: string[] = [];
    try {
      if (context?.path) snapshot = pageSnapshotOf(readFileSync(context.path, 'utf8'));
    } catch {
      // The file is only a help for reading the failure; the list reporter has reported the failure itself.
    }
    this.failures.push({ title: `${test.titlePath().filter(Boolean).join(' › ')} (attempt ${result.retry + 1})`, snapshot });
  }

  onEnd(_result: FullResult): void {
    for (const { title, snapshot } of this.failures) {
      console.log(`\nThe page when this failed: ${title}`);
      console.log(snapshot.length ? snapshot.join('\n') : '(no page snapshot)');
    }
    for (const line of retriedLines(retriedTitles(this.tests))) console.log(line);
  }

  printsToStdio(): boolean {
    return true;
  }
}
