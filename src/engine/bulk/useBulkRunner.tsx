import { useId, useState } from 'react';
import { App } from 'antd';
import { useDataProvider } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { BulkActionDecl, DeclContext, ResourceDecl } from '@resources/define';
import type { RowSelection } from './useRowSelection';
import { useUndo } from '../history/useUndo';
import { loadForAction } from '../loadForAction';

type Row = Record<string, unknown>;

/** The label of a bulk action: the resource's own, else the common one of its key. */
export function useBulkLabel(resource: ResourceDecl) {
  const { t } = useTranslation();
  return (action: BulkActionDecl) => t(action.labelKey ?? `${resource.name}.actions.${action.key}`, { defaultValue: t(`buttons.${action.key}`) });
}

/**
 * Runs a bulk action on the ticked rows (docs/screens.md#operator-tools-on-every-list): asks first, naming the count; the run itself
 * (`runBulk`) loads when the user confirms, the OK button spinning meanwhile. It calls once per row (no
 * toast per failure), each with a key of its own drawn from the run's (a retry never does a row twice) and the
 * version the row was listed at (docs/api.md, "Idempotency keys and versions"); then reloads the list, keeps only
 * the failed rows ticked and says how it went: a count when all succeeded, else the rows that failed and why (the
 * others stay done). Rows someone else changed since they were listed are named with who and when, and can still
 * be done over their new versions in the same run, so that undo takes back the whole action. An export goes
 * through the task machinery with the rows' ids.
 */
export function useBulkRunner(resource: ResourceDecl, ctx: DeclContext, selection: RowSelection, reload: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const dataProvider = useDataProvider()();
  const labelOf = useBulkLabel(resource);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const idField = resource.idField ?? 'id';
  const titleOf = (row: Row) => String(row[resource.titleField ?? resource.columns?.[0]?.field ?? idField] ?? row[idField] ?? '');
  const undo = useUndo(reload);
  const failuresLabel = useId();
  const conflictsLabel = useId();

  const execute = async (action: BulkActionDecl, rows: Row[]) => {
    setBusyKey(action.key);
    try {
      const loaded = await loadForAction(() => import('./runBulk'), message, t);
      await loaded?.runBulk({ resource, ctx, selection, reload, t, modal, message, dataProvider, undo, failuresLabel, conflictsLabel, titleOf }, action, rows);
    } finally {
      setBusyKey(null);
    }
  };

  const run = (action: BulkActionDecl) => {
    const rows = selection.rows;
    if (!rows.length) return;
    modal.confirm({
      title: t('tools.bulk.confirmTitle'),
      content: t('tools.bulk.confirm', { count: rows.length, action: labelOf(action) }),
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      okButtonProps: { danger: action.danger ?? action.kind === 'delete' },
      onOk: () => execute(action, rows),
    });
  };

  return { run, busyKey, labelOf };
}
