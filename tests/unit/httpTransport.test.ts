// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addressOf, outgoing } from '@/providers/httpTransport';

/**
 * The console's calls go out on the browser's fetch as they went out on axios (docs/performance.md#what-the-browser-loads):
 * the addresses below are what axios 1.x wrote for the same base, path and query fields with the console's
 * `paramsSerializer: { indexes: null }`, so the server reads every query as before.
 */
describe('the address of a call', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['/things', { ids: [1, 2, 3], name: 'x' }, '/things?ids=1&ids=2&ids=3&name=x'],
    [
      '/x',
      { q: 'a b:c$d,e&f=g/h?i#j+k', empty: '', zero: 0, no: false, yes: true, nul: null, undef: undefined },
      '/x?q=a+b:c$d,e%26f%3Dg%2Fh%3Fi%23j%2Bk&empty=&zero=0&no=false&yes=true',
    ],
    ['/x', { list: ['a', null, undefined, 'b'], 'tags[]': ['p', 'q'], ' spaced ': 1 }, '/x?list=a&list=b&tags=p&tags=q&spaced=1'],
    [
      '/x',
      { filter: { name: '张三', range: [1, 2], deep: { a: null, b: 'c' } } },
      '/x?filter%5Bname%5D=%E5%BC%A0%E4%B8%89&filter%5Brange%5D%5B0%5D=1&filter%5Brange%5D%5B1%5D=2&filter%5Bdeep%5D%5Bb%5D=c',
    ],
    ['/x', { at: new Date(Date.UTC(2026, 10, 29, 8, 5, 9)) }, '/x?at=2026-11-29T08:05:09.000Z'],
    ['/x?a=1', { b: 2 }, '/x?a=1&b=2'],
    ['/x#frag', { b: 2 }, '/x?b=2'],
    ['/x#frag', {}, '/x#frag'],
    ['/x', { nested: [{ a: 1 }, { b: [2, 3] }] }, '/x?nested%5B0%5D%5Ba%5D=1&nested%5B1%5D%5Bb%5D%5B0%5D=2&nested%5B1%5D%5Bb%5D%5B1%5D=3'],
    ['/x', { s: "!'()~*" }, "/x?s=!'()~*"],
    ['/x', { n: NaN, i: Infinity, big: 12345678901234567000 }, '/x?n=NaN&i=Infinity&big=12345678901234567000'],
  ])('%s with %o is %s', (url, params, address) => {
    expect(addressOf({ url, params })).toBe(address);
  });

  it.each<[string | undefined, string, string]>([
    ['/catering', '/things', '/catering/things'],
    ['/catering/', 'things', '/catering/things'],
    ['/catering//', '//things', '//things'],
    ['http://a/catering', 'http://b/x', 'http://b/x'],
    ['/catering', '', '/catering'],
    ['/catering', '//host/x', '//host/x'],
    [undefined, '/x', '/x'],
  ])('joins the base %s and the path %s as %s', (baseURL, url, address) => {
    expect(addressOf({ baseURL, url })).toBe(address);
  });
});

describe('the body and headers of a call', () => {
  it('sends an object as JSON, a form as form text, text as it is, and nothing for no body', () => {
    const json = outgoing({ method: 'post', url: '/x', data: { a: 1, b: ['c'] } });
    expect([json.method, json.body, json.headers['Content-Type'], json.headers.Accept]).toEqual(['POST', '{"a":1,"b":["c"]}', 'application/json', 'application/json, text/plain, */*']);
    const form = outgoing({ method: 'post', data: new URLSearchParams({ grant_type: 'password', scope: 'server' }) });
    expect([form.body, form.headers['Content-Type']]).toEqual(['grant_type=password&scope=server', 'application/x-www-form-urlencoded;charset=utf-8']);
    const text = outgoing({ method: 'post', data: 'a=1' });
    expect([text.body, text.headers['Content-Type']]).toEqual(['a=1', undefined]);
    const none = outgoing({ url: '/x' });
    expect([none.method, none.body, none.headers['Content-Type']]).toEqual(['GET', undefined, undefined]);
  });

  it('keeps the Content-Type a call sets, whatever its case, and lets the browser write a multipart one', () => {
    const form = outgoing({ method: 'post', data: new URLSearchParams({ a: '1' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.headers['Content-Type']).toBeUndefined();
    const data = new FormData();
    data.append('excel', new Blob(['x']), 'a.xlsx');
    const upload = outgoing({ method: 'post', data, headers: { 'Content-Type': 'application/json' } });
    expect([upload.body, upload.headers['Content-Type']]).toEqual([data, undefined]);
  });
});
