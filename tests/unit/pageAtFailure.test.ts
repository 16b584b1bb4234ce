// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageSnapshotOf, retriedLines } from '../e2e/reporters/pageAtFailure';

const context = (yaml: string) => ['# Test info', '', '- Name: x', '', '# Page snapshot', '', '```yaml', yaml, '```', '', '# Test source', '```ts', 'code', '```'].join('\n');

describe('the page snapshot printed at an e2e failure', () => {
  it('starts at the breadcrumb when the shell is on screen, leaving the menu out', () => {
    const yaml = [
      '- complementary [ref=e6]:',
      '  - menu: x',
      '  - navigation "模块" [ref=e43]:',
      '  - navigation [ref=e126]:',
      '    - listitem [ref=e128]: 个人信息',
      '  - generic [ref=e130]:',
      '    - tablist [ref=e132]:',
      '      - tab [selected] [ref=e136] [cursor=pointer]: 首页',
      '- main:',
      '  - text: 个人信息',
    ].join('\n');
    expect(pageSnapshotOf(context(yaml))).toEqual(['  - navigation:', '    - listitem: 个人信息', '    - tablist:', '      - tab [selected]: 首页', '- main:', '  - text: 个人信息']);
  });

  it('prints the whole snapshot of a page without tabs (the login page), and nothing without a snapshot', () => {
    expect(pageSnapshotOf(context('- textbox "用户名"\n- button "登 录"'))).toEqual(['- textbox "用户名"', '- button "登 录"']);
    expect(pageSnapshotOf('# Test info\n- Name: x')).toEqual([]);
  });

  it('reads the snapshot a failed matcher took itself, which comes under the error with no heading of its own', () => {
    const text = [
      '# Error details',
      '```',
      'Error: expect(locator).toBeVisible() failed',
      '```',
      '',
      '```yaml',
      '- tablist:',
      '- main:',
      '```',
      '# Test source',
      '```ts',
      'code',
      '```',
    ];
    expect(pageSnapshotOf(text.join('\n'))).toEqual(['- tablist:', '- main:']);
  });
});

describe('the tests named at the end of an e2e run for passing only on a retry', () => {
  it('names each one under a heading, and nothing when none needed a retry', () => {
    expect(retriedLines([])).toEqual([]);
    expect(retriedLines(['auth.spec.ts › signs in'])).toEqual(['\nPassed only on a retry (flaky, look into it):', '  - auth.spec.ts › signs in']);
    expect(retriedLines(['a.spec.ts › x', 'b.spec.ts › y'])).toHaveLength(3);
  });
});
