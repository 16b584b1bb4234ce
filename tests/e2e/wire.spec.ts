import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, passwordInput, usernameInput } from './support';

/**
 * What reaches a browser (docs/performance.md#on-the-wire): the public pages load only their own scripts, and every script
 * goes out compressed to a browser that accepts it.
 */
type Manifest = Record<string, { file: string; name?: string; src?: string; css?: string[]; imports?: string[] }>;
const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;

/** The signed-in part's own files: its module's chunk and the shell's and list page's chunk groups, with their styles. */
const signedInFiles = new Set(
  Object.values(manifest)
    .filter((chunk) => chunk.src === 'src/app/SignedInApp.tsx' || chunk.name === 'signed-in' || chunk.name === 'list-page')
    .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
    .map((file) => `/${file}`),
);

/** Every script and style the page fetches from our origin, by path. */
function recordAssets(page: Page, origin: string) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && ['script', 'stylesheet'].includes(request.resourceType())) fetched.push(url.pathname);
  });
  return fetched;
}

test('the build names the signed-in part’s files this test looks for', () => {
  // Three: the signed-in module, the shell's script with its styles, the list page's script with its styles.
  expect([...signedInFiles].filter((file) => file.endsWith('.js'))).toHaveLength(3);
});

/** What the public pages load lazily: shown without a session, each must come without the signed-in part. */
const PUBLIC_LAZY_PARTS = [
  'src/pages/login/SocialButtons.tsx',
  'src/pages/login/UserNamesInfo.tsx',
  'src/pages/login/AuthRedirectPage.tsx',
  'src/pages/errors/ErrorPage.tsx',
  'src/pages/errors/ConfigError.tsx',
  'src/app/RootMessages.tsx',
  'src/shell/layout/PageErrorView.tsx',
  'schemas/loginCrypto.ts',
];

/** A manifest entry and every entry it imports statically (what the browser fetches with it). */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
};

test('no lazy part of a public page imports a file of the signed-in part (its error view included)', () => {
  for (const part of PUBLIC_LAZY_PARTS) {
    expect(manifest[part], part).toBeDefined();
    const files = [...closure(part)].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]).map((file) => `/${file}`);
    expect(
      files.filter((file) => signedInFiles.has(file)),
      part,
    ).toEqual([]);
  }
});

test('antd’s form store is a file of its own: a form brings it, the shell and a list do not', () => {
  const formStore = Object.entries(manifest).find(([, chunk]) => chunk.name === 'form-store')?.[0];
  expect(formStore).toBeDefined();
  expect(closure('src/shell/lock/LockPasswordDialog.tsx')).toContain(formStore);
  for (const start of ['index.html', 'src/app/SignedInApp.tsx', 'src/engine/list/ListPage.tsx']) {
    expect(manifest[start], start).toBeDefined();
    expect(closure(start), start).not.toContain(formStore);
  }
});

/**
 * antd's parts that only a case no list or shell declares draws, and the chunk that loads each when drawn (the
 * build's shims, docs/performance.md "Build shims").
 */
const WHEN_DRAWN = [
  ['FilterDropdown', 'list-page'],
  ['radio', 'list-page'],
] as const;

for (const [part, group] of WHEN_DRAWN) {
  test(`antd’s ${part} comes with a page that shows one, not with the shell or every table (loaded when drawn)`, () => {
    const chunk = Object.entries(manifest).find(([, c]) => c.name === part)?.[0];
    expect(chunk).toBeDefined();
    const importer = Object.values(manifest).find((c) => c.name === group) as { dynamicImports?: string[] };
    expect(importer.dynamicImports).toContain(chunk);
    for (const start of ['index.html', 'src/app/SignedInApp.tsx', 'src/engine/list/ListPage.tsx']) expect(closure(start), start).not.toContain(chunk);
  });
}

for (const path of ['/loginIndex', '/login/1', '/operateLogin']) {
  test(`a cold ${path} fetches no script or style of the signed-in part`, async ({ browser, baseURL }) => {
    // A context of its own: an empty cache and no session.
    const context = await browser.newContext();
    const page = await context.newPage();
    const fetched = recordAssets(page, new URL(baseURL!).origin);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(passwordInput(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(fetched.filter((file) => signedInFiles.has(file))).toEqual([]);
    await context.close();
  });
}

test('a cold /loginIndex asks nothing of the API and loads no HTTP client before the user acts', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const origin = new URL(baseURL!).origin;
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && ['xhr', 'fetch'].includes(request.resourceType())) calls.push(url.pathname);
  });
  const fetched = recordAssets(page, origin);
  await page.goto('/loginIndex', { waitUntil: 'networkidle' });
  await expect(passwordInput(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The run-time configuration, with the identity providers in it, and nothing of the API.
  expect(calls).toEqual(['/atrium-config.json']);
  // The first screen's script (with the build's runtime) and the social buttons' own (the test server offers
  // its demo provider): the client and the public parts' script come with the first call.
  const scripts = fetched.filter((file) => file.endsWith('.js') && !file.includes('rolldown-runtime'));
  const own = ['index.html', 'src/pages/login/SocialButtons.tsx'].map((key) => `/${manifest[key].file}`);
  expect(scripts.toSorted()).toEqual(own.toSorted());
  await context.close();
});

test('the signed-in script is fetched once the user signs in', async ({ browser, baseURL }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const fetched = recordAssets(page, new URL(baseURL!).origin);
  await page.goto('/loginIndex', { waitUntil: 'networkidle' });
  expect(fetched.filter((file) => signedInFiles.has(file))).toEqual([]);
  await usernameInput(page).fill('admin');
  await passwordInput(page).fill(DEMO_PASSWORD);
  await passwordInput(page).press('Enter');
  await expect(page).toHaveURL(/\/wel\/index/);
  const shell = Object.values(manifest).find((chunk) => chunk.name === 'signed-in')!;
  expect(fetched).toContain(`/${shell.file}`);
  await context.close();
});

test('scripts go out as Brotli to a browser that accepts it and as they are to one that does not', async ({ page, request }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') encodings.set(new URL(response.url()).pathname, (await response.allHeaders())['content-encoding']);
  });
  await page.goto('/loginIndex', { waitUntil: 'networkidle' });
  const entry = `/${manifest['index.html'].file}`;
  // Chromium's own Accept-Encoding names br.
  await expect.poll(() => encodings.get(entry)).toBe('br');

  const plain = await request.get(entry, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['vary']).toMatch(/accept-encoding/i);
  expect((await plain.body()).length).toBe(readFileSync(`dist${entry}`).length);

  const gzip = await request.get(entry, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
