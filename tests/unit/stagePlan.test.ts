// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { choosePlan, runPlan, type PlannedStage } from '../../scripts/stagePlan';
import { busyCores, cpuCounters, runStage } from '../../scripts/stages';
import type { StageTime } from '../../scripts/testTimes';

const STAGES: PlannedStage[] = [
  { stage: 'unit', command: 'u', after: [] },
  { stage: 'api', command: 'a', after: ['unit'] },
  { stage: 'typecheck', command: 't', after: ['unit'] },
  { stage: 'contract', command: 'c', after: ['typecheck'] },
  { stage: 'build', command: 'b', after: ['contract'] },
  { stage: 'e2e', command: 'e', after: ['api', 'build'] },
];
const names = STAGES.map((s) => s.stage);

/** A stage run the test ends by hand, recording what started, with its output live or kept, and in what order. */
function harness(fails: string[] = []) {
  const events: string[] = [];
  const finish = new Map<string, () => void>();
  const run = (s: PlannedStage, quiet: boolean) =>
    new Promise<StageTime>((resolve) => {
      events.push(`start ${s.stage}${quiet ? ' (kept)' : ''}`);
      finish.set(s.stage, () => {
        events.push(`end ${s.stage}`);
        resolve({ stage: s.stage, ms: 1, ok: !fails.includes(s.stage) });
      });
    });
  const end = async (stage: string) => {
    finish.get(stage)!();
    // Lets the plan see the end and start what waited for it.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { events, run, end };
}

/** The stages of npm test and what may run beside what (scripts/test.ts). */
describe('the plan of npm test', () => {
  it('waits for a left-out stage through what that stage waited for', () => {
    const plan = choosePlan(STAGES, ['typecheck', 'build', 'e2e']);
    expect(plan.map((s) => [s.stage, s.after])).toEqual([
      ['typecheck', []],
      ['build', ['typecheck']],
      ['e2e', ['build']],
    ]);
    expect(choosePlan(STAGES, names).find((s) => s.stage === 'e2e')!.after).toEqual(['api', 'build']);
  });

  it('runs the API tests with the type-check, lint and build beside them, their output kept, and the browser tests after both', async () => {
    const { events, run, end } = harness();
    const running = runPlan(choosePlan(STAGES, names), run);
    await end('unit');
    expect(events).toEqual(['start unit', 'end unit', 'start api', 'start typecheck (kept)']);
    await end('typecheck');
    await end('contract');
    await end('build');
    expect(events.at(-1)).toBe('end build');
    await end('api');
    expect(events.slice(-2)).toEqual(['end api', 'start e2e']);
    await end('e2e');
    expect((await running).map((s) => s.stage)).toEqual(names);
  });

  it('starts nothing once a stage failed, lets the running one finish, and reports only what ran', async () => {
    const { events, run, end } = harness(['typecheck']);
    const running = runPlan(choosePlan(STAGES, names), run);
    await end('unit');
    await end('typecheck');
    await end('api');
    const done = await running;
    expect(events).toEqual(['start unit', 'end unit', 'start api', 'start typecheck (kept)', 'end typecheck', 'end api']);
    expect(done.map((s) => [s.stage, s.ok])).toEqual([
      ['unit', true],
      ['api', true],
      ['typecheck', false],
    ]);
  });
});

describe('a stage run', () => {
  it('reads how many cores the machine kept busy from two readings of /proc/stat', () => {
    const before = cpuCounters('cpu  100 0 50 800 50 0 0 0 0 0\ncpu0 50 0 25 400 25 0 0 0 0 0\n');
    const after = cpuCounters('cpu  250 10 90 900 50 0 0 0 0 0\n');
    expect(before).toEqual({ busy: 150, all: 1000 });
    // 200 of the 300 jiffies since were busy: two thirds of the machine, on two cores 1.33.
    expect(busyCores(before, after, 2)).toBeCloseTo(4 / 3);
    expect(cpuCounters('')).toBeUndefined();
    expect(busyCores(before, undefined, 2)).toBeUndefined();
    expect(busyCores(after, before, 2)).toBeUndefined();
  });

  it('passes on the command status and says how busy the machine was while it ran', async () => {
    // Busy until it has used 300 ms of processor time: at least part of one core, however long that takes.
    const busy = `node -e "while (process.cpuUsage().user < 300000);"`;
    const passed = await runStage({ stage: 'busy', command: busy, quiet: true });
    expect(passed.ok).toBe(true);
    if (process.platform === 'linux') {
      expect(passed.busyCores).toBeGreaterThan(0);
      expect(passed.busyCores).toBeLessThanOrEqual(passed.cores!);
    }
    const failed = await runStage({ stage: 'fails', command: 'exit 3', quiet: true });
    expect(failed.ok).toBe(false);
  });
});
