import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runStage } from './stages';
import { readFileTimes, timingReport, type StageTime } from './testTimes';

/**
 * `npm test`: the type-check, the lint of the API's contract, the unit tests, the API tests, one production build and the browser tests on it,
 * one after another, stopping at the first that fails; then the time of each stage and the slowest twenty test
 * files (each runner's reporter records its files' times in TEST_TIMES_DIR), and the tests that passed only on
 * a retry.
 */
const STAGES: [string, string][] = [
  ['typecheck', 'npm run typecheck'],
  // Redocly's recommended rules on the document the server serves (redocly.yaml): an error fails npm test.
  ['contract', 'npm run lint:openapi'],
  ['unit', 'npm run test:unit'],
  ['api', 'npm run test:api'],
  ['build', 'node scripts/require-chromium.mjs && npm run build'],
  ['e2e', 'npx playwright test'],
];

// `npm test -- unit api` runs only the stages named, in the same order, with the same report.
const named = process.argv.slice(2);
const unknown = named.filter((n) => !STAGES.some(([stage]) => stage === n));
if (unknown.length) {
  console.error(`unknown stage ${unknown.join(', ')}: the stages are ${STAGES.map(([stage]) => stage).join(', ')}`);
  process.exit(2);
}
const chosen = named.length ? STAGES.filter(([stage]) => named.includes(stage)) : STAGES;

const dir = mkdtempSync(join(tmpdir(), 'atrium-test-times-'));
const done: StageTime[] = [];
try {
  for (const [stage, command] of chosen) {
    const result = runStage(stage, command, { TEST_TIMES_DIR: dir });
    done.push(result);
    if (!result.ok) break;
  }
  for (const line of timingReport(done, readFileTimes(dir))) console.log(line);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(done.every((s) => s.ok) && done.length === chosen.length ? 0 : 1);
