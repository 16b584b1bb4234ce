import { useState } from 'react';
import { App } from 'antd';
import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl, RowActionDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { endpointUrl } from './useResourceForm';

export type OpenDialog = { kind: 'create' } | { kind: 'edit' | 'show'; row: BaseRecord } | null;

/**
 * The controller of a list's row actions: show and edit open the generated dialogs; delete and state changes
 * ask first, call the server, say the SPEC.md message and refresh the list.
 */
export function useRowActions(resource: ResourceDecl, refresh: () => void) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const dataProvider = useDataProvider()();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const titleOf = (row: BaseRecord) => String(row[resource.titleField ?? resource.columns[0]?.field ?? 'id'] ?? '');
  const idOf = (row: BaseRecord) => row[resource.idField ?? 'id'] as string | number;

  const call = async (action: RowActionDecl, row: BaseRecord) => {
    const busy = `${action.key}:${idOf(row)}`;
    setBusyKey(busy);
    try {
      if (action.kind === 'delete') {
        await dataProvider.deleteOne({ resource: resource.name, id: idOf(row), meta: { api: resource.api } });
        message.success(tm(action.success ?? resource.messages?.delete ?? '删除成功'));
      } else {
        const { url, method } = endpointUrl(resource, action.endpoint ?? action.key, row);
        const payload = action.body ? action.body(row) : { [resource.idField ?? 'id']: idOf(row) };
        await dataProvider.custom!({ url, method, payload, meta: {} });
        if (action.success) message.success(tm(action.success));
      }
      refresh();
    } catch {
      // The http client already showed the server's message; the row stays as it was.
    } finally {
      setBusyKey(null);
    }
  };

  const run = (action: RowActionDecl, row: BaseRecord) => {
    if (action.kind === 'show' || action.kind === 'edit') {
      setDialog({ kind: action.kind, row });
      return;
    }
    const content = t(action.confirmKey ?? `engine.confirm.${action.key}`, { name: titleOf(row), defaultValue: t('engine.confirm.default') });
    modal.confirm({
      title: t('engine.confirm.title'),
      content,
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      okButtonProps: { danger: action.danger ?? action.kind === 'delete' },
      onOk: () => call(action, row),
    });
  };

  return { dialog, setDialog, run, busyKey, idOf };
}
