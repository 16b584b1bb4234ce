import { spawn } from 'node:child_process';
import type { StageTime } from './testTimes';

/**
 * After the stage's command, its shell writes the processor time of what it ran (user + system of the processes
 * it and they waited for: /proc's cutime and cstime, in clock ticks) to descriptor 3; nothing where there is
 * no /proc. It shows whether a stage keeps the cores busy or waits, which wall time alone cannot tell on a
 * machine other work shares.
 */
const withProcessorTime = (command: string) =>
  `${command}\nstatus=$?\n{ echo "$(getconf CLK_TCK) $(cat /proc/$$/stat)"; } >&3 2>/dev/null\nexit $status`;

/** The processor milliseconds in what the shell wrote to descriptor 3 (`ticks-per-second /proc/pid/stat`). */
export function processorMs(written: string): number | undefined {
  const ticks = Number(written.split(' ', 1)[0]);
  // The command name in the stat line may hold spaces; the fields after its closing parenthesis do not.
  const fields = written.slice(written.lastIndexOf(')') + 2).trim().split(' ');
  // After the name: state is field 3, so cutime (16) and cstime (17) are at 13 and 14.
  const children = Number(fields[13]) + Number(fields[14]);
  return ticks > 0 && Number.isFinite(children) ? (children / ticks) * 1000 : undefined;
}

export interface StageRun {
  stage: string;
  command: string;
  /** Keeps the stage's output and prints it as one block when the stage ends (it runs beside a stage whose output is live). */
  quiet?: boolean;
  env?: Record<string, string>;
}

/** Runs one stage of a test run in a shell: how long it took, the processor time it used, and whether it passed. */
export function runStage({ stage, command, quiet = false, env = {} }: StageRun): Promise<StageTime> {
  if (!quiet) console.log(`\n> ${stage}: ${command}`);
  const start = performance.now();
  const child = spawn(withProcessorTime(command), {
    shell: true,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit', 'pipe'],
    env: { ...process.env, ...env },
  });
  const kept: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
  let written = '';
  (child.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => (written += chunk.toString()));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const ms = performance.now() - start;
      if (quiet) {
        console.log(`\n> ${stage}: ${command} (run beside the others; its output)`);
        process.stdout.write(Buffer.concat(kept));
        console.log(`< ${stage} ${status === 0 ? 'passed' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s`);
      }
      resolve({ stage, ms, ok: status === 0, cpuMs: processorMs(written) });
    });
  });
}
