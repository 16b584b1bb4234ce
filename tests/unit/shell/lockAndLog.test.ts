import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_LOG_LIMITS } from '@schemas/errorLog';
import { storeTokens } from '@/providers/session';
import { getStore } from '@/providers/storage';
import { hasLockPassword, isLocked, lockNow, lockWithPassword, unlock } from '@/shell/lock/lockRules';
import { addErrorLog, clearErrorLogs, getErrorLogs, installErrorCapture } from '@/shell/errorLog/errorLogStore';
import { uploadErrorLogs } from '@/shell/errorLog/errorLogUpload';
import { queryTimestamp, QUERY_TIMESTAMP_MAX_AGE } from '@/providers/queryTimestamp';
import { screenLevel } from '@/shell/layout/screen';
import { normaliseSettings, SETTING_KEYS } from '@/shell/settings/settingsStore';
import { themeByName, themeConfig, THEMES, COLOR_PRESETS, DEFAULT_COLOR } from '@/shell/theme/themes';
import { crumbsOf } from '@/shell/Breadcrumbs';
import { isStale } from '@/providers/live';
import { chunkFailureOf, withChunkTimeout } from '@/providers/chunkErrors';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('lock', () => {
  it('asks for a password first: empty gives 锁屏密码不能为空', () => {
    expect(lockNow()).toBe(false);
    expect(lockWithPassword('')).toEqual({ ok: false, message: '锁屏密码不能为空' });
    expect(lockWithPassword('   ')).toEqual({ ok: false, message: '锁屏密码不能为空' });
    expect(isLocked()).toBe(false);
  });

  it('locks with the password in session storage and unlocks only with it', () => {
    expect(lockWithPassword('1234')).toEqual({ ok: true });
    expect(isLocked()).toBe(true);
    expect(sessionStorage.getItem('atrium-lockPasswd')).not.toBeNull();
    expect(localStorage.getItem('atrium-lockPasswd')).toBeNull();
    expect(unlock('wrong')).toBe(false);
    expect(isLocked()).toBe(true);
    expect(unlock('1234')).toBe(true);
    expect(isLocked()).toBe(false);
    expect(hasLockPassword()).toBe(false);
  });

  it('sign-in and token refresh clear the lock', () => {
    lockWithPassword('1234');
    storeTokens({ access_token: 'a', refresh_token: 'r', expires_in: 100 });
    expect(isLocked()).toBe(false);
    expect(hasLockPassword()).toBe(false);
  });
});

describe('local error log', () => {
  it('stores entries newest first in local storage, cut to the limits', () => {
    addErrorLog({ message: 'first' }, new Date(2026, 0, 2, 3, 4, 5));
    addErrorLog({ message: 'x'.repeat(5000), type: 'unhandledrejection' });
    const logs = getErrorLogs();
    expect(logs.map((l) => l.message.slice(0, 5))).toEqual(['xxxxx', 'first']);
    expect(logs[0].message).toHaveLength(ERROR_LOG_LIMITS.message);
    expect(logs[1]).toMatchObject({ type: 'error', time: '2026-01-02 03:04:05', url: expect.any(String) });
    expect(localStorage.getItem('atrium-errorLog')).not.toBeNull();
  });

  it('captures window errors and unhandled rejections', () => {
    const uninstall = installErrorCapture(window);
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom'), filename: 'a.js', lineno: 1, colno: 2 }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('nope') });
    window.dispatchEvent(rejection);
    // A failed image has neither message nor error: not a script error.
    window.dispatchEvent(new ErrorEvent('error', {}));
    const removed = vi.spyOn(window, 'removeEventListener');
    uninstall();
    expect(removed.mock.calls.map((c) => c[0])).toEqual(['error', 'unhandledrejection']);
    removed.mockRestore();
    expect(getErrorLogs().map((l) => [l.type, l.message])).toEqual([
      ['unhandledrejection', 'nope'],
      ['error', 'boom'],
    ]);
    expect(getErrorLogs()[1].info).toBe('a.js:1:2');
  });

  it('uploads in batches the server accepts, then removes only what was sent', async () => {
    for (let i = 0; i < 250; i++) addErrorLog({ message: `m${i}` });
    const batches: number[] = [];
    await uploadErrorLogs(async (batch) => {
      batches.push(batch.length);
      if (batches.length === 1) addErrorLog({ message: 'during upload' });
    });
    expect(batches).toEqual([200, 50]);
    expect(getErrorLogs().map((l) => l.message)).toEqual(['during upload']);
  });

  it('keeps each batch under the server body limit even with long stacks', async () => {
    for (let i = 0; i < 120; i++) addErrorLog({ message: 'm'.repeat(2000), stack: 's'.repeat(8000) });
    const sizes: number[] = [];
    await uploadErrorLogs(async (batch) => {
      sizes.push(JSON.stringify(batch).length);
    });
    expect(sizes.length).toBeGreaterThan(1);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(512 * 1024);
    expect(getErrorLogs()).toEqual([]);
  });

  it('keeps the log when the upload fails', async () => {
    addErrorLog({ message: 'kept' });
    await expect(uploadErrorLogs(async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(getErrorLogs()).toHaveLength(1);
    clearErrorLogs();
    expect(getErrorLogs()).toEqual([]);
  });
});

describe('storage-backed rules', () => {
  it('refreshes the query timestamp only when older than 12 h', () => {
    const t0 = 1_000_000;
    expect(queryTimestamp(t0)).toBe(t0);
    expect(queryTimestamp(t0 + QUERY_TIMESTAMP_MAX_AGE - 1)).toBe(t0);
    expect(queryTimestamp(t0 + QUERY_TIMESTAMP_MAX_AGE)).toBe(t0 + QUERY_TIMESTAMP_MAX_AGE);
    expect(getStore('queryTimestamp')).toBe(t0 + QUERY_TIMESTAMP_MAX_AGE);
  });

  it('ten interface switches, on by default, unknown values ignored', () => {
    expect(SETTING_KEYS).toHaveLength(10);
    expect(Object.values(normaliseSettings(undefined)).every(Boolean)).toBe(true);
    expect(normaliseSettings({ showTag: false, showLock: 'no' })).toMatchObject({ showTag: false, showLock: true });
  });
});

describe('screen, themes and breadcrumb', () => {
  it('maps widths to the four levels', () => {
    expect([1920, 1200, 1199, 992, 991, 768, 767, 320].map(screenLevel)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it('has seven themes (the six and the dark one) and eight colours, red #e60012 by default', () => {
    expect(THEMES.map((t) => t.label)).toEqual(['默认', '白色', '炫彩', 'iview主题', 'd2主题', 'hey主题', '暗黑']);
    expect(COLOR_PRESETS).toHaveLength(8);
    expect(DEFAULT_COLOR).toBe('#e60012');
    expect(themeConfig(undefined, undefined).token?.colorPrimary).toBe('#e60012');
    expect(themeConfig('theme-d2', '#2f54eb').token?.colorPrimary).toBe('#2f54eb');
    expect(themeConfig('theme-d2', 'red;evil').token?.colorPrimary).toBe('#e60012');
    expect(themeByName('nope').name).toBe('default');
    const siders = new Set(THEMES.map((t) => JSON.stringify(t.config('#e60012').components?.Layout)));
    expect(siders.size).toBe(7);
  });

  it('breadcrumb: home then at most four levels, only the last not a link', () => {
    const n = (id: number, path: string, children: never[] = []) => ({
      id,
      parentId: 0,
      name: `n${id}`,
      label: '',
      path,
      icon: null,
      sortOrder: 0,
      keepAlive: '0' as const,
      type: '0' as const,
      permission: null,
      version: 1,
      children,
    });
    const trail = [n(1, '/a'), n(2, '/b'), n(3, '/c'), n(4, '/d'), n(5, '/e')];
    const crumbs = crumbsOf('/wel/index', '首页', trail, 'n5');
    expect(crumbs.map((c) => c.label)).toEqual(['首页', 'n2', 'n3', 'n4', 'n5']);
    expect(crumbs.slice(0, -1).every((c) => c.to)).toBe(true);
    expect(crumbs[crumbs.length - 1].to).toBeUndefined();
    expect(crumbsOf('/wel/index', '首页', [], '首页')).toEqual([{ label: '首页' }]);
  });
});

describe('realtime and chunk rules', () => {
  it('replaces a connection whose last beat is older than 40 s', () => {
    expect(isStale(0, 40_000)).toBe(false);
    expect(isStale(0, 40_001)).toBe(true);
  });

  it('classifies script and style chunk failures and times out a chunk', async () => {
    expect(chunkFailureOf(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe('ChunkLoadError');
    expect(chunkFailureOf(new Error('Unable to preload CSS for /assets/x.css'))).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(chunkFailureOf(new Error('x is undefined'))).toBeNull();
    await expect(withChunkTimeout(() => new Promise(() => undefined), 20)).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await expect(withChunkTimeout(() => Promise.reject(new Error('Unable to preload CSS for a.css')), 20)).rejects.toMatchObject({ code: 'CSS_CHUNK_LOAD_FAILED' });
    await expect(withChunkTimeout(() => Promise.resolve(1), 20)).resolves.toBe(1);
  });
});
