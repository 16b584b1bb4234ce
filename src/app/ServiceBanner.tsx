import { lazy, Suspense, useSyncExternalStore } from 'react';
import { serviceStatus } from '@/providers/serviceStatus';

// antd's Alert is not part of showing the sign-in page (docs/performance.md#what-the-browser-loads): it comes when the banner is first due.
const UnavailableAlert = lazy(() => import('./UnavailableAlert'));

/**
 * One banner over every page, the sign-in pages included, while calls wait for the service to come back
 * (服务暂不可用，正在重试): the http client tries reads again by itself meanwhile (src/providers/http.ts), and
 * the banner goes as soon as none waits any more.
 */
export function ServiceBanner() {
  const unavailable = useSyncExternalStore(serviceStatus.subscribe, serviceStatus.unavailable);
  return unavailable ? (
    <Suspense fallback={null}>
      <UnavailableAlert />
    </Suspense>
  ) : null;
}
