import type { DataProvider } from '@refinedev/core';
import type { ColumnDecl, InlineEditDecl, ResourceDecl } from '@resources/define';
import { validateAll } from '../form/schemaRules';
import { endpointCall } from '../actions/endpointCall';
import { dynamic, scopeOf } from '../dynamic';
import type { useVersionedSave } from '../conflict/useVersionedSave';
import { versionOf } from '../conflict/version';

type Row = Record<string, unknown>;
type InlineColumn = ColumnDecl & { field: string; inline: InlineEditDecl<Row> };

/**
 * The check and the write of an in-place edit (docs/screens.md#inline-editing-and-the-keyboard-grid), loaded as the
 * first editor opens rather than with the list (docs/performance.md#what-the-browser-loads). The body sent is the row
 * as listed with the new value (or the column's own body); its version travels as If-Match, not in the body. It is
 * checked by the field's rule in the resource's update schema (the server's own): a refusal's message is the
 * field's, else the first one.
 */
export async function checkCell(resource: ResourceDecl, row: Row, col: InlineColumn, value: unknown): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  const { version: _listedAt, ...listed } = row;
  const body = col.inline.body ? (dynamic(col.inline.body, `columns.${col.field}.inline.body`, [row, value], scopeOf(row)) ?? {}) : { ...listed, [col.field]: value };
  const schemas = typeof resource.schema === 'function' ? await resource.schema() : resource.schema;
  const checked = validateAll(schemas?.update ?? schemas?.create, body as Row);
  if (checked.ok) return { ok: true, body };
  return { ok: false, message: checked.errors[col.field] ?? Object.values(checked.errors)[0] ?? '' };
}

/**
 * Saves a checked cell with the version its row was listed at; a stale one asks the conflict dialog about the
 * field written (a chosen value's own field, such as a city's id, rather than the label the column shows).
 */
export function writeCell(resource: ResourceDecl, dataProvider: DataProvider, save: ReturnType<typeof useVersionedSave>, row: Row, col: InlineColumn, body: unknown) {
  const { url, method } = endpointCall(resource, col.inline.endpoint, row);
  const field = col.inline.options ? col.inline.options.current : col.field;
  const idField = resource.idField ?? 'id';
  return save({
    payload: body,
    version: versionOf(row),
    send: (request) => dataProvider.custom!({ url, method, payload: body, meta: { request: { ignoreErrors: true, ...request } } }),
    conflict: { fields: [field], base: row, yours: body as Row, name: String(row[resource.titleField ?? idField] ?? '') },
  });
}
