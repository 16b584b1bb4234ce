import { spawnSync } from 'node:child_process';
import type { StageTime } from './testTimes';

/** Runs one stage of a test run in a shell, its output on ours; how long it took and whether it passed. */
export function runStage(stage: string, command: string, env: Record<string, string> = {}): StageTime {
  console.log(`\n> ${stage}: ${command}`);
  const start = performance.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env: { ...process.env, ...env } });
  return { stage, ms: performance.now() - start, ok: status === 0 };
}
