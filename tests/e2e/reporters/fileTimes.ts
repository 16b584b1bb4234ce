import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { recordFileTimes } from '../../../scripts/testTimes';
import { retriedTitles } from './pageAtFailure';

/**
 * Records each spec file's time (its tests' attempts, hooks and fixtures included) and the tests that passed
 * only on a retry, for the timing report at the end of `npm test`.
 */
export default class FileTimesReporter implements Reporter {
  private readonly times = new Map<string, number>();
  private readonly tests = new Set<TestCase>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.add(test);
    this.times.set(test.location.file, (this.times.get(test.location.file) ?? 0) + result.duration);
  }

  onEnd(): void {
    recordFileTimes(
      'e2e',
      [...this.times].map(([file, ms]) => ({ file, ms })),
      retriedTitles(this.tests),
    );
  }
}
