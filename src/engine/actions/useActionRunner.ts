import { useState } from 'react';
import { App } from 'antd';
import { useDataProvider, useGo, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ActionDecl, DeclContext, DialogPluginName, FormDialogDecl, ReloadTarget, ResourceDecl, TableDialogDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { rememberRecord } from '../recentRecords';
import { searchColumnsOf, searchNameOf } from '../list/searchQuery';
import { useFocusReturn } from '../a11y';
import { loadForAction } from '../loadForAction';
import { useUndo } from '../history/useUndo';
import { dynamic, scopeOf } from '../dynamic';
import { useVersionedSave } from '../conflict/useVersionedSave';

type Row = Record<string, unknown>;

/** The dialog an action opened, with the record it opened for. */
export type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'show'; row: Row }
  | { kind: 'plugin'; name: DialogPluginName; row?: Row; reload: ReloadTarget[] }
  | { kind: 'form'; decl: FormDialogDecl<Row, Record<string, unknown>, string>; row?: Row; reload: ReloadTarget[] }
  | { kind: 'table'; decl: TableDialogDecl<Row>; row: Row; reload: ReloadTarget[] }
  | null;

/** What a page reloads after an action: its list and header; a master/detail page its tree too. */
export type Reloaders = Record<'list' | 'header', () => void> & Partial<Record<ReloadTarget, () => void>>;

/**
 * Runs the actions of a page, whatever their kind: navigate, open a dialog (generated, declared, bespoke by
 * name, or a table), call the server after asking (mutation, status, delete), download. Afterwards it reloads
 * what the action names (the list by default).
 */
export function useActionRunner(resource: ResourceDecl, ctx: DeclContext, reloaders: Reloaders) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const go = useGo();
  const dataProvider = useDataProvider()();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  useFocusReturn(dialog !== null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const idOf = (row: Row | undefined) => (row ? (row[resource.idField ?? 'id'] as string | number) : undefined);
  const titleOf = (row: Row | undefined) => String(row?.[resource.titleField ?? resource.columns?.[0]?.field ?? 'id'] ?? '');
  const reload = (targets: ReloadTarget[] = ['list']) => targets.forEach((target) => reloaders[target]?.());
  const undo = useUndo(() => reload(['list']));
  const save = useVersionedSave(resource);

  /**
   * Remembers a record the user opened (the command palette's recent records): a page for the record, or for a
   * dialog the list searched for its title (when the title is a text search of the list).
   */
  const remember = (action: ActionDecl, record: Row | undefined, to: string | null) => {
    const title = titleOf(record);
    if (!record || !title || !to) return;
    const label = t(action.labelKey ?? `${resource.name}.actions.${action.key}`, { defaultValue: t(`buttons.${action.key}`) });
    rememberRecord(`${t(`${resource.name}.titles.list`)} · ${title} · ${label}`, to);
  };
  const listLinkOf = (record: Row | undefined) => {
    const titleField = resource.titleField ?? resource.columns?.[0]?.field;
    const column = searchColumnsOf(resource).find((c) => columnKey(c) === titleField && c.search.widget === 'input' && !c.search.route);
    const list = resource.routes.list;
    return column && list && record ? `${list}?${new URLSearchParams({ [`q.${searchNameOf(column)}`]: titleOf(record) }).toString()}` : null;
  };

  /**
   * A change of the row (a delete, a status change, a mutation): its code (actionCall.ts) loads when the user
   * confirms (docs/performance.md#what-the-browser-loads), the row's button and the confirmation's OK spinning
   * meanwhile. `answered` is called when the server answered stale, before the conflict dialog opens (the
   * confirmation that waits on the call closes then, instead of staying over the conflict dialog).
   */
  const call = async (action: ActionDecl, row: Row | undefined, answered?: () => void) => {
    setBusyKey(`${action.key}:${idOf(row) ?? ''}`);
    try {
      const loaded = await loadForAction(() => import('./actionCall'), message, t);
      await loaded?.actionCall({ resource, ctx, dataProvider, save, undo, idOf, titleOf, reload }, action, row, answered);
    } finally {
      setBusyKey(null);
    }
  };

  const run = (action: ActionDecl, row?: BaseRecord) => {
    const record = row as Row | undefined;
    switch (action.kind) {
      case 'navigate': {
        const query = dynamic(action.query, `${resource.name}.actions.${action.key}.query`, [record, ctx], scopeOf(record, ctx));
        go({ to: action.to, query });
        const search = new URLSearchParams(
          Object.entries(query ?? {})
            .filter(([, v]) => v !== undefined && v !== null)
            .map(([k, v]) => [k, String(v)]),
        ).toString();
        remember(action, record, `${action.to}${search ? `?${search}` : ''}`);
        return;
      }
      case 'create':
        setDialog({ kind: 'create' });
        return;
      case 'show':
      case 'edit':
        if (record) setDialog({ kind: action.kind, row: record });
        if (action.kind === 'show') remember(action, record, listLinkOf(record));
        return;
      case 'dialog': {
        const d = action.dialog;
        const reloadTargets = action.reload ?? ['list'];
        if ('plugin' in d) setDialog({ kind: 'plugin', name: d.plugin, row: record, reload: reloadTargets });
        else if ('form' in d) setDialog({ kind: 'form', decl: d.form as never, row: record, reload: reloadTargets });
        else if (record) setDialog({ kind: 'table', decl: d.table as never, row: record, reload: reloadTargets });
        return;
      }
      case 'download': {
        const at = `${resource.name}.actions.${action.key}`;
        const url = record ? dynamic(action.url, `${at}.url`, [record], scopeOf(record, ctx)) : null;
        if (!url) return;
        setBusyKey(`${action.key}:${idOf(record) ?? ''}`);
        // The download's call loads with the first one (docs/performance.md#what-the-browser-loads).
        loadForAction(() => import('../importExport/api'), message, t)
          .then((api) => api?.downloadFile(url, dynamic(action.fileName, `${at}.fileName`, [record], scopeOf(record, ctx)) ?? ''))
          .catch(() => undefined) // the http client has shown why
          .finally(() => setBusyKey(null));
        return;
      }
      default: {
        if (action.kind === 'mutation' && action.noConfirm) {
          void call(action, record);
          return;
        }
        const confirmKey = 'confirmKey' in action && action.confirmKey ? action.confirmKey : `engine.confirm.${action.key}`;
        modal.confirm({
          title: t('engine.confirm.title'),
          content: t(confirmKey, { name: titleOf(record), defaultValue: t('engine.confirm.default') }),
          okText: t('buttons.confirm'),
          cancelText: t('buttons.cancel'),
          okButtonProps: { danger: action.danger ?? action.kind === 'delete' },
          // The confirmation shows the call under way, and closes once it is done or the conflict dialog opens.
          onOk: () => new Promise<void>((resolve) => void call(action, record, resolve).finally(resolve)),
        });
      }
    }
  };

  return { dialog, setDialog, run, busyKey, idOf, reload };
}

export type ActionRunner = ReturnType<typeof useActionRunner>;
