import { expect, test } from './fixtures';

/**
 * The tabs drawn before the first paint (TabsAhead, while antd's tab bar waits a frame: DESIGN.md section 10) sit in
 * the very boxes antd's tab bar then takes: the bar, each tab, its text and close button, and the actions button,
 * in a theme that sets its own tab sizes and in the dark theme on a narrow screen, in both languages.
 */
test.use({ user: 'admin' });

const FIRST_LIST = '/platAccountMgr/accountType/index';
const CHOICES = [
  { language: 'zh-CN', themeName: 'default', width: 1440 },
  { language: 'en', themeName: 'theme-dark', width: 768 },
  { language: 'zh-CN', themeName: 'theme-iview', width: 1280 },
];

for (const choice of CHOICES) {
  test(`the tabs drawn before the first paint take antd's tab bar's boxes (${choice.themeName}, ${choice.language}, ${choice.width} px)`, async ({ page }) => {
    await page.setViewportSize({ width: choice.width, height: 900 });
    await page.addInitScript(({ language, themeName }) => {
      for (const [key, content] of Object.entries({ language, themeName })) {
        localStorage.setItem(`atrium-${key}`, JSON.stringify({ dataType: 'string', content, datetime: Date.now() }));
      }
      const boxes = () =>
        [...document.querySelectorAll('.tags-bar, .tags-bar .ant-tabs-tab, .tags-bar .ant-tabs-tab-btn, .tags-bar .ant-tabs-tab-remove, .tags-actions')].map((element) => {
          const { x, y, width, height } = element.getBoundingClientRect();
          return `${element.className.split(' ')[0]} ${element.textContent} ${x},${y} ${width}x${height}`;
        });
      const record = window as unknown as { aheadBoxes?: string[]; tabBoxes: () => string[] };
      record.tabBoxes = boxes;
      // Read in the frame the tabs drawn ahead are painted in.
      const watch = () => {
        if (document.querySelector('[data-testid="tabs-ahead"]')) record.aheadBoxes = boxes();
        else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    }, choice);
    await page.goto(FIRST_LIST);
    await expect(page.locator('.tags-bar [role="tab"][aria-selected="true"]')).toBeVisible();
    await expect(page.getByTestId('tabs-ahead')).toHaveCount(0);
    const { ahead, antd } = await page.evaluate(() => {
      const record = window as unknown as { aheadBoxes?: string[]; tabBoxes: () => string[] };
      return { ahead: record.aheadBoxes, antd: record.tabBoxes() };
    });
    expect(antd.length).toBeGreaterThan(5);
    expect(ahead).toEqual(antd);
  });
}
