import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authProvider } from '@/providers/authProvider';

/**
 * Logout from a page outside the signed-in part (the lock page renders without Refine): the auth provider
 * signs out and names the login path to go to, as Refine's useLogout does inside the shell.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { redirectTo } = await authProvider.logout({});
    if (redirectTo) navigate(redirectTo);
  }, [navigate]);
}
