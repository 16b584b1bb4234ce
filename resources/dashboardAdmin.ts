import { DASHBOARD_EDIT_PERMISSION } from '@schemas/dashboardConstants';
import type { DashboardRecord } from '@schemas/dashboard';
import { defineResource } from './define';
import { dashboardAdminTexts } from './texts/dashboardAdmin';
import { versionColumns, versionedDeclarationList } from './versionedDeclaration';

/**
 * 看板设计 (docs/screens.md "Dashboards"): the tenant's module-home dashboards as a declared list of a versioned
 * declaration (resources/versionedDeclaration.ts); the editor (form and JSON beside a live preview over the real
 * aggregates) and the versions (a field-by-field diff of any two, rollback) are bespoke dialogs named here. Built,
 * versioned, published and audited as runtime screens are.
 */
export default defineResource<DashboardRecord>()({
  ...versionedDeclarationList<DashboardRecord>({
    name: 'dashboardAdmin',
    base: '/admin/dashboard',
    permission: DASHBOARD_EDIT_PERMISSION,
    editor: 'dashboardEditor',
    versions: 'dashboardVersions',
  }),
  columns: [{ field: 'home', width: 120 }, { field: 'titleZh', width: 180 }, { field: 'titleEn', width: 180 }, ...versionColumns<DashboardRecord>()],
  // Each dashboard's saves, publishing and deletion from the audit trail, without revert, as a screen's (a draft is
  // a new version, which 版本 rolls back; a publish goes back through the designer's own checks).
  history: { entity: 'dashboard' },
  texts: dashboardAdminTexts,
});
