import { SCREEN_EDIT_PERMISSION, type ScreenRecord } from '@schemas/runtimeScreen';
import { defineResource } from './define';
import { screenAdminTexts } from './texts/screenAdmin';
import { versionColumns, versionedDeclarationList } from './versionedDeclaration';

/**
 * 页面设计 (docs/screens.md#screens-built-at-run-time): the tenant's runtime screens as a declared list of a versioned
 * declaration (resources/versionedDeclaration.ts); the editor (form beside a live preview of the real data, and the
 * JSON for export and import) and the versions (a field-by-field diff of any two, rollback) are bespoke dialogs named here.
 */
export default defineResource<ScreenRecord>()({
  ...versionedDeclarationList<ScreenRecord>({
    name: 'screenAdmin',
    base: '/admin/screen',
    permission: SCREEN_EDIT_PERMISSION,
    editor: 'screenEditor',
    versions: 'screenVersions',
  }),
  columns: [
    { field: 'key', width: 160, search: { widget: 'input', maxLength: 40 } },
    { field: 'titleZh', width: 160 },
    { field: 'titleEn', width: 160 },
    { field: 'source', width: 120 },
    ...versionColumns<ScreenRecord>(),
  ],
  // Each screen's saves, publishing and deletion from the audit trail, without revert (server/audit/revertTargets.ts:
  // a draft is a new version, which 版本 rolls back; a publish goes back through the designer's own checks).
  history: { entity: 'screen' },
  texts: screenAdminTexts,
});
