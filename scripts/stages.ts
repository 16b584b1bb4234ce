import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { StageTime } from './testTimes';

/**
 * The machine's processor counters, from the first line of /proc/stat: jiffies spent busy and in all, summed
 * over every core. Read before and after a stage, they say how many cores the machine kept busy while it ran,
 * browsers and servers included (processes a runner kills rather than waits for are missing from any per-process
 * account), which shows whether a stage leaves a core idle; nothing where there is no /proc.
 */
export function cpuCounters(stat: string): { busy: number; all: number } | undefined {
  const line = stat.split('\n', 1)[0];
  if (!line.startsWith('cpu ')) return undefined;
  const [user, nice, system, idle, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  const all = busy + idle + iowait;
  return Number.isFinite(all) ? { busy, all } : undefined;
}

/** The cores kept busy on average between two readings of `cores` cores. */
export function busyCores(before: { busy: number; all: number } | undefined, after: { busy: number; all: number } | undefined, cores: number): number | undefined {
  if (!before || !after || after.all <= before.all) return undefined;
  return ((after.busy - before.busy) / (after.all - before.all)) * cores;
}

function readCounters() {
  try {
    return cpuCounters(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

export interface StageRun {
  stage: string;
  command: string;
  /** Keeps the stage's output and prints it as one block when the stage ends (it runs beside a stage whose output is live). */
  quiet?: boolean;
  env?: Record<string, string>;
}

/** Runs one stage of a test run in a shell: how long it took, how busy the machine was meanwhile, and whether it passed. */
export function runStage({ stage, command, quiet = false, env = {} }: StageRun): Promise<StageTime> {
  if (!quiet) console.log(`\n> ${stage}: ${command}`);
  const start = performance.now();
  const counted = readCounters();
  const child = spawn(command, {
    shell: true,
    stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    env: { ...process.env, ...env },
  });
  const kept: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const ms = performance.now() - start;
      if (quiet) {
        console.log(`\n> ${stage}: ${command} (run beside the others; its output)`);
        process.stdout.write(Buffer.concat(kept));
        console.log(`< ${stage} ${status === 0 ? 'passed' : 'FAILED'} in ${(ms / 1000).toFixed(1)} s`);
      }
      const cores = availableParallelism();
      resolve({ stage, ms, ok: status === 0, busyCores: busyCores(counted, readCounters(), cores), cores });
    });
  });
}
