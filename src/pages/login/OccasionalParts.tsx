import { lazy, Suspense } from 'react';
import type { AlertProps, TagProps } from 'antd';

// Shown only in some cases (a second factor, a social identity to bind, a tenant's own login page): their
// code loads when they show, not with every login page (docs/performance.md#what-the-browser-loads).
const LazyAlert = lazy(() => import('antd/es/alert'));
const LazyTag = lazy(() => import('antd/es/tag'));

/** antd's Alert, loaded when first shown. */
export function OccasionalAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <LazyAlert {...props} />
    </Suspense>
  );
}

/** antd's Tag, loaded when first shown. */
export function OccasionalTag(props: TagProps) {
  return (
    <Suspense fallback={null}>
      <LazyTag {...props} />
    </Suspense>
  );
}
