import type { ActionDecl, ColumnDecl, DialogPluginName, ResourceBody } from './define';

/** A record of a versioned declaration as its list shows it: its newest version and the one published, if any. */
interface VersionedRecord {
  latestVersion: number;
  publishedVersion: number | null;
  updateBy: string | null;
  updateTime: string;
}

/** The calls of a versioned declaration's list, under its record's path (`/admin/screen`). */
const versionedApi = (base: string) => ({
  list: `${base}/page`,
  create: { url: base, method: 'post' as const },
  update: { url: base, method: 'put' as const },
  delete: { url: `${base}/:id`, method: 'delete' as const },
  publish: { url: `${base}/:id/publish`, method: 'post' as const },
});

type VersionedApi = ReturnType<typeof versionedApi>;

/**
 * The list of a versioned declaration (docs/screens.md#screens-built-at-run-time and docs/screens.md "Dashboards"): a
 * tenant's records, each holding numbered versions of a declaration, one published. Runtime screens
 * (resources/screenAdmin.ts) and module home dashboards (resources/dashboardAdmin.ts) are both this: 新增 and 编辑 open
 * the bespoke editor, 发布 (asked first) publishes the newest version while another is published, 版本 opens the
 * versions dialog (a field-by-field diff of any two, rollback), 删除; each behind the designer's permission. The
 * resource adds its columns, texts and what else is its own; `name` is the resource's, under which its texts are.
 */
export function versionedDeclarationList<R extends VersionedRecord>(declared: {
  name: string;
  base: string;
  permission: string;
  editor: DialogPluginName;
  versions: DialogPluginName;
}): Pick<ResourceBody<R, Record<string, never>, VersionedApi>, 'api' | 'titleField' | 'toolbar' | 'actions' | 'dialogs' | 'messages' | 'pageSize'> {
  const { name, permission } = declared;
  const actions: ActionDecl<R, Record<string, never>, keyof VersionedApi>[] = [
    { key: 'edit', kind: 'edit', permission },
    {
      key: 'publish',
      labelKey: `${name}.actions.publish`,
      kind: 'mutation',
      endpoint: 'publish',
      confirmKey: `${name}.confirmPublish`,
      success: '发布成功',
      permission,
      visible: (r) => r.publishedVersion !== r.latestVersion,
    },
    { key: 'versions', labelKey: `${name}.actions.versions`, kind: 'dialog', dialog: { plugin: declared.versions }, permission },
    { key: 'delete', kind: 'delete', permission },
  ];
  return {
    api: versionedApi(declared.base),
    titleField: 'titleZh',
    toolbar: [{ key: 'create', kind: 'create', primary: true, permission }],
    actions,
    dialogs: { create: declared.editor, edit: declared.editor },
    messages: { create: '保存成功', edit: '保存成功', delete: '删除成功' },
    pageSize: 20,
  };
}

/** The columns every versioned declaration's list ends with: its newest and published versions, who changed it last and when. */
const VERSION_COLUMNS: ColumnDecl<VersionedRecord>[] = [
  { field: 'latestVersion', type: 'number', width: 90 },
  { field: 'publishedVersion', type: 'number', width: 100 },
  { field: 'updateBy', width: 110 },
  { field: 'updateTime', type: 'datetime', width: 170 },
];

/** Those columns, for a list of records `R` (each a copy of its own). */
export const versionColumns = <R extends VersionedRecord>() => VERSION_COLUMNS.map((column) => ({ ...column })) as unknown as ColumnDecl<R>[];
