import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Where the time of `npm test` goes: each runner's reporter records how long each of its files took (when
 * TEST_TIMES_DIR names a folder, as scripts/test.ts does), and the run ends with the time of each stage and the
 * slowest files, so the next slow test is found by reading the end of the log.
 */
export interface FileTime {
  file: string;
  ms: number;
}

export interface StageFiles {
  stage: string;
  files: FileTime[];
  /** Tests that passed only on a retry. */
  retried: string[];
}

export interface StageTime {
  stage: string;
  ms: number;
  ok: boolean;
  /** The cores the machine kept busy on average while the stage ran, of `cores`, where the system tells it (scripts/stages.ts). */
  busyCores?: number;
  cores?: number;
}

/** Records one runner's file times for the report (nothing when TEST_TIMES_DIR is not set). */
export function recordFileTimes(stage: string, files: FileTime[], retried: string[] = []): void {
  const dir = process.env.TEST_TIMES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const named = files.map((f) => ({ file: relative(process.cwd(), f.file) || f.file, ms: Math.round(f.ms) }));
  writeFileSync(join(dir, `${stage}.json`), JSON.stringify({ stage, files: named, retried } satisfies StageFiles));
}

/** The file times every runner recorded in `dir`. */
export function readFileTimes(dir: string): StageFiles[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map((n) => JSON.parse(readFileSync(join(dir, n), 'utf8')) as StageFiles);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

/** How busy the machine was beside wall time: a stage well under the cores leaves one idle. */
const processor = (s: StageTime) => (s.busyCores === undefined || s.cores === undefined ? '' : `  (machine busy ${s.busyCores.toFixed(2)} of ${s.cores} cores)`);

/**
 * The report's lines: the time of each stage, the whole run's (`wallMs`, as stages may run side by side; else
 * their sum), the `top` slowest files of all runners, and the retried tests.
 */
export function timingReport(stages: StageTime[], recorded: StageFiles[], top = 20, wallMs?: number): string[] {
  const total = wallMs ?? stages.reduce((sum, s) => sum + s.ms, 0);
  const lines = ['', "Time of each stage (stages beside each other share the cores and the machine's busy figure):"];
  for (const s of stages) lines.push(`${seconds(s.ms)}  ${s.stage.padEnd(9)}${processor(s)}${s.ok ? '' : '  (failed)'}`.trimEnd());
  lines.push(`${seconds(total)}  in all`);
  const files = recorded
    .flatMap((r) => r.files.map((f) => ({ ...f, stage: r.stage })))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
  if (files.length) {
    lines.push('', `The ${files.length} slowest test files (time in the file; files of a stage run side by side on its workers):`);
    for (const f of files) lines.push(`${seconds(f.ms)}  ${f.stage.padEnd(5)} ${f.file}`);
  }
  const retried = recorded.flatMap((r) => r.retried.map((t) => `${r.stage}: ${t}`));
  if (retried.length) {
    lines.push('', `Passed only on a retry (flaky, look into ${retried.length === 1 ? 'it' : 'them'}):`);
    for (const t of retried) lines.push(`  - ${t}`);
  }
  return lines;
}
