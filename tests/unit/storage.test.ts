import { beforeEach, describe, expect, it } from 'vitest';
import { clearStore, getAllStore, getStore, getStoreRecord, removeStore, setStore, storageKey, subscribeStore } from '@/providers/storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage (docs/product.md#the-admin-shell)', () => {
  it('keys entries <prefix>-<name> and wraps the value with its type and time', () => {
    const before = Date.now();
    setStore({ name: 'access_token', content: 'abc' });
    const raw = JSON.parse(localStorage.getItem('atrium-access_token')!);
    expect(storageKey('access_token')).toBe('atrium-access_token');
    expect(raw).toMatchObject({ dataType: 'string', content: 'abc' });
    expect(raw.datetime).toBeGreaterThanOrEqual(before);
    expect(raw.type).toBeUndefined();
    expect(getStore('access_token')).toBe('abc');
  });

  it('keeps flagged entries in session storage only', () => {
    setStore({ name: 'tagList', content: [{ label: '首页', value: '/wel/index' }], type: 'session' });
    expect(localStorage.getItem('atrium-tagList')).toBeNull();
    const raw = JSON.parse(sessionStorage.getItem('atrium-tagList')!);
    expect(raw).toMatchObject({ dataType: 'object', type: 'session' });
    expect(getStore('tagList')).toEqual([{ label: '首页', value: '/wel/index' }]);
    expect(getStoreRecord('tagList')?.type).toBe('session');
  });

  it('moving an entry between areas leaves no stale copy', () => {
    setStore({ name: 'x', content: 1, type: 'session' });
    setStore({ name: 'x', content: 2 });
    expect(sessionStorage.getItem('atrium-x')).toBeNull();
    expect(getStore('x')).toBe(2);
  });

  it('round-trips numbers, booleans and objects with their types', () => {
    setStore({ name: 'n', content: 6000 });
    setStore({ name: 'b', content: false });
    setStore({ name: 'o', content: { a: [1, 2] } });
    expect(getStore('n')).toBe(6000);
    expect(getStore('b')).toBe(false);
    expect(getStore('o')).toEqual({ a: [1, 2] });
    expect(getStoreRecord('n')?.dataType).toBe('number');
    expect(getStoreRecord('b')?.dataType).toBe('boolean');
  });

  it('answers undefined for absent or foreign entries', () => {
    localStorage.setItem('atrium-broken', 'not json');
    expect(getStore('missing')).toBeUndefined();
    expect(getStore('broken')).toBeUndefined();
  });

  it('removes from both areas and clears only our own keys', () => {
    setStore({ name: 'a', content: 1 });
    setStore({ name: 'b', content: 2, type: 'session' });
    localStorage.setItem('other-app', 'keep');
    removeStore('b');
    expect(getStore('b')).toBeUndefined();
    expect(getAllStore().map((e) => e.name)).toEqual(['a']);
    clearStore();
    expect(getStore('a')).toBeUndefined();
    expect(localStorage.getItem('other-app')).toBe('keep');
  });

  it('tells subscribers which entry changed', () => {
    const seen: string[] = [];
    const off = subscribeStore((n) => seen.push(n));
    setStore({ name: 'menu', content: [] });
    removeStore('menu');
    off();
    setStore({ name: 'menu', content: [] });
    expect(seen).toEqual(['menu', 'menu']);
  });
});
