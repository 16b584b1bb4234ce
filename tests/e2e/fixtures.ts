import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { sharedServer } from './sharedServers';
import { signIn, startConsoleServer } from './support';

/**
 * The browser tests' fixtures. Every worker has its own console server and in-memory data (servers.ts), so a
 * spec may change what it likes without another worker's tests seeing it. Most tests start signed in, and
 * signing in through the login page is only tested where it is the point: `test.use({ user: 'tenant' })` gives
 * the tests of a file (or describe) a page already signed in as that user, on the home page, from a session
 * signed in once per worker and reused (Playwright's storageState); `pageAs('admin')` opens another
 * signed-in browser for a second person in the same test.
 *
 * A test's second attempt runs on a console server of its own, started for it from the same build on a fresh
 * in-memory database: the worker's server holds whatever the failed attempt left (half-made records, a seeded row
 * already changed) and what the worker's other files did meanwhile, and a retry must find the data its first
 * attempt found (docs/testing.md#browser-tests).
 */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface SignedInFixtures {
  /** The seeded user the test's page starts signed in as; undefined (the default) starts signed out. */
  user: string | undefined;
  /**
   * Where the signed-in page starts: the home page unless a file or describe whose tests begin on another address
   * says so (`test.use({ startAt })`), so that such a test loads the console once, not home first and then its page.
   */
  startAt: string;
  /**
   * A page of a browser context of its own, signed in as `username`, on the home page (or at `address`, loaded
   * once); closed after the test.
   */
  pageAs: (username: string, address?: string) => Promise<Page>;
  /**
   * The access token of the worker's session of `username`, for a call the test makes through the API as that
   * user where the user's own sign-in and console are not what it checks.
   */
  tokenOf: (username: string) => Promise<string>;
}

interface TestFixtures extends SignedInFixtures {
  /** The sessions of the test's server: the worker's, or a retry's own (signed in there when first asked for). */
  sessions: Sessions;
}

interface WorkerFixtures {
  workerSessions: Sessions;
  /**
   * The run's console server of the operations client (CLIENT_MODE=operate): one for every worker, started when a
   * test or hook of any worker first asks for it (sharedServers.ts; a start is seconds of processor time, on a
   * run that keeps every core busy). Its tests only sign in and read, so the workers never see each other's rows.
   */
  operateServer: { base: string };
}

/** The sessions of this worker's server, one per user, signed in when first asked for. */
class Sessions {
  private readonly states = new Map<string, Promise<StorageState>>();

  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions,
  ) {}

  /** The server these sessions are signed in to. */
  get base(): string | undefined {
    return this.options.baseURL;
  }

  /** The user's session; signed in again when a test has ended it (a sign-out, a disabled account). */
  async of(username: string): Promise<StorageState> {
    const known = this.states.get(username);
    if (known && (await this.alive(await known.catch(() => undefined)))) return known;
    const fresh = this.signIn(username);
    this.states.set(username, fresh);
    return fresh;
  }

  private async signIn(username: string): Promise<StorageState> {
    // Signed out: inside a test, a new context would otherwise start with the test's own session.
    const context = await this.browser.newContext({ ...this.options, storageState: { cookies: [], origins: [] } });
    try {
      const page = await context.newPage();
      await signIn(page, username);
      await expect(page.getByTestId('user-menu')).toBeVisible();
      return await context.storageState();
    } finally {
      await context.close();
    }
  }

  /** Whether the server still takes the session's access token. */
  private async alive(state: StorageState | undefined): Promise<boolean> {
    const token = accessToken(state);
    if (!token) return false;
    const reply = await fetch(`${this.options.baseURL}/catering/admin/user/info`, { headers: { authorization: `Bearer ${token}` } });
    return reply.ok;
  }
}

/** The access token a session keeps in the console's local storage. */
function accessToken(state: StorageState | undefined): string | undefined {
  const raw = state?.origins.flatMap((o) => o.localStorage).find((e) => e.name === 'atrium-access_token')?.value;
  return raw ? (JSON.parse(raw).content as string) : undefined;
}

/** The signed-in page at `address` (the home page unless told), with the shell drawn. */
async function homeOf(page: Page, address = '/wel/index'): Promise<Page> {
  await page.goto(address);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  user: [undefined, { option: true }],
  startAt: ['/wel/index', { option: true }],
  workerSessions: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, locale, viewport } = workerInfo.project.use;
      await use(new Sessions(browser, { baseURL, locale, viewport }));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (testInfo.retry === 0) {
      await use(baseURL);
      return;
    }
    const own = await startConsoleServer({});
    try {
      await use(own.base);
    } finally {
      own.stop();
    }
  },
  sessions: async ({ workerSessions, browser, baseURL, locale, viewport }, use) => {
    await use(baseURL === workerSessions.base ? workerSessions : new Sessions(browser, { baseURL, locale, viewport }));
  },
  operateServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      await use(await sharedServer('operate'));
    },
    { scope: 'worker' },
  ],
  storageState: async ({ storageState, user, sessions }, use) => {
    await use(user ? await sessions.of(user) : storageState);
  },
  page: async ({ page, user, startAt }, use) => {
    await use(user ? await homeOf(page, startAt) : page);
  },
  pageAs: async ({ browser, sessions, contextOptions, locale, viewport, baseURL }, use) => {
    const opened: Page[] = [];
    await use(async (username, address) => {
      const context = await browser.newContext({ ...contextOptions, locale, viewport, baseURL, storageState: await sessions.of(username) });
      const page = await context.newPage();
      opened.push(page);
      return homeOf(page, address);
    });
    for (const page of opened) await page.context().close();
  },
  tokenOf: async ({ sessions }, use) => {
    await use(async (username) => accessToken(await sessions.of(username))!);
  },
});

export { expect };
