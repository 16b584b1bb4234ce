import { describe, expect, it } from 'vitest';
import { pageSnapshotOf } from '../e2e/reporters/pageAtFailure';

const context = (yaml: string) =>
  ['# Test info', '', '- Name: x', '', '# Page snapshot', '', '```yaml', yaml, '```', '', '# Test source', '```ts', 'code', '```'].join('\n');

describe('the page snapshot printed at an e2e failure', () => {
  it('starts at the tab bar when the shell is on screen, leaving the menu out', () => {
    const yaml = ['- complementary:', '  - menu: x', '- tablist:', '  - tab "首页"', '- main:', '  - text: 个人信息'].join('\n');
    expect(pageSnapshotOf(context(yaml))).toEqual(['- tablist:', '  - tab "首页"', '- main:', '  - text: 个人信息']);
  });

  it('prints the whole snapshot of a page without tabs (the login page), and nothing without a snapshot', () => {
    expect(pageSnapshotOf(context('- textbox "用户名"\n- button "登 录"'))).toEqual(['- textbox "用户名"', '- button "登 录"']);
    expect(pageSnapshotOf('# Test info\n- Name: x')).toEqual([]);
  });
});
