import { DASHBOARD_EDIT_PERMISSION } from '@schemas/dashboardConstants';
import type { DashboardRecord } from '@schemas/dashboard';
import { defineResource } from './define';
import { dashboardAdminTexts } from './texts/dashboardAdmin';

/**
 * 看板设计 (docs/screens.md "Dashboards"): the tenant's module-home dashboards as a declared list; the editor (form
 * and JSON beside a live preview over the real aggregates) and the versions (a field-by-field diff of any two,
 * rollback) are bespoke dialogs named here. Built, versioned, published and audited as runtime screens are.
 */
export default defineResource<DashboardRecord>()({
  api: {
    list: '/admin/dashboard/page',
    create: { url: '/admin/dashboard', method: 'post' },
    update: { url: '/admin/dashboard', method: 'put' },
    delete: { url: '/admin/dashboard/:id', method: 'delete' },
    publish: { url: '/admin/dashboard/:id/publish', method: 'post' },
  },
  titleField: 'titleZh',
  columns: [
    { field: 'home', width: 120 },
    { field: 'titleZh', width: 180 },
    { field: 'titleEn', width: 180 },
    { field: 'latestVersion', type: 'number', width: 90 },
    { field: 'publishedVersion', type: 'number', width: 100 },
    { field: 'updateBy', width: 110 },
    { field: 'updateTime', type: 'datetime', width: 170 },
  ],
  toolbar: [{ key: 'create', kind: 'create', primary: true, permission: DASHBOARD_EDIT_PERMISSION }],
  actions: [
    { key: 'edit', kind: 'edit', permission: DASHBOARD_EDIT_PERMISSION },
    {
      key: 'publish',
      labelKey: 'dashboardAdmin.actions.publish',
      kind: 'mutation',
      endpoint: 'publish',
      confirmKey: 'dashboardAdmin.confirmPublish',
      success: '发布成功',
      permission: DASHBOARD_EDIT_PERMISSION,
      visible: (r) => r.publishedVersion !== r.latestVersion,
    },
    { key: 'versions', labelKey: 'dashboardAdmin.actions.versions', kind: 'dialog', dialog: { plugin: 'dashboardVersions' }, permission: DASHBOARD_EDIT_PERMISSION },
    { key: 'delete', kind: 'delete', permission: DASHBOARD_EDIT_PERMISSION },
  ],
  dialogs: { create: 'dashboardEditor', edit: 'dashboardEditor' },
  messages: { create: '保存成功', edit: '保存成功', delete: '删除成功' },
  pageSize: 20,
  texts: dashboardAdminTexts,
});
