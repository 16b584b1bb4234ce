import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenReply } from '@schemas/auth';
import { getStore, setStore } from '@/providers/storage';
import { getAccessToken, getRefreshToken, storeTokens } from '@/providers/session';
import { REFRESH_LOCK, refreshSession, startRefreshTimer, type RefreshRequest } from '@/providers/tokenRefresh';

const reply = (n: number, expiresIn = 43200) => ({
  data: { access_token: `acc-${n}`, refresh_token: `ref-${n}`, expires_in: expiresIn } as TokenReply,
});

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  storeTokens({ access_token: 'acc-0', refresh_token: 'ref-0', expires_in: 1030 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the refresh timer (10 s tick, -10 each tick, refresh at <= 1000)', () => {
  it('counts expires_in down by 10 a tick and refreshes once it reaches 1000', async () => {
    let n = 0;
    const request = vi.fn<RefreshRequest>(async () => reply(++n));
    const stop = startRefreshTimer(request);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getStore('expires_in')).toBe(1020);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getStore('expires_in')).toBe(1010);
    expect(request).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('ref-0');
    expect(getAccessToken()).toBe('acc-1');
    expect(getRefreshToken()).toBe('ref-1');
    expect(getStore('expires_in')).toBe(43200);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(request).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stops after a failed refresh', async () => {
    setStore({ name: 'expires_in', content: 900 });
    vi.advanceTimersByTime(0);
    const request = vi.fn<RefreshRequest>(async () => {
      throw new Error('401');
    });
    const stopped = vi.fn();
    startRefreshTimer(request, stopped);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(request).toHaveBeenCalledTimes(1);
    expect(stopped).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(request).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('acc-0');
  });

  it('does nothing while signed out', async () => {
    localStorage.clear();
    const request = vi.fn<RefreshRequest>(async () => reply(1));
    const stop = startRefreshTimer(request);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(request).not.toHaveBeenCalled();
    expect(getStore('expires_in')).toBeUndefined();
    stop();
  });

  it('two tabs ticking together take 10 off once per tick, not twice', async () => {
    const request = vi.fn<RefreshRequest>(async () => reply(1));
    const stopA = startRefreshTimer(request);
    await vi.advanceTimersByTimeAsync(3_000);
    const stopB = startRefreshTimer(request); // a second tab, 3 s out of step
    await vi.advanceTimersByTimeAsync(7_000); // tab A ticks
    expect(getStore('expires_in')).toBe(1020);
    await vi.advanceTimersByTimeAsync(3_000); // tab B ticks 3 s later: A wrote it within the tick
    expect(getStore('expires_in')).toBe(1020);
    await vi.advanceTimersByTimeAsync(7_000); // A again
    expect(getStore('expires_in')).toBe(1010);
    stopA();
    stopB();
  });
});

describe('refreshSession', () => {
  it('spends the refresh token once however many callers ask together', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const request = vi.fn<RefreshRequest>(async () => {
      await gate;
      return reply(1);
    });
    const calls = Promise.all([refreshSession('acc-0', request), refreshSession('acc-0', request), refreshSession('acc-0', request)]);
    release();
    expect(await calls).toEqual([true, true, true]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('acc-1');
  });

  it('a caller holding an older token than the stored one (another tab refreshed) uses the stored one', async () => {
    storeTokens({ access_token: 'acc-7', refresh_token: 'ref-7', expires_in: 43200 });
    const request = vi.fn<RefreshRequest>(async () => reply(8));
    expect(await refreshSession('acc-0', request)).toBe(true);
    expect(request).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('acc-7');
  });

  it('answers false without a refresh token, and when the server refuses', async () => {
    expect(await refreshSession('acc-0', async () => Promise.reject(new Error('401')))).toBe(false);
    expect(await refreshSession('acc-0', async () => ({ data: {} as TokenReply }))).toBe(false);
    localStorage.clear();
    const request = vi.fn<RefreshRequest>(async () => reply(1));
    expect(await refreshSession('acc-0', request)).toBe(false);
    expect(request).not.toHaveBeenCalled();
  });

  it('holds the cross-tab Web Lock while it refreshes', async () => {
    const held: string[] = [];
    const locks = {
      request: vi.fn(async (name: string, task: () => Promise<unknown>) => {
        held.push(name);
        return task();
      }),
    };
    Object.defineProperty(navigator, 'locks', { configurable: true, value: locks });
    try {
      expect(await refreshSession('acc-0', async () => reply(1))).toBe(true);
      expect(held).toEqual([REFRESH_LOCK]);
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});
