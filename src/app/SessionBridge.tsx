import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { getAccessToken, getLoginPath, KEYS, onSessionEnded } from '@/providers/session';
import { subscribeStore } from '@/providers/storage';
import { useRefreshTimer } from '@/providers/useRefreshTimer';
import { preloadSignedInApp } from './loadSignedInApp';
import { onPasswordChangeRequired } from '@/providers/passwordChange';

/**
 * The session's watchers for every page (the lock page included): the token refresh timer; when the server
 * ends the session (401), the stored login path; and, once a sign-in stores its tokens, the signed-in part's
 * script starts loading.
 */
export function SessionBridge() {
  const navigate = useNavigate();
  useRefreshTimer();
  useEffect(() => onSessionEnded(() => navigate(getLoginPath(), { replace: true })), [navigate]);
  // A call refused until the user sets their own password (docs/security.md) opens that step.
  useEffect(() => onPasswordChangeRequired(() => navigate('/password', { replace: true })), [navigate]);
  useEffect(
    () =>
      subscribeStore((name) => {
        if (name === KEYS.accessToken && getAccessToken()) preloadSignedInApp();
      }),
    [],
  );
  return null;
}
