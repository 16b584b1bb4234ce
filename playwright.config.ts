import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8099);
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Browser tests drive Debian's Chromium against the production build served by our own server. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  // One more attempt for a test that fails once: the summary counts it as flaky, and the page it failed on is
  // printed after the summary (reporters/pageAtFailure.ts), so a flake is seen and looked into, not hidden.
  retries: 1,
  // The list, then what the page showed at each failure (CI keeps only the log).
  reporter: [['list'], ['./tests/e2e/reporters/pageAtFailure.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
      ],
    },
  },
  webServer: {
    // The production server build, as `npm start` runs it (`npm run test:e2e` builds it first).
    command: 'node dist-server/main.mjs',
    url: `http://127.0.0.1:${port}/atrium-config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      CAPTCHA: 'off',
      NODE_ENV: 'test',
    },
  },
});
