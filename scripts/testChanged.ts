import { spawnSync } from 'node:child_process';
import { runStage } from './stages';
import { timingReport, type StageTime } from './testTimes';

/**
 * `npm run test:changed [-- <git ref>]`: the loop between commits. Only the unit and API test files that a
 * change touches (changed themselves, or importing a changed file, as Vitest follows the imports), and the
 * browser specs changed or importing a changed helper (Playwright's --only-changed), built once when there is
 * any; the change is what is not committed yet, or everything since <git ref>. A change to a screen under src/
 * reaches its browser spec through the build, which no import shows: run that spec by name (the specs in
 * tests/e2e/ are named after the features they walk).
 */
const ref = process.argv[2];
const since = ref ? `=${ref}` : '';
const done: StageTime[] = [];

const vitest = await runStage({
  stage: 'unit+api',
  command: `npx vitest run --project unit --project api --changed${since ? ` ${ref}` : ''} --passWithNoTests`,
});
done.push(vitest);

const listed = spawnSync(`npx playwright test --list --only-changed${since}`, { shell: true, encoding: 'utf8' });
const specs = /Total: (\d+) tests?/.exec(listed.stdout ?? '');
if (listed.status !== 0 && !specs) {
  console.log(listed.stdout, listed.stderr);
} else if (specs && Number(specs[1]) > 0) {
  const build = await runStage({ stage: 'build', command: 'npm run build' });
  done.push(build);
  if (build.ok) done.push(await runStage({ stage: 'e2e', command: `npx playwright test --only-changed${since}` }));
} else {
  console.log('\nNo browser spec is touched by the change.');
}
for (const line of timingReport(done, [])) console.log(line);
process.exit(done.every((s) => s.ok) && (listed.status === 0 || specs) ? 0 : 1);
