import type { DataProvider } from '@refinedev/core';
import type { TFunction } from 'i18next';
import type { App } from 'antd';
import type { BulkActionDecl, DeclContext, ResourceDecl } from '@resources/define';
import { TASK_MSG } from '@schemas/taskConstants';
import { tm } from '@/providers/i18n';
import { AUDIT_BATCH_HEADER } from '@schemas/auditRevertConstants';
import { endpointCall } from '../actions/endpointCall';
import { exportBody, exportUrlOf, requestExport } from '../importExport/api';
import { staleOf, versionOf, type StaleWrite } from '../conflict/staleWrite';
import type { UndoMark, useUndo } from '../history/useUndo';
import { dynamic, scopeOf } from '../dynamic';
import { runEach, type BulkOutcome } from './runEach';
import type { RowSelection } from './useRowSelection';
import '../conflict/conflictTexts';
import '../list/tools/panelTexts';

type Row = Record<string, unknown>;

/** 32 hex characters: crypto.getRandomValues works on plain http too, where randomUUID does not. */
const newBatchId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** What a run takes from the list's hook (`useBulkRunner`), which stays on the list while this loads with the first run. */
export interface BulkRun {
  resource: ResourceDecl;
  ctx: DeclContext;
  selection: RowSelection;
  reload: () => void;
  t: TFunction;
  modal: ReturnType<typeof App.useApp>['modal'];
  message: ReturnType<typeof App.useApp>['message'];
  dataProvider: DataProvider;
  undo: ReturnType<typeof useUndo>;
  /** The ids of the result's two regions (`useId` of the hook). */
  failuresLabel: string;
  conflictsLabel: string;
  titleOf: (row: Row) => string;
}

/**
 * One run of a bulk action on the rows the user confirmed (docs/screens.md#operator-tools-on-every-list): calls once per row
 * (no toast per failure), each with a key of its own drawn from the run's (a retry never does a row twice) and the
 * version the row was listed at (docs/api.md, "Idempotency keys and versions"); then reloads the list, keeps only
 * the failed rows ticked and says how it went: a count when all succeeded, else the rows that failed and why (the
 * others stay done). Rows someone else changed since they were listed are named with who and when, and can still
 * be done over their new versions in the same run, so that undo takes back the whole action. An export goes
 * through the task machinery with the rows' ids. It loads when the first run is confirmed
 * (docs/performance.md#what-the-browser-loads).
 */
export function runBulk(run: BulkRun, action: BulkActionDecl, rows: Row[]): Promise<void> {
  const { resource, ctx, selection, reload, t, modal, message, dataProvider, undo, failuresLabel, conflictsLabel, titleOf } = run;
  const idField = resource.idField ?? 'id';

  /**
   * Every call of one run carries its batch, so that the trail reverts the run as one (docs/product.md#history-and-undo),
   * and a key of its own: the run's batch and the row (and `over`, for a row done again over a newer version).
   */
  const callFor = (action: BulkActionDecl, row: Row, batch: string, over?: StaleWrite): Promise<unknown> => {
    const headers = { [AUDIT_BATCH_HEADER]: batch };
    const request = {
      ignoreErrors: true,
      idempotencyKey: `${batch}-${String(row[idField])}${over ? `-over${String(versionOf(over.theirs))}` : ''}`,
      ifMatch: versionOf(over ? over.theirs : row),
      overwrite: over ? true : undefined,
    };
    if (action.kind === 'delete') {
      return dataProvider.deleteOne({ resource: resource.name, id: row[idField] as string, meta: { api: resource.api, request: { ...request, headers } } });
    }
    if (action.kind !== 'each') return Promise.resolve();
    const payload = action.body ? dynamic(action.body, `${resource.name}.bulk.${action.key}.body`, [row, ctx], scopeOf(row, ctx)) : { [idField]: row[idField] };
    const { url, method } = endpointCall(resource, action.endpoint, row);
    return dataProvider.custom!({ url, method, payload, headers, meta: { request } });
  };

  /** Who changed a row since it was listed, as the trail says. */
  const changedBy = (stale: StaleWrite) => {
    const last = stale.lastChange;
    if (!last) return t('conflict.whoUnknown');
    return t('conflict.bulkBy', { user: last.actualName ? `${last.actualName}（${last.username ?? ''}）` : (last.username ?? t('conflict.someone')), time: last.time });
  };

  /**
   * Says how a run went. `done` counts the rows done by the run so far (a second round over newer versions adds
   * to the first's); `batch` is the run's, which a second round keeps.
   */
  const report = (action: BulkActionDecl, outcomes: BulkOutcome<Row>[], mark: UndoMark, batch: string, doneBefore = 0) => {
    const failed = outcomes.filter((o) => !o.ok);
    const done = doneBefore + outcomes.length - failed.length;
    const stale = failed.flatMap((o) => {
      const write = staleOf(o.error);
      return write ? [{ row: o.item, write }] : [];
    });
    const others = failed.filter((o) => !staleOf(o.error));
    selection.keepOnly(failed.map((o) => o.item[idField] as string | number));
    reload();
    if (!failed.length) {
      undo.success(action.kind === 'each' && action.success ? tm(action.success) : t('tools.bulk.done', { count: done }), mark);
      return;
    }
    const content = (
      <div data-testid="bulk-result">
        {others.length ? (
          <>
            <p id={failuresLabel}>{t('tools.bulk.failures')}</p>
            {/* A long list scrolls: the region takes focus so that a keyboard user can scroll it (docs/product.md#accessibility-themes-and-narrow-screens). */}
            <div className="bulk-failures" tabIndex={0} role="region" aria-labelledby={failuresLabel}>
              <ul>
                {others.map((o) => (
                  <li key={String(o.item[idField])}>
                    <strong>{titleOf(o.item)}</strong>: {o.reason}
                  </li>
                ))}
              </ul>
            </div>
          </>
        ) : null}
        {stale.length ? (
          <>
            <p id={conflictsLabel}>{t('conflict.bulkConflicts')}</p>
            <div className="bulk-failures" tabIndex={0} role="region" aria-labelledby={conflictsLabel} data-testid="bulk-conflicts">
              <ul>
                {stale.map(({ row, write }) => (
                  <li key={String(row[idField])}>
                    <strong>{titleOf(row)}</strong>: {changedBy(write)}
                  </li>
                ))}
              </ul>
            </div>
          </>
        ) : null}
      </div>
    );
    const title = t('tools.bulk.partial', { done, failed: failed.length });
    if (!stale.length) {
      modal.warning({ title, width: 520, content, okText: t('buttons.confirm') });
      return;
    }
    // The rows someone changed since can still be done, over their new versions, in the same run (one undo).
    modal.confirm({
      title,
      width: 560,
      content,
      okText: t('conflict.bulkApplyMine'),
      cancelText: t('engine.close'),
      onOk: async () => {
        const again = await runEach(stale, ({ row, write }) => callFor(action, row, batch, write));
        report(
          action,
          again.map((o) => ({ ...o, item: o.item.row })),
          mark,
          batch,
          done,
        );
      },
    });
  };

  const execute = async () => {
    try {
      if (action.kind === 'export') {
        const url = exportUrlOf(resource);
        const billType = resource.importExport?.billType;
        if (!url || !billType) return;
        const reply = await requestExport(url, { ...exportBody([], billType), ids: rows.map((r) => r[idField]) });
        message.success(tm(reply.msg ?? TASK_MSG.exportStarted));
        return;
      }
      const mark = undo.mark();
      const batch = newBatchId();
      report(action, await runEach(rows, (row) => callFor(action, row, batch)), mark, batch);
    } catch {
      // The http client has shown why the export was refused.
    }
  };
  return execute();
}
