import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:8215';
const [user, lang, width, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(base + '/loginIndex');
await page.evaluate((l) => localStorage.setItem('atrium-language', JSON.stringify({ dataType: 'string', content: l, type: 'local', datetime: Date.now() })), lang);
await page.goto(base + '/loginIndex');
await page.getByPlaceholder(/^(用户名|User name)$/).fill(user);
await page.getByPlaceholder(/^(密码|Password)$/).fill('Atrium@2026');
await page.getByPlaceholder(/^(密码|Password)$/).press('Enter');
await page.waitForURL(/wel\/index/);
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(2500);
  const name = `${user}-${lang}-${width}${p.replace(/[/?=&]/g, '_')}`;
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  console.log(name, await page.title());
}
await browser.close();
