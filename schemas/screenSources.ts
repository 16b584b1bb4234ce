import type { z } from 'zod';
import { AUDIT_EXPORT_BILL_TYPE, AUDIT_PERMISSION, AUDIT_SORT_KEYS, auditFilterFields, auditRecordSchema } from './audit';
import { ERROR_LOG_SORT_KEYS, errorLogPageQuerySchema, errorLogRecordSchema, LOG_DELETE_PERMISSION } from './errorLog';
import { dateTimeText } from './reply';
import { conditionFields } from './screenCondition';
import { SCREEN_MSG, type ScreenDeclaration, type ScreenSource, type ScreenValueType, type SourceField } from './runtimeScreen';

/**
 * The sources a runtime screen may read (docs/screens.md#screens-built-at-run-time): an allow-list the server owns. Each
 * names a list call, and its fields, search fields and types are taken from that call's typed reply and query
 * schemas, never written again here, so a field the call stops answering leaves the allow-list with it.
 */

type Shape = Record<string, z.ZodType>;
interface ZodDef {
  type: string;
  innerType?: z.ZodType;
  entries?: Record<string, string>;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

/** A reply field's value type, from its zod schema (nullable and optional unwrapped). */
export function fieldTypeOf(schema: z.ZodType): Pick<SourceField, 'type' | 'values'> {
  let current = schema;
  for (let def = defOf(current); def.innerType && ['nullable', 'optional', 'default'].includes(def.type); def = defOf(current)) current = def.innerType;
  if (current === dateTimeText) return { type: 'datetime' };
  const def = defOf(current);
  switch (def.type) {
    case 'string':
      return { type: 'text' };
    case 'number':
    case 'int':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'enum':
      return { type: 'enum', values: Object.values(def.entries ?? {}) };
    default:
      return { type: 'json' };
  }
}

const fieldsOf = (shape: Shape): SourceField[] => Object.entries(shape).map(([name, schema]) => ({ name, ...fieldTypeOf(schema) }));

/** The query fields that search a field of the record by equality (paging and ranges are not fields). */
const searchOf = (query: Shape, record: Shape) =>
  Object.keys(query)
    .filter((name) => name in record)
    .map((field) => ({ field, operators: ['eq' as const] }));

/** The reply fields the list call sorts by (its `ascs` / `descs` keys), as the call's query schema declares them. */
const sortableOf = (keys: readonly string[], record: Shape) => keys.filter((key) => key in record);

/** The audit trail's query takes a range of its records' times as beginTime and endTime (whole days). */
const AUDIT_RANGE: readonly [keyof typeof auditFilterFields, keyof typeof auditFilterFields] = ['beginTime', 'endTime'];
const auditTimeRange = { field: 'createTime', operators: ['between' as const], into: [...AUDIT_RANGE] as [string, string] };

const LOG_PAGE_SHAPE = errorLogPageQuerySchema.shape as unknown as Shape;
const LOG_SHAPE = errorLogRecordSchema.shape as unknown as Shape;
const AUDIT_SHAPE = auditRecordSchema.shape as unknown as Shape;

export const SCREEN_SOURCES: ScreenSource[] = [
  {
    key: 'systemLog',
    title: { zh: '系统日志', en: 'System log' },
    call: { method: 'GET', path: '/admin/log/page' },
    fields: fieldsOf(LOG_SHAPE),
    search: searchOf(LOG_PAGE_SHAPE, LOG_SHAPE),
    sortable: sortableOf(ERROR_LOG_SORT_KEYS, LOG_SHAPE),
    export: null,
    mutations: [{ key: 'delete', kind: 'delete', method: 'DELETE', path: '/admin/log/{id}', permission: LOG_DELETE_PERMISSION }],
    access: 'Every signed-in user of the tenant reads its logs',
  },
  {
    key: 'auditTrail',
    title: { zh: '审计日志', en: 'Audit trail' },
    call: { method: 'GET', path: '/admin/audit/page' },
    fields: fieldsOf(AUDIT_SHAPE),
    search: [...searchOf(auditFilterFields as unknown as Shape, AUDIT_SHAPE), auditTimeRange],
    sortable: sortableOf(AUDIT_SORT_KEYS, AUDIT_SHAPE),
    export: { path: '/admin/audit/export', billType: AUDIT_EXPORT_BILL_TYPE, permission: AUDIT_PERMISSION.export },
    mutations: [],
    access: "The tenant's administrators only",
  },
];

export const findScreenSource = (key: string) => SCREEN_SOURCES.find((s) => s.key === key);

/** Value types a column may give a field of each source type. */
const TYPES_FOR: Record<SourceField['type'], ScreenValueType[]> = {
  text: ['text', 'enum', 'tag', 'date', 'datetime'],
  number: ['number', 'money', 'text', 'enum', 'tag'],
  datetime: ['datetime', 'date', 'text'],
  enum: ['enum', 'tag', 'text'],
  boolean: ['text', 'enum', 'tag'],
  json: ['json'],
};

export interface DeclarationIssue {
  path: (string | number)[];
  message: string;
}

/**
 * What a declaration names that its source does not offer: each issue points at the offending part
 * (`columns.2.field`), so the designer shows it at that field.
 */
export function checkAgainstSource(decl: ScreenDeclaration): DeclarationIssue[] {
  const source = findScreenSource(decl.source);
  if (!source) return [{ path: ['source'], message: SCREEN_MSG.unknownSource }];
  const issues: DeclarationIssue[] = [];
  const fields = new Map(source.fields.map((f) => [f.name, f]));
  decl.columns.forEach((column, i) => {
    const field = fields.get(column.field);
    if (!field) return issues.push({ path: ['columns', i, 'field'], message: SCREEN_MSG.unknownField });
    if (column.type && !TYPES_FOR[field.type].includes(column.type)) issues.push({ path: ['columns', i, 'type'], message: SCREEN_MSG.typeMismatch });
  });
  (decl.search ?? []).forEach((search, i) => {
    const accepted = source.search.find((s) => s.field === search.field);
    if (!accepted) issues.push({ path: ['search', i, 'field'], message: SCREEN_MSG.unknownSearch });
    else if (!accepted.operators.includes(search.operator)) issues.push({ path: ['search', i, 'operator'], message: SCREEN_MSG.operator });
  });
  if (decl.sort && !source.sortable.includes(decl.sort.field)) issues.push({ path: ['sort', 'field'], message: SCREEN_MSG.unknownSort });
  // The sort in force is shown on its column's header, and the user changes it there.
  else if (decl.sort && !decl.columns.some((c) => c.field === decl.sort!.field)) issues.push({ path: ['sort', 'field'], message: SCREEN_MSG.sortNotColumn });
  (decl.detail ?? []).forEach((name, i) => {
    if (!fields.has(name)) issues.push({ path: ['detail', i], message: SCREEN_MSG.unknownField });
  });
  if (decl.export && !source.export) issues.push({ path: ['export'], message: SCREEN_MSG.noExport });
  (decl.actions ?? []).forEach((action, i) => {
    if (!source.mutations.some((m) => m.key === action.mutation)) issues.push({ path: ['actions', i, 'mutation'], message: SCREEN_MSG.unknownMutation });
    for (const { field, path } of action.visible ? conditionFields(action.visible) : []) {
      if (!fields.has(field)) issues.push({ path: ['actions', i, 'visible', ...path], message: SCREEN_MSG.unknownField });
    }
  });
  return issues;
}
