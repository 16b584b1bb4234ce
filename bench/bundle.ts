import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kb, report } from './measure';

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** gzip size of the built JavaScript files the browser actually fetched. */
function gzipBytes(distDir: string, urls: Set<string>): number {
  let total = 0;
  for (const url of urls) {
    const path = new URL(url).pathname;
    total += gzipSync(readFileSync(join(distDir, path)), { level: 9 }).length;
  }
  return total;
}

/**
 * Loads the login page, signs in (the home page, till the network is quiet), then opens the account type list
 * by its address, in Chromium against the production build, and sums the gzip size of every script each step
 * needed. The shell's budget is what opening the list by its address fetches with a session: the shell and the
 * first list, nothing else; the whole way from the login page is printed beside it.
 */
export async function measureBundles(baseUrl: string, distDir: string, credentials: { username: string; password: string }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const journey = new Set<string>();
    let step = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() !== 'script' || !request.url().startsWith(baseUrl)) return;
      journey.add(request.url());
      step.add(request.url());
    });
    await page.goto(`${baseUrl}/loginIndex`, { waitUntil: 'networkidle' });
    const loginBytes = gzipBytes(distDir, step);
    const loginScripts = [...step].map((url) => new URL(url).pathname);
    report('JS for the login page (gzip)', kb(loginBytes), '200 KB', loginBytes <= 200 * 1024);

    await page.getByPlaceholder(/用户名/).fill(credentials.username);
    await page.getByPlaceholder(/密码/).fill(credentials.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wel/);
    await page.waitForLoadState('networkidle');
    step = new Set();
    await page.goto(`${baseUrl}/platAccountMgr/accountType/index`, { waitUntil: 'networkidle' });
    await page.locator('.ant-table-row').first().waitFor();
    const shellBytes = gzipBytes(distDir, step);
    report('JS for the shell with the account type list (gzip)', kb(shellBytes), '400 KB', shellBytes <= 400 * 1024);
    report('  the whole way: login, home page, account type list', kb(gzipBytes(distDir, journey)));
    return { loginBytes, shellBytes, loginScripts, shellScripts: [...step].map((url) => new URL(url).pathname) };
  } finally {
    await browser.close();
  }
}
