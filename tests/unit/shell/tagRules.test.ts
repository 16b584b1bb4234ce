import { describe, expect, it } from 'vitest';
import { closeAll, closeOthers, closeTag, homeTag, isClosable, openTag, queryOf, relabelTag, tagText, withHome, type Tag } from '@/shell/tags/tagRules';
import { titleText } from '@/shell/routeInfo';

const home = homeTag('/wel/index', '首页', 100);
const page = (value: string, label = value): Tag => ({ label, value, close: true });

describe('tag rules', () => {
  it('opens a tab once per full path and keeps home first', () => {
    let list = openTag([], page('/a', 'A'), home);
    list = openTag(list, page('/b', 'B'), home);
    list = openTag(list, page('/a', 'A'), home);
    expect(list.map((t) => t.value)).toEqual(['/wel/index', '/a', '/b']);
    list = openTag(list, page('/a?id=2', 'A'), home);
    expect(list.map((t) => t.value)).toEqual(['/wel/index', '/a', '/b', '/a?id=2']);
  });

  it('never adds the home path as a second tab and refreshes a label', () => {
    let list = openTag([], page('/wel/index', 'x'), home);
    expect(list).toEqual([home]);
    list = openTag(list, page('/a', 'A'), home);
    list = openTag(list, page('/a', 'Account'), home);
    expect(list[1].label).toBe('Account');
  });

  it('closing the active tab opens the one before it; closing another stays', () => {
    const list = [home, page('/a'), page('/b'), page('/c')];
    expect(closeTag(list, '/b', '/b', home)).toEqual({ list: [home, page('/a'), page('/c')], navigateTo: '/a' });
    expect(closeTag(list, '/b', '/c', home)).toEqual({ list: [home, page('/a'), page('/c')] });
    expect(closeTag([home, page('/a')], '/a', '/a', home).navigateTo).toBe('/wel/index');
  });

  it('never closes home', () => {
    const list = [home, page('/a')];
    expect(closeTag(list, '/wel/index', '/wel/index', home).list).toEqual(list);
    expect(isClosable(list, home, home)).toBe(false);
  });

  it('a tab is closable only when more than one is open', () => {
    expect(isClosable([page('/a')], page('/a'), home)).toBe(false);
    expect(isClosable([home, page('/a')], page('/a'), home)).toBe(true);
  });

  it('关闭其他 keeps home and the chosen tab; 关闭全部 leaves home and goes there', () => {
    const list = [home, page('/a'), page('/b'), page('/c')];
    expect(closeOthers(list, '/b', home)).toEqual({ list: [home, page('/b')], navigateTo: '/b' });
    expect(closeOthers(list, '/wel/index', home)).toEqual({ list: [home], navigateTo: '/wel/index' });
    expect(closeAll(list, home)).toEqual({ list: [home], navigateTo: '/wel/index' });
  });

  it('a module switch replaces the home tab and drops duplicates', () => {
    const scmHome = homeTag('/scm/wel/index', '首页', 300);
    const list = withHome([home, page('/a'), page('/a'), page('/scm/wel/index')], scmHome);
    expect(list.map((t) => t.value)).toEqual(['/scm/wel/index', '/a']);
  });

  it('reads the query of a full path', () => {
    expect(queryOf('/child?id=3&tenantId=1')).toEqual({ id: '3', tenantId: '1' });
    expect(queryOf('/a')).toEqual({});
  });

  it('reads in the language in force, whichever it was opened in, with the record it is about', () => {
    const menuTab: Tag = { label: '子账户管理', title: { menu: { name: '城市映射', enName: 'City mapping' } }, value: '/city', close: true };
    const keyTab: Tag = { label: '子账户管理', title: { key: 'accountChild.titles.list' }, value: '/child?id=3', close: true };
    const t = (key: string) => (key === 'accountChild.titles.list' ? 'Child accounts' : key);
    const inEnglish = (tab: Tag, record?: string) => tagText(tab, (title) => titleText(title, t, 'en'), record);
    expect(inEnglish(menuTab)).toBe('City mapping');
    expect(tagText(menuTab, (title) => titleText(title, t, 'zh-CN'))).toBe('城市映射');
    expect(inEnglish(keyTab, '北京公司主账户')).toBe('Child accounts · 北京公司主账户');
    // A tab stored by an earlier version has its label only.
    expect(inEnglish({ label: '旧标签', value: '/old', close: true })).toBe('旧标签');
    // Opening the same page again takes the title along.
    const list = openTag(openTag([], { ...keyTab, title: undefined }, home), keyTab, home);
    expect(list[1].title).toEqual({ key: 'accountChild.titles.list' });
  });

  it('relabels an open tab in place, and never brings back a closed one or the home tab', () => {
    const list = [home, page('/a', '供应链首页')];
    const next = relabelTag(list, '/a', '首页', { key: 'home.title' });
    expect(next[1]).toEqual({ ...page('/a', '首页'), title: { key: 'home.title' } });
    expect(relabelTag(next, '/a', '首页', { key: 'home.title' })).toBe(next);
    expect(relabelTag(list, '/closed', 'x', undefined)).toBe(list);
    expect(relabelTag(list, '/wel/index', 'x', undefined)).toBe(list);
  });
});
