import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ACCOUNT_ROUTES } from './shared/api';
import { accountCenterPageMeta } from './routeMeta';
import { MenuGate } from './MenuGate';

/** The account centre's bespoke pages, one chunk each, by route (the app wiring mounts them in the shell). */
const chunks: Record<string, LazyExoticComponent<ComponentType>> = {
  [ACCOUNT_ROUTES.openView]: lazy(() => import('./accountOpenView')),
  [ACCOUNT_ROUTES.child]: lazy(() => import('./child')),
  [ACCOUNT_ROUTES.addChild]: lazy(() => import('./addChild')),
  [ACCOUNT_ROUTES.editChild]: lazy(() => import('./editChild')),
  [ACCOUNT_ROUTES.detailChild]: lazy(() => import('./detailChild')),
  [ACCOUNT_ROUTES.addPerson]: lazy(() => import('./addPerson')),
  [ACCOUNT_ROUTES.overview]: lazy(() => import('./accountViewDetail')),
  [ACCOUNT_ROUTES.flows]: lazy(() => import('./accountBillDetail')),
};

// Reachable only when the menu holds the page's menu path (routeMeta.ts names it).
export const accountCenterRoutes = accountCenterPageMeta.map(({ path, menuPath }) => {
  const Lazy = chunks[path];
  return {
    path,
    Page: () => (
      <MenuGate menuPath={menuPath}>
        <Lazy />
      </MenuGate>
    ),
  };
});
