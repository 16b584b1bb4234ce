import { lazy } from 'react';
import { ACCOUNT_ROUTES } from './shared/api';

/** The account centre's bespoke pages, one chunk each, by route (the app wiring mounts them in the shell). */
export const accountCenterRoutes = [
  { path: ACCOUNT_ROUTES.openView, Page: lazy(() => import('./accountOpenView')) },
  { path: ACCOUNT_ROUTES.child, Page: lazy(() => import('./child')) },
  { path: ACCOUNT_ROUTES.addChild, Page: lazy(() => import('./addChild')) },
  { path: ACCOUNT_ROUTES.editChild, Page: lazy(() => import('./editChild')) },
  { path: ACCOUNT_ROUTES.detailChild, Page: lazy(() => import('./detailChild')) },
  { path: ACCOUNT_ROUTES.addPerson, Page: lazy(() => import('./addPerson')) },
  { path: ACCOUNT_ROUTES.overview, Page: lazy(() => import('./accountViewDetail')) },
  { path: ACCOUNT_ROUTES.flows, Page: lazy(() => import('./accountBillDetail')) },
];
