import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { getAccessToken, getLoginPath } from '@/providers/session';
import { bindSocialIdentity } from '@/providers/socialBind';
import { useLoginOutcome } from './useLoginOutcome';
import { useSignIn } from './useSignIn';

export type RedirectStatus = { kind: 'working' } | { kind: 'failed'; message: string } | { kind: 'bound'; nickname: string };

/**
 * /authredirect, where a provider sends the browser back with `state` and `code`: signed out, the pair signs in
 * (`token/social`); a 417 leads to the password form that binds the identity; signed in, it binds the identity
 * to the current account (`social/callback`). The code is single-use, so it is spent exactly once.
 */
export function useAuthRedirect() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const outcome = useLoginOutcome();
  const spent = useRef(false);
  const [status, setStatus] = useState<RedirectStatus>({ kind: 'working' });
  const state = search.get('state') ?? '';
  const code = search.get('code') ?? '';

  const { signIn } = useSignIn(async (result) => {
    const failure = await outcome(result);
    if (!failure) return;
    if (failure.unboundState) {
      navigate(`${getLoginPath()}?bindState=${encodeURIComponent(failure.unboundState)}`, { replace: true });
      return;
    }
    setStatus({ kind: 'failed', message: failure.error.message });
  });

  useEffect(() => {
    if (spent.current) return;
    spent.current = true;
    if (!state || !code) {
      setStatus({ kind: 'failed', message: tm('登录状态无效，请重新登录') });
      return;
    }
    if (getAccessToken()) {
      bindSocialIdentity(state, code)
        .then((bound) => setStatus({ kind: 'bound', nickname: bound.nickname }))
        .catch((e) => setStatus({ kind: 'failed', message: e instanceof ApiError ? e.message : String(e) }));
      return;
    }
    void signIn({ mode: 'social', state, code });
  }, [state, code, signIn]);

  return { status, loginPath: getLoginPath() };
}
