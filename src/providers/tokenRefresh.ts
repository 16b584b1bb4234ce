import type { TokenReply } from '@schemas/auth';
import { getStoreRecord, setStore } from './storage';
import { KEYS, getAccessToken, getRefreshToken, storeTokens } from './session';
import { reportUnlessAnswered } from './reportProblem';

/** docs/product.md#the-admin-shell / docs/product.md#constants-and-limits: a 10 s tick, expires_in drops by 10, refresh at <= 1000. */
export const REFRESH_TICK_MS = 10_000;
export const REFRESH_THRESHOLD_SECONDS = 1000;
/** The Web Locks name that makes browser tabs of one origin take turns at refreshing. */
export const REFRESH_LOCK = 'atrium-token-refresh';

export type RefreshRequest = (refreshToken: string) => Promise<{ data: TokenReply }>;

/** Runs `task` while holding the cross-tab refresh lock (Web Locks), or directly where there are none. */
async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks?.request) return task();
  return locks.request(REFRESH_LOCK, task) as Promise<T>;
}

let inFlight: Promise<boolean> | null = null;

/**
 * Renews the session once, however many callers ask together (calls failing at once, the timer), and once
 * across tabs: inside the lock, a token newer than the one the caller used means another tab (or an earlier
 * turn here) already spent the refresh token, so the stored tokens are simply used. Returns whether a live
 * token is stored now.
 */
export function refreshSession(usedAccessToken: string | undefined, request: RefreshRequest): Promise<boolean> {
  if (inFlight) return inFlight;
  inFlight = withRefreshLock(async () => {
    const access = getAccessToken();
    const refresh = getRefreshToken();
    if (!access || !refresh) return false;
    if (usedAccessToken && access !== usedAccessToken) return true;
    try {
      const { data } = await request(refresh);
      if (!data?.access_token) return false;
      storeTokens(data);
      return true;
    } catch (error) {
      // Refused: the session ends as a 401 says. No answer at all is reported too.
      reportUnlessAnswered(error);
      return false;
    }
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The refresh timer of docs/product.md#the-admin-shell. Every tick takes 10 from the stored expires_in (once across tabs:
 * a tab skips the decrement when another tab wrote it within the tick) and refreshes at or below 1000; a failed
 * refresh stops the timer. Returns the function that stops it.
 */
export function startRefreshTimer(request: RefreshRequest, onStopped?: () => void): () => void {
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearInterval(timer);
    onStopped?.();
  };
  const tick = async () => {
    const record = getStoreRecord<number>(KEYS.expiresIn);
    const token = getAccessToken();
    if (!record || !token) return;
    let remaining = Number(record.content);
    if (!Number.isFinite(remaining)) remaining = 0;
    if (Date.now() - record.datetime >= REFRESH_TICK_MS - 1000) {
      remaining -= REFRESH_TICK_MS / 1000;
      setStore({ name: KEYS.expiresIn, content: remaining });
    }
    if (remaining <= REFRESH_THRESHOLD_SECONDS && !(await refreshSession(token, request))) stop();
  };
  const timer = setInterval(() => void tick(), REFRESH_TICK_MS);
  return stop;
}
