import { describe, expect, it } from 'vitest';
import { paletteScore, searchWordsOf } from '@/shell/palette/paletteSearch';
import { dialogIsOpen, firstSearchField, shortcutOf } from '@/shell/palette/keyboard';

describe('the palette finds a page by its names and their pinyin', () => {
  const words = searchWordsOf('账户类型', 'Account types');

  it('words: both labels, the full pinyin and the initials', () => {
    expect(words).toEqual(['账户类型', 'accounttypes', 'zhanghuleixing', 'zhlx']);
  });

  it('scores exact above prefix above anywhere, and mixed spellings through pinyin-pro', () => {
    expect(paletteScore('zhlx', words)).toBe(1);
    expect(paletteScore('ZH LX', words)).toBe(1);
    expect(paletteScore('zhanghu', words)).toBe(0.9);
    expect(paletteScore('types', words)).toBe(0.7);
    expect(paletteScore('类型', words)).toBe(0.7);
    expect(paletteScore('zhanghlx', words)).toBe(0.6);
    expect(paletteScore('kaihu', words)).toBe(0);
    expect(paletteScore('', words)).toBe(1);
    expect(paletteScore('kaihuguanli', searchWordsOf('开户管理', 'Account opening'))).toBe(1);
  });
});

describe('keyboard shortcuts', () => {
  const key = (k: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget | null = document.body) =>
    shortcutOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, target, ...extra }, false);

  it('Ctrl+K and ⌘K anywhere; / and ? outside a field and with no dialog open', () => {
    const input = document.createElement('input');
    expect(key('k', { ctrlKey: true })).toBe('palette');
    expect(key('K', { metaKey: true }, input)).toBe('palette');
    expect(key('/')).toBe('focusSearch');
    expect(key('?')).toBe('help');
    expect(key('/', {}, input)).toBeNull();
    expect(key('?', {}, document.createElement('textarea'))).toBeNull();
    expect(shortcutOf({ key: '/', ctrlKey: false, metaKey: false, altKey: false, target: document.body }, true)).toBeNull();
    expect(key('k')).toBeNull();
  });

  it('/ finds the first search field of the page on screen, not of a hidden kept-alive page', () => {
    document.body.innerHTML = `
      <div class="page-scroll" style="display: none"><form class="search-form"><input id="hidden-one" /></form></div>
      <div class="page-scroll"><form class="search-form"><input type="hidden" /><input id="shown-one" /><input id="second" /></form></div>`;
    expect(firstSearchField()?.id).toBe('shown-one');
    document.body.innerHTML = '<div class="page-scroll"><p>no search here</p></div>';
    expect(firstSearchField()).toBeNull();
  });

  it('a dialog left open on a kept page behind another tab does not hold / and ? (its layer hides with the tab)', () => {
    document.body.innerHTML = `
      <div class="keep-alive-overlays" style="display: none"><div class="ant-modal-wrap"></div></div>
      <div class="ant-modal-wrap" style="display: none"></div>`;
    expect(dialogIsOpen()).toBe(false);
    document.body.insertAdjacentHTML('beforeend', '<div class="keep-alive-overlays"><div class="ant-modal-wrap"></div></div>');
    expect(dialogIsOpen()).toBe(true);
  });
});
