import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { choosePlan, runPlan, type PlannedStage } from './stagePlan';
import { runStage } from './stages';
import { readFileTimes, timingReport } from './testTimes';

/**
 * `npm test`: the type-check, the code's lint and format check, the lint of the API's contract, the unit tests, the
 * API tests, one production build and the browser tests on it, stopping once a stage fails; then the time of each
 * stage with how busy the machine was and the slowest twenty test files (each runner's reporter records its files'
 * times in TEST_TIMES_DIR), and the tests that passed only on a retry.
 *
 * The type-check, the code's lint, the contract's lint and the build each keep about one core busy, the API tests
 * leave one idle part of the time (a file waiting on its server or a timer), so those four run one after another
 * beside the API tests; their output is printed as a block when each ends. The unit tests run first and alone:
 * their first renders have a time limit that a type-check beside them would eat into. The browser tests come last,
 * alone.
 */
const STAGES: PlannedStage[] = [
  { stage: 'unit', command: 'npm run test:unit', after: [] },
  { stage: 'api', command: 'npm run test:api', after: ['unit'] },
  { stage: 'typecheck', command: 'npm run typecheck', after: ['unit'] },
  // ESLint (eslint.config.mjs) with no warning allowed, then Prettier's check (prettier.config.mjs): docs/testing.md#linting-and-formatting.
  { stage: 'lint', command: 'npm run lint', after: ['typecheck'] },
  // Redocly's recommended rules on the document the server serves (redocly.yaml): an error fails npm test.
  { stage: 'contract', command: 'npm run lint:openapi', after: ['lint'] },
  { stage: 'build', command: 'node scripts/require-chromium.mjs && npm run build', after: ['contract'] },
  { stage: 'e2e', command: 'npx playwright test', after: ['api', 'build'] },
];

// `npm test -- unit api` runs only the stages named, in the same order, with the same report.
const named = process.argv.slice(2);
const unknown = named.filter((n) => !STAGES.some(({ stage }) => stage === n));
if (unknown.length) {
  console.error(`unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map(({ stage }) => stage).join(', ')}`);
  process.exit(2);
}
const plan = choosePlan(STAGES, named.length ? named : STAGES.map(({ stage }) => stage));

const dir = mkdtempSync(join(tmpdir(), 'atrium-test-times-'));
const start = performance.now();
let passed: boolean;
try {
  const done = await runPlan(plan, (s, quiet) => runStage({ ...s, quiet, env: { TEST_TIMES_DIR: dir } }));
  for (const line of timingReport(done, readFileTimes(dir), 20, performance.now() - start)) console.log(line);
  passed = done.length === plan.length && done.every((s) => s.ok);
  const notRun = plan.filter((s) => !done.some((d) => d.stage === s.stage)).map((s) => s.stage);
  if (notRun.length) console.log(`\nNot run, as a stage failed: ${notRun.join(', ')}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
