import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps, ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { KEYS } from '@/providers/session';
import { setStore } from '@/providers/storage';
import { setLanguage } from '@/providers/i18n';
import { TagsBar } from '@/shell/tags/TagsBar';

/**
 * The tab bar on a tab switch (docs/performance.md#tab-and-module-switches): only which tab is active changes, so no tab's label (with its
 * right-click menu) is rendered again, nor the 关闭其他 / 关闭全部 dropdown. Counted through antd's Dropdown, which
 * wraps each label (by its tab) and the actions' button (by its test id).
 */
const labelRenders = new Map<string, number>();
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof import('antd')>();
  const Original = antd.Dropdown;
  function CountingDropdown(props: ComponentProps<typeof Original>) {
    const child = (props.children as ReactElement<{ 'data-tag'?: string; 'data-testid'?: string }> | undefined)?.props;
    const tag = child?.['data-tag'] ?? child?.['data-testid'];
    if (tag) labelRenders.set(tag, (labelRenders.get(tag) ?? 0) + 1);
    return <Original {...props} />;
  }
  return { ...antd, Dropdown: Object.assign(CountingDropdown, Original) };
});

const LIST = '/platAccountMgr/accountType/index';
const tag = (value: string) => ({ label: '账户类型', value, close: true, moduleActive: 100 });

let address = '';
function Address() {
  const { pathname, search } = useLocation();
  address = pathname + search;
  return null;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setStore({ name: KEYS.moduleActive, content: 100 });
  setStore({ name: KEYS.tagList, content: [tag(`${LIST}?k=a`), tag(`${LIST}?k=b`)], type: 'session' });
});

/** The tab bar on the first list tab, with the address it navigates to read into `address`. */
const renderBar = () =>
  render(
    <MemoryRouter initialEntries={[`${LIST}?k=a`]}>
      <Address />
      <TagsBar />
    </MemoryRouter>,
  );

describe('TagsBar', () => {
  it('a tab switch renders no tab label again nor the actions dropdown, and the clicked tab becomes the active one', async () => {
    renderBar();
    const active = () => document.querySelector('.ant-tabs-tab-active [data-tag]')?.getAttribute('data-tag');
    expect(active()).toBe(`${LIST}?k=a`);
    labelRenders.clear();
    for (const target of ['b', 'a', 'b']) {
      await act(async () => fireEvent.click(screen.getByText('账户类型', { selector: `[data-tag="${LIST}?k=${target}"]` })));
      expect(address).toBe(`${LIST}?k=${target}`);
      expect(active()).toBe(`${LIST}?k=${target}`);
    }
    expect([...labelRenders.values()].reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("names each tab's close button in the console's language, not rc-tabs' 'remove'", async () => {
    renderBar();
    const names = [...document.querySelectorAll('.ant-tabs-tab-remove')].map((b) => b.getAttribute('aria-label'));
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names)).toEqual(new Set(['关闭']));
  });

  it("says a keyboard-focused tab's place in the console's language, not rc-tabs' English", async () => {
    renderBar();
    const tabs = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')];
    await act(async () => fireEvent.focus(tabs[1]));
    await waitFor(() => expect(tabs[1].querySelector('[aria-live="polite"]')?.textContent).toBe(`第 2 个标签，共 ${tabs.length} 个`));
  });

  it('leaves the English words as they are in English (writing them again would never end)', async () => {
    await setLanguage('en');
    try {
      renderBar();
      const tabs = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')];
      await act(async () => fireEvent.focus(tabs[1]));
      expect(tabs[1].querySelector('[aria-live="polite"]')?.textContent).toBe(`Tab 2 of ${tabs.length}`);
    } finally {
      await setLanguage('zh-CN');
    }
  });

  it("a module switch (a new home tab) renders only the home tab's label again, not the other tabs' nor the actions dropdown", async () => {
    renderBar();
    labelRenders.clear();
    await act(async () => setStore({ name: KEYS.moduleActive, content: 300 }));
    expect(document.querySelector('[data-tag="/scm/wel/index"]')).not.toBeNull();
    expect(labelRenders.get(`${LIST}?k=a`) ?? 0).toBe(0);
    expect(labelRenders.get(`${LIST}?k=b`) ?? 0).toBe(0);
    expect(labelRenders.get('tags-actions') ?? 0).toBe(0);
  });
});
