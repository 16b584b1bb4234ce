import { SCREEN_EDIT_PERMISSION, type ScreenRecord } from '@schemas/runtimeScreen';
import { defineResource } from './define';
import { screenAdminTexts } from './texts/screenAdmin';

/**
 * 页面设计 (docs/screens.md#screens-built-at-run-time): the tenant's runtime screens as a declared list; the editor (form
 * beside a live preview of the real data, and the JSON for export and import) and the versions (a field-by-field
 * diff of any two, rollback) are bespoke dialogs named here.
 */
export default defineResource<ScreenRecord>()({
  api: {
    list: '/admin/screen/page',
    create: { url: '/admin/screen', method: 'post' },
    update: { url: '/admin/screen', method: 'put' },
    delete: { url: '/admin/screen/:id', method: 'delete' },
    publish: { url: '/admin/screen/:id/publish', method: 'post' },
  },
  titleField: 'titleZh',
  columns: [
    { field: 'key', width: 160, search: { widget: 'input', maxLength: 40 } },
    { field: 'titleZh', width: 160 },
    { field: 'titleEn', width: 160 },
    { field: 'source', width: 120 },
    { field: 'latestVersion', type: 'number', width: 90 },
    { field: 'publishedVersion', type: 'number', width: 100 },
    { field: 'updateBy', width: 110 },
    { field: 'updateTime', type: 'datetime', width: 170 },
  ],
  // Each screen's saves, publishing and deletion from the audit trail, without revert (server/audit/revertTargets.ts:
  // a draft is a new version, which 版本 rolls back; a publish goes back through the designer's own checks).
  history: { entity: 'screen' },
  toolbar: [{ key: 'create', kind: 'create', primary: true, permission: SCREEN_EDIT_PERMISSION }],
  actions: [
    { key: 'edit', kind: 'edit', permission: SCREEN_EDIT_PERMISSION },
    {
      key: 'publish',
      labelKey: 'screenAdmin.actions.publish',
      kind: 'mutation',
      endpoint: 'publish',
      confirmKey: 'screenAdmin.confirmPublish',
      success: '发布成功',
      permission: SCREEN_EDIT_PERMISSION,
      visible: (r) => r.publishedVersion !== r.latestVersion,
    },
    { key: 'versions', labelKey: 'screenAdmin.actions.versions', kind: 'dialog', dialog: { plugin: 'screenVersions' }, permission: SCREEN_EDIT_PERMISSION },
    { key: 'delete', kind: 'delete', permission: SCREEN_EDIT_PERMISSION },
  ],
  dialogs: { create: 'screenEditor', edit: 'screenEditor' },
  messages: { create: '保存成功', edit: '保存成功', delete: '删除成功' },
  pageSize: 20,
  texts: screenAdminTexts,
});
