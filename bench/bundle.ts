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
 * Loads the login page, then signs in and opens the account type list, in Chromium against the production
 * build, and sums the gzip size of every script each step needed.
 */
export async function measureBundles(baseUrl: string, distDir: string, credentials: { username: string; password: string }) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().startsWith(baseUrl)) scripts.add(request.url());
    });
    await page.goto(`${baseUrl}/loginIndex`, { waitUntil: 'networkidle' });
    const loginBytes = gzipBytes(distDir, scripts);
    const loginScripts = [...scripts].map((url) => new URL(url).pathname);
    report('JS for the login page (gzip)', kb(loginBytes), '200 KB', loginBytes <= 200 * 1024);

    await page.getByPlaceholder(/用户名/).fill(credentials.username);
    await page.getByPlaceholder(/密码/).fill(credentials.password);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/wel/);
    await page.goto(`${baseUrl}/platAccountMgr/accountType/index`, { waitUntil: 'networkidle' });
    await page.locator('.ant-table-row').first().waitFor();
    const shellBytes = gzipBytes(distDir, scripts);
    report('JS for the shell with the account type list (gzip)', kb(shellBytes), '400 KB', shellBytes <= 400 * 1024);
    return { loginBytes, shellBytes, loginScripts, shellScripts: [...scripts].map((url) => new URL(url).pathname) };
  } finally {
    await browser.close();
  }
}
