// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MAX, retain, touch } from '@/shell/keepAlive/lru';

describe('keep-alive LRU', () => {
  it('holds at most 10 and drops the least recently used first', () => {
    expect(KEEP_ALIVE_MAX).toBe(10);
    let keys: string[] = [];
    const evicted: string[] = [];
    for (let i = 1; i <= 12; i++) {
      const r = touch(keys, `/p${i}`);
      keys = r.keys;
      evicted.push(...r.evicted);
    }
    expect(keys).toHaveLength(10);
    expect(evicted).toEqual(['/p1', '/p2']);
    expect(keys[0]).toBe('/p3');
  });

  it('a visit makes a key the most recent, so another one leaves', () => {
    let keys = Array.from({ length: 10 }, (_, i) => `/p${i + 1}`);
    keys = touch(keys, '/p1').keys;
    const r = touch(keys, '/p11');
    expect(r.evicted).toEqual(['/p2']);
    expect(r.keys.slice(-2)).toEqual(['/p1', '/p11']);
    expect(touch(r.keys, '/p11').evicted).toEqual([]);
  });

  it('drops the pages whose tab closed', () => {
    expect(retain(['/a', '/b', '/c'], (k) => k !== '/b')).toEqual({ keys: ['/a', '/c'], evicted: ['/b'] });
  });
});
