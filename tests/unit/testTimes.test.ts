// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileTimes, recordFileTimes, timingReport } from '../../scripts/testTimes';
import { fileTime } from '../reporters/fileTimes';

/** The timing report at the end of `npm test`: stage times, the slowest files of all runners, the retried tests. */
describe('the timing report of npm test', () => {
  const saved = process.env.TEST_TIMES_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.TEST_TIMES_DIR;
    else process.env.TEST_TIMES_DIR = saved;
  });

  it('records nothing outside npm test, and reads back what each runner recorded', () => {
    const dir = mkdtempSync(join(tmpdir(), 'times-'));
    try {
      delete process.env.TEST_TIMES_DIR;
      recordFileTimes('unit', [{ file: 'x.test.ts', ms: 1 }]);
      expect(readFileTimes(dir)).toEqual([]);
      process.env.TEST_TIMES_DIR = dir;
      recordFileTimes('api', [{ file: join(process.cwd(), 'tests/api/a.test.ts'), ms: 1234.4 }], ['a › b']);
      expect(readFileTimes(dir)).toEqual([{ stage: 'api', files: [{ file: join('tests', 'api', 'a.test.ts'), ms: 1234 }], retried: ['a › b'] }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints each stage, the total, the slowest twenty files of all stages and the retried tests', () => {
    const files = Array.from({ length: 25 }, (_, i) => ({ file: `f${i}.test.ts`, ms: i * 1000 }));
    const lines = timingReport(
      [
        { stage: 'typecheck', ms: 30_000, ok: true },
        { stage: 'unit', ms: 60_000, ok: false, busyCores: 1.5, cores: 2 },
      ],
      [
        { stage: 'unit', files: files.slice(0, 20), retried: [] },
        { stage: 'e2e', files: files.slice(20), retried: ['shell.spec.ts › tabs'] },
      ],
    );
    expect(lines).toContain('   30.0 s  typecheck');
    expect(lines).toContain('   60.0 s  unit       (machine busy 1.50 of 2 cores)  (failed)');
    expect(lines).toContain('   90.0 s  in all');
    const slow = lines.filter((l) => l.includes('.test.ts'));
    expect(slow).toHaveLength(20);
    expect(slow[0]).toBe('   24.0 s  e2e   f24.test.ts');
    expect(slow.at(-1)).toBe('    5.0 s  unit  f5.test.ts');
    expect(lines.at(-1)).toBe('  - e2e: shell.spec.ts › tabs');
  });

  it('gives the whole run its own time when stages ran side by side', () => {
    const stages = [
      { stage: 'api', ms: 100_000, ok: true },
      { stage: 'typecheck', ms: 30_000, ok: true },
    ];
    expect(timingReport(stages, [], 20, 104_000)).toContain('  104.0 s  in all');
  });
});

describe("a Vitest file's time in the report", () => {
  const d = { environmentSetupDuration: 9000, prepareDuration: 5, collectDuration: 100, setupDuration: 20, duration: 1 };
  it("leaves out the environment's start where a worker shares it among its files, and counts it where each file has its own", () => {
    expect(fileTime(d, false)).toBe(126);
    expect(fileTime(d, true)).toBe(9126);
  });
});
