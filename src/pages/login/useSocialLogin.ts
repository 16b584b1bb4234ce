import { useEffect, useState } from 'react';
import type { SocialProviderInfo } from '@schemas/loginModes';
import { ApiError } from '@/providers/http';
import { notify } from '@/providers/notifier';
import { socialLoginUrl, socialProviders } from '@/providers/tokenCalls';

/** The identity providers the server offers, and the way to one of them (back at /authredirect). */
export function useSocialLogin() {
  const [providers, setProviders] = useState<SocialProviderInfo[]>([]);
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    socialProviders()
      .then((list) => live && setProviders(list))
      .catch(() => live && setProviders([]));
    return () => {
      live = false;
    };
  }, []);

  const start = async (type: string) => {
    setLeaving(type);
    try {
      window.location.assign(await socialLoginUrl(type));
    } catch (e) {
      setLeaving(null);
      notify.error(e instanceof ApiError ? e.message : String(e));
    }
  };

  return { providers, start, leaving };
}
