import { useCallback, useState } from 'react';
import { getConfig } from '@/providers/config';

/** docs/security.md#sign-in: randomStr = random digits + timestamp. */
export const newRandomStr = () => `${Math.floor(Math.random() * 1e6)}${Date.now()}`;

/** The captcha of the login form: its key, its image address, and a way to get a fresh one. */
export function useCaptcha() {
  const enabled = getConfig().captcha;
  const [randomStr, setRandomStr] = useState(newRandomStr);
  const refresh = useCallback(() => setRandomStr(newRandomStr()), []);
  const src = `${getConfig().apiBase}/code?randomStr=${encodeURIComponent(randomStr)}`;
  return { enabled, randomStr, src, refresh };
}
