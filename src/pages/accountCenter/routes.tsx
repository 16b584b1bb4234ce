import { lazy } from 'react';
import { ACCOUNT_ROUTES } from './shared/api';
import { MenuGate } from './MenuGate';

/** The account centre's bespoke pages, one chunk each, by route (the app wiring mounts them in the shell). */
const open = ACCOUNT_ROUTES.openView;
const pages = [
  { path: ACCOUNT_ROUTES.openView, menuPath: open, Lazy: lazy(() => import('./accountOpenView')) },
  { path: ACCOUNT_ROUTES.child, menuPath: open, Lazy: lazy(() => import('./child')) },
  { path: ACCOUNT_ROUTES.addChild, menuPath: open, Lazy: lazy(() => import('./addChild')) },
  { path: ACCOUNT_ROUTES.editChild, menuPath: open, Lazy: lazy(() => import('./editChild')) },
  { path: ACCOUNT_ROUTES.detailChild, menuPath: open, Lazy: lazy(() => import('./detailChild')) },
  { path: ACCOUNT_ROUTES.addPerson, menuPath: open, Lazy: lazy(() => import('./addPerson')) },
  { path: ACCOUNT_ROUTES.overview, menuPath: ACCOUNT_ROUTES.overview, Lazy: lazy(() => import('./accountViewDetail')) },
  { path: ACCOUNT_ROUTES.flows, menuPath: ACCOUNT_ROUTES.flows, Lazy: lazy(() => import('./accountBillDetail')) },
];

export const accountCenterRoutes = pages.map(({ path, menuPath, Lazy }) => ({
  path,
  Page: () => (
    <MenuGate menuPath={menuPath}>
      <Lazy />
    </MenuGate>
  ),
}));
