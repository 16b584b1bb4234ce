import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastWaiting } from '@/providers/notifier';

// antd's message code is not part of showing the sign-in page (docs/performance.md#what-the-browser-loads): it comes with the first
// toast, which waits in the notifier's queue meanwhile.
const RootMessages = lazy(() => import('./RootMessages'));

/**
 * The root's toasts (every page, the sign-in pages included) for code outside React, mounted when a toast first
 * finds no holder.
 */
export function RootNotifierBridge() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastWaiting(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <RootMessages />
    </Suspense>
  ) : null;
}
