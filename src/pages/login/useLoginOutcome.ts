import { useGo, useInvalidateAuthStore, useParsed } from '@refinedev/core';
import type { AuthActionResponse } from '@refinedev/core';
import type { LoginFailure } from '@/providers/authProvider';

/** What every login form does with a successful sign-in: refresh the auth state and go where the user was going. */
export function useLoginOutcome() {
  const go = useGo();
  const invalidateAuthStore = useInvalidateAuthStore();
  const { params } = useParsed<{ to?: string }>();

  return async (result: AuthActionResponse): Promise<LoginFailure | null> => {
    if (result.success) {
      await invalidateAuthStore();
      const to = typeof params?.to === 'string' && params.to.startsWith('/') && !params.to.startsWith('//') ? params.to : result.redirectTo;
      go({ to: to || '/', type: 'replace' });
      return null;
    }
    return result as unknown as LoginFailure;
  };
}
