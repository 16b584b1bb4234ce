import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';
import { LOCK_PATH } from './lockRules';

/** docs/product.md#routing-rules: a locked session is forced to the lock page on every navigation. */
export function useLockRedirect(): boolean {
  const locked = useStoreValue<boolean>(KEYS.isLock) === true;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (locked && pathname !== LOCK_PATH) navigate(LOCK_PATH, { replace: true });
  }, [locked, pathname, navigate]);
  return locked;
}
