import type { PageMeta } from '@/shell/pageMeta';
import { ACCOUNT_ROUTES } from './shared/api';

/**
 * The account centre's bespoke pages: their titles, and the menu page each belongs under. The child pages
 * are not in the menu: they hang under 开户管理, which decides who reaches them and where the breadcrumb goes.
 */
const open = ACCOUNT_ROUTES.openView;
export const accountCenterPageMeta = [
  { path: ACCOUNT_ROUTES.openView, titleKey: 'accountCenter.titles.openView', menuPath: open },
  { path: ACCOUNT_ROUTES.child, titleKey: 'accountCenter.titles.child', menuPath: open },
  { path: ACCOUNT_ROUTES.addChild, titleKey: 'accountCenter.titles.addChild', menuPath: open },
  { path: ACCOUNT_ROUTES.editChild, titleKey: 'accountCenter.titles.editChild', menuPath: open },
  { path: ACCOUNT_ROUTES.detailChild, titleKey: 'accountCenter.titles.detailChild', menuPath: open },
  { path: ACCOUNT_ROUTES.addPerson, titleKey: 'accountCenter.titles.addPerson', menuPath: open },
  { path: ACCOUNT_ROUTES.overview, titleKey: 'accountCenter.titles.overview', menuPath: ACCOUNT_ROUTES.overview },
  { path: ACCOUNT_ROUTES.flows, titleKey: 'accountCenter.titles.flows', menuPath: ACCOUNT_ROUTES.flows },
] as const satisfies readonly (PageMeta & { menuPath: string })[];
