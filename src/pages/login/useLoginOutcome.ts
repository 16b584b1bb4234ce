import { useNavigate, useSearchParams } from 'react-router';
import type { AuthActionResponse } from '@refinedev/core';
import type { LoginFailure } from '@/providers/authProvider';

/** What every login form does with a successful sign-in: go where the user was going (`?to=`), else home. */
export function useLoginOutcome() {
  const navigate = useNavigate();
  const [search] = useSearchParams();

  return async (result: AuthActionResponse): Promise<LoginFailure | null> => {
    if (result.success) {
      const back = search.get('to');
      const to = back && back.startsWith('/') && !back.startsWith('//') ? back : result.redirectTo;
      navigate(to || '/', { replace: true });
      return null;
    }
    return result as unknown as LoginFailure;
  };
}
