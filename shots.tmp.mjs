import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:8221';
const out = process.env.OUT ?? '/tmp/shots-engine';
const lang = process.env.LANG_UI ?? 'zh';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
await page.goto(`${base}/loginIndex`);
await page.getByPlaceholder(/用户名|User name/).fill('admin');
await page.getByPlaceholder(/密码|Password/).fill('Atrium@2026');
await page.keyboard.press('Enter');
await page.waitForURL(/wel/);
if (lang === 'en') {
  await page.evaluate(() => { localStorage.setItem('atrium-language', JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() })); });
  await page.reload();
}
const shots = (process.env.PAGES ?? '').split(';').filter(Boolean);
for (const entry of shots) {
  const i = entry.indexOf('='); const name = entry.slice(0, i); const url = entry.slice(i + 1);
  await page.goto(`${base}${url}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `${out}/${lang}-${name}.png`, fullPage: false });
}
await browser.close();
