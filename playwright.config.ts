import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * This worker's own console server (tests/e2e/servers.ts starts one per worker on a free port before the run);
 * Playwright numbers the running workers 0.. in TEST_PARALLEL_INDEX and reads this file again in each of them.
 */
const ownServer = process.env.E2E_BASES?.split(',')[Number(process.env.TEST_PARALLEL_INDEX ?? 0)];

/** Browser tests drive Debian's Chromium against the production build served by our own servers. */
export default defineConfig({
  testDir: 'tests/e2e',
  // A test's whole budget; the workers outnumber the cores, so a long flow (the account centre's, some 50 s alone on
  // a busy machine) has room when the others are busy too. Each wait keeps its own 10 s (expect below).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // One worker more than the machine has cores (E2E_WORKERS to choose), each with its own server and data: a
  // browser test waits on its page part of the time (a quiet moment, a frame, a server's job), and with a worker
  // per core the cores stood idle a seventh of the run (busy 1.73 of 2); the extra one fills those waits (on two
  // cores busy 1.90-1.93, the run 528-554 -> 486-508 s), while each test's own time stays far inside its waits' limits.
  workers: Number(process.env.E2E_WORKERS) || availableParallelism() + 1,
  globalSetup: './tests/e2e/servers.ts',
  // One more attempt for a test that fails once: the summary counts it as flaky, and the page it failed on is
  // printed after the summary (reporters/pageAtFailure.ts), so a flake is seen and looked into, not hidden.
  retries: 1,
  // The list, then what the page showed at each failure (CI keeps only the log).
  // The file times go to the timing report at the end of `npm test` (scripts/testTimes.ts).
  reporter: [['list'], ['./tests/e2e/reporters/pageAtFailure.ts'], ['./tests/e2e/reporters/fileTimes.ts']],
  use: {
    baseURL: ownServer,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Chromium's process model without strict site isolation: the console is one site, so its pages run and
        // render the same, and only a cross-site frame (an embedded page) shares its parent's renderer. Measured
        // with and without, run side by side on the same load: shell.spec's renderers 100.5 -> 90.5 CPU s (its
        // whole process tree 178.7 -> 172.3); eight cold signed-in loads 15.1 -> 12.8 CPU s (mean of two each).
        '--disable-site-isolation-trials',
      ],
    },
  },
});
