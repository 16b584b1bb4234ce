import { lazy } from 'react';

/**
 * The history drawer, loaded when a record's history is first opened (render it in a Suspense): the drawer, its
 * table, Typography and the audit trail's labels and schemas are not part of a screen's first download
 * (docs/performance.md#what-the-browser-loads).
 */
export const LazyHistoryDrawer = lazy(() => import('./HistoryDrawer').then((m) => ({ default: m.HistoryDrawer })));
