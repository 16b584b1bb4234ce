import { lazy, Suspense } from 'react';
import { useSocialLogin } from './useSocialLogin';

const SocialButtons = lazy(() => import('./SocialButtons'));

/** One button per identity provider the server offers; nothing (and no script for it) when it offers none. */
export function SocialLoginButtons() {
  const social = useSocialLogin();
  if (social.providers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialButtons {...social} />
    </Suspense>
  );
}
