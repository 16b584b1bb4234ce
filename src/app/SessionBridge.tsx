import { useEffect } from 'react';
import { useGo, useInvalidateAuthStore } from '@refinedev/core';
import { getLoginPath, onSessionEnded } from '@/providers/session';
import { useRefreshTimer } from '@/providers/useRefreshTimer';

/** When the server ends the session (401), forget the cached auth state and open the login path. */
export function SessionBridge() {
  const go = useGo();
  const invalidateAuthStore = useInvalidateAuthStore();
  useRefreshTimer();
  useEffect(
    () =>
      onSessionEnded(() => {
        void invalidateAuthStore();
        go({ to: getLoginPath(), type: 'replace' });
      }),
    [go, invalidateAuthStore],
  );
  return null;
}
