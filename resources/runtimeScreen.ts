import { defineEnum } from '@schemas/enums';
import { runtimeResourceName, runtimeScreenPath } from '@schemas/screens';
import type { ScreenDeclaration, ScreenSource } from '@schemas/runtimeScreen';
import { SCREEN_CONDITION_OPERATORS, type ScreenConditionOperator } from '@schemas/screenCondition';
import { CONDITION_OPERATORS, type ConditionOperator } from './vocabulary/dynamic';
import type { ActionDecl, BulkActionDecl, ColumnDecl, ResourceDecl, ShowFieldDecl } from './define';

/**
 * A screen an administrator built at run time as the engine's declaration (docs/screens.md#screens-built-at-run-time):
 * the same list renderer draws it as draws a TypeScript declaration, so column settings, saved views, deep links,
 * bulk actions and export come with it. Everything here is data: labels become the resource's texts (shown as
 * text), the calls are the source's own, and the actions are the source's declared mutations.
 */

/** A runtime screen's conditions use the evaluator's operators, all of them: a drift fails the type-check. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
true satisfies Same<ScreenConditionOperator, ConditionOperator>;
true satisfies Same<(typeof SCREEN_CONDITION_OPERATORS)['length'], (typeof CONDITION_OPERATORS)['length']>;

// The name lives beside the screens' addresses, so that the shell's titles do not take this module (and the
// declaration builder with it) into the signed-in script (docs/performance.md#what-the-browser-loads).
export { runtimeResourceName };

/** `/admin/log/{id}` (the OpenAPI way) as the engine's `/admin/log/:id`. */
const enginePath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export function runtimeResource(decl: ScreenDeclaration, source: ScreenSource): ResourceDecl {
  const name = runtimeResourceName(decl.key);
  const fields = new Map(source.fields.map((f) => [f.name, f]));
  const searched = new Map((decl.search ?? []).map((s, order) => [s.field, order]));
  const rangeOf = (field: string) => {
    const wanted = decl.search?.find((s) => s.field === field)?.operator === 'between';
    return wanted ? source.search.find((s) => s.field === field && s.operators.includes('between'))?.into : undefined;
  };
  const zh: Record<string, string> = {};
  const en: Record<string, string> = {};
  const enumOf = (field: string, labels?: { value: string; zh: string; en: string }[]) => {
    if (labels?.length) return defineEnum(labels);
    const values = fields.get(field)?.values;
    return values ? defineEnum(values.map((v) => ({ value: v, zh: v, en: v }))) : undefined;
  };
  const searchOf = (field: string, isEnum: boolean): ColumnDecl['search'] => {
    const order = searched.get(field);
    if (order === undefined) return undefined;
    const range = rangeOf(field);
    // A range of whole days: the first day from 00:00:00, the last to 23:59:59.
    if (range) return { widget: 'dateRange', into: range, wholeDays: true, order };
    return isEnum ? { widget: 'select', order } : { widget: 'input', maxLength: 64, order };
  };

  const columns: ColumnDecl[] = decl.columns.map((c) => {
    zh[c.field] = c.title.zh;
    en[c.field] = c.title.en;
    const type = c.type ?? (fields.get(c.field)?.type === 'enum' ? 'enum' : fields.get(c.field)?.type === 'datetime' ? 'datetime' : undefined);
    const isEnum = type === 'enum' || type === 'tag';
    return {
      field: c.field,
      type,
      width: c.width,
      ellipsis: c.width === undefined ? true : undefined,
      enum: isEnum ? enumOf(c.field, c.enumLabels) : undefined,
      search: searchOf(c.field, isEnum),
      // Sorted by the source's list call where the allow-list says it sorts by the field.
      sortable: source.sortable.includes(c.field) || undefined,
    } as ColumnDecl;
  });
  // A search field the table does not show is a search-only column.
  for (const field of searched.keys()) {
    if (decl.columns.some((c) => c.field === field)) continue;
    zh[field] ??= field;
    en[field] ??= field;
    const isEnum = fields.get(field)?.type === 'enum';
    columns.push({ key: field, hideInTable: true, enum: isEnum ? enumOf(field) : undefined, search: searchOf(field, isEnum) });
  }

  const api: ResourceDecl['api'] = { list: source.call.path };
  const actions: ActionDecl[] = [];
  const bulk: BulkActionDecl[] = [];
  const texts = {
    'zh-CN': { fields: zh, titles: { list: decl.title.zh } } as Record<string, unknown>,
    en: { fields: en, titles: { list: decl.title.en } } as Record<string, unknown>,
  };
  let showFields: ShowFieldDecl[] | undefined;
  if (decl.detail?.length) {
    showFields = decl.detail.map((field) => {
      zh[field] ??= field;
      en[field] ??= field;
      const column = columns.find((c) => c.field === field);
      return { field, type: column?.type ?? (fields.get(field)?.type === 'datetime' ? 'datetime' : undefined), enum: column?.enum };
    });
    actions.push({ key: 'show', kind: 'show' });
  }
  for (const action of decl.actions ?? []) {
    const mutation = source.mutations.find((m) => m.key === action.mutation);
    if (!mutation) continue;
    api.delete = { url: enginePath(mutation.path), method: 'delete' };
    const confirmKey = action.confirm?.zh || action.confirm?.en ? `${name}.confirm.${mutation.key}` : undefined;
    if (confirmKey) {
      (texts['zh-CN'].confirm ??= {}) as Record<string, string>;
      (texts['zh-CN'].confirm as Record<string, string>)[mutation.key] = action.confirm?.zh || action.confirm?.en || '';
      (texts.en.confirm ??= {}) as Record<string, string>;
      (texts.en.confirm as Record<string, string>)[mutation.key] = action.confirm?.en || action.confirm?.zh || '';
    }
    // Its condition is the evaluator's data over the row; a conditional action is not offered on ticked rows.
    actions.push({ key: 'delete', kind: 'delete', confirmKey, permission: mutation.permission ?? undefined, visible: action.visible });
    if (!action.visible) bulk.push({ key: 'delete', kind: 'delete', permission: mutation.permission ?? undefined });
  }
  if (decl.export && source.export) api.export = { url: source.export.path, method: 'post' };

  return {
    name,
    routes: { list: runtimeScreenPath(decl.key) },
    api,
    columns,
    actions,
    bulk: bulk.length ? bulk : undefined,
    showFields,
    messages: { delete: '删除成功' },
    pageSize: decl.pageSize,
    pageSizeOptions: [10, 20, 50, 100],
    defaultSort: decl.sort,
    importExport: decl.export && source.export ? { billType: source.export.billType, exportPermission: source.export.permission ?? undefined, layout: 'buttons' } : undefined,
    texts,
  };
}
