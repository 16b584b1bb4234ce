import { useEffect } from 'react';
import { subscribeStore } from './storage';
import { KEYS, getAccessToken } from './session';
import { requestRefreshToken } from './tokenCalls';
import { startRefreshTimer } from './tokenRefresh';

/**
 * Keeps the refresh timer running while signed in. A failed refresh stops it; a new sign-in (a new access
 * token stored) starts it again.
 */
export function useRefreshTimer() {
  useEffect(() => {
    let stop: (() => void) | null = null;
    const ensure = () => {
      if (stop || !getAccessToken()) return;
      stop = startRefreshTimer(requestRefreshToken, () => {
        stop = null;
      });
    };
    ensure();
    const unsubscribe = subscribeStore((name) => {
      if (name === KEYS.accessToken) ensure();
    });
    return () => {
      unsubscribe();
      stop?.();
    };
  }, []);
}
