import { useCallback, useRef, useState } from 'react';
import type { AuthActionResponse } from '@refinedev/core';
import { authProvider, type LoginParams } from '@/providers/authProvider';
import { notify } from '@/providers/notifier';

/**
 * Signs in through the auth provider. The sign-in pages render before Refine is loaded (docs/performance.md#what-the-browser-loads),
 * so this is the part of Refine's useLogin they used: `pending` holds from the call until `onDone` has dealt
 * with the result, and an unexpected failure is shown rather than lost.
 */
export function useSignIn(onDone: (result: AuthActionResponse) => void | Promise<void>) {
  const [pending, setPending] = useState(false);
  // The latest callback, so `signIn` keeps one identity (pages call it from effects).
  const latest = useRef(onDone);
  latest.current = onDone;

  const signIn = useCallback(async (params: LoginParams) => {
    setPending(true);
    try {
      await latest.current(await authProvider.login(params));
    } catch (e) {
      notify.error(e instanceof Error ? e.message : String(e));
    } finally {
      setPending(false);
    }
  }, []);

  return { signIn, pending };
}
