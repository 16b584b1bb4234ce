import { useState } from 'react';
import { ApiError } from '@/providers/apiError';
import { getConfig } from '@/providers/config';
import { notify } from '@/providers/notifier';
import { socialLoginUrl } from '@/providers/tokenCalls';

/**
 * The identity providers the server offers, and the way to one of them (back at /authredirect). The list comes
 * with the run-time configuration, so the page asks nothing of the API before the user acts (docs/performance.md#budgets).
 */
export function useSocialLogin() {
  const providers = getConfig().socialProviders ?? [];
  const [leaving, setLeaving] = useState<string | null>(null);

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
