import type { DataProvider } from '@refinedev/core';
import type { ActionDecl, DeclContext, ReloadTarget, ResourceDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { endpointCall } from './endpointCall';
import { dynamic, scopeOf } from '../dynamic';
import type { useUndo } from '../history/useUndo';
import type { useVersionedSave } from '../conflict/useVersionedSave';
import { versionOf } from '../conflict/version';

type Row = Record<string, unknown>;

/** What a change of a row needs of the page's action runner. */
export interface ActionCallPage {
  resource: ResourceDecl;
  ctx: DeclContext;
  dataProvider: DataProvider;
  save: ReturnType<typeof useVersionedSave>;
  undo: ReturnType<typeof useUndo>;
  idOf: (row: Row | undefined) => string | number | undefined;
  titleOf: (row: Row | undefined) => string;
  reload: (targets?: ReloadTarget[]) => void;
}

/**
 * A change of the row (a delete, a status change, a mutation), loaded when the user confirms it rather than with
 * the list (docs/performance.md#what-the-browser-loads): with the action's idempotency key and the version the row
 * was listed at (docs/api.md, "Idempotency keys and versions"); a stale version asks the conflict dialog: keep
 * theirs reloads the list, apply mine on top does it anyway over the newer version, go on editing leaves it.
 * `answered` is called when the server answered stale, before the conflict dialog opens.
 */
export async function actionCall(page: ActionCallPage, action: ActionDecl, row: Row | undefined, answered?: () => void) {
  const { resource, ctx, dataProvider, save, undo, idOf, titleOf, reload } = page;
  const mark = undo.mark();
  let outcome;
  if (action.kind === 'delete') {
    const changed = Object.keys(row ?? {});
    outcome = await save({
      payload: { delete: idOf(row) },
      version: versionOf(row),
      send: (request) => dataProvider.deleteOne({ resource: resource.name, id: idOf(row)!, meta: { api: resource.api, request } }),
      conflict: row ? { fields: changed, base: row, yours: row, name: titleOf(row), editMeans: 'nothing' } : undefined,
      beforeAsk: answered,
    });
    if (outcome.kind === 'saved') undo.success(tm(action.success ?? resource.messages?.delete ?? '删除成功'), mark);
  } else if (action.kind === 'mutation' || action.kind === 'status') {
    const payload = action.body ? dynamic(action.body, `${resource.name}.actions.${action.key}.body`, [row, ctx], scopeOf(row, ctx)) : { [resource.idField ?? 'id']: idOf(row) };
    const { url, method } = endpointCall(resource, action.endpoint, row ?? {});
    const fields = Object.keys((payload ?? {}) as Row).filter((k) => row && k in row && k !== (resource.idField ?? 'id') && k !== 'version' && k !== 'tenantId');
    outcome = await save({
      payload,
      version: versionOf(row),
      send: (request) => dataProvider.custom!({ url, method, payload, meta: { request } }),
      conflict: row ? { fields, base: row, yours: { ...row, ...(payload as Row) }, name: titleOf(row), editMeans: 'nothing' } : undefined,
      beforeAsk: answered,
    });
    if (outcome.kind === 'saved' && action.success) undo.success(tm(action.success), mark);
  }
  // Done, or the other person's change kept: the list shows the record as it now stands.
  if (!outcome || outcome.kind === 'saved' || outcome.kind === 'theirs') reload(action.reload);
}
