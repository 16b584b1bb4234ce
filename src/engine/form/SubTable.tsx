import { Button } from 'antd';
import { useCustom, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { SubTableDecl } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { tableColumnsOf } from '../list/tableColumns';
import { DataTable } from '@/engine/named/DataTable';
import { dynamic, scopeOf } from '../dynamic';

interface Props {
  decl: SubTableDecl<Record<string, unknown>>;
  record: Record<string, unknown> | undefined;
  /** The field's own rows, when the declaration fetches none. */
  value: unknown;
  namespace: string;
  /** A removable table's field takes its rows back without the one removed. */
  onChange?: (rows: Record<string, unknown>[]) => void;
  disabled?: boolean;
  /** Its rows are on their way (the labels they are shown with). */
  loading?: boolean;
}

/** Records related to the one edited: fetched for it (the employees of an account, by their ids), or the field's value. */
export function SubTable({ decl, record, value, namespace, onChange, disabled, loading }: Props) {
  const { t } = useTranslation();
  const source = decl.source;
  const body = source && record ? (dynamic(source.body, `subTable.${decl.rowKey}.source.body`, [record], scopeOf(record)) ?? null) : null;
  const post = (source?.method ?? 'post') === 'post';
  const { query } = useCustom<BaseRecord>({
    url: source?.url ?? '',
    method: post ? 'post' : 'get',
    config: post ? { payload: body as never } : { query: body as Record<string, unknown> },
    queryOptions: { enabled: body !== null && body !== undefined, retry: false },
    errorNotification: false,
  });
  const fetched = query.data?.data;
  const rows = (source ? (body === null ? [] : fetched) : value) as Record<string, unknown>[] | undefined;
  const list = Array.isArray(rows) ? rows : [];
  const removeColumn = (labelKey: string) => ({
    key: 'remove',
    title: t('table.actions'),
    render: (_: unknown, row: Record<string, unknown>) => (
      <Button type="link" size="small" danger onClick={() => onChange?.(list.filter((r) => r[decl.rowKey] !== row[decl.rowKey]))}>
        {t(labelKey)}
      </Button>
    ),
  });
  return (
    <DataTable<Record<string, unknown>>
      rowKey={decl.rowKey}
      size="small"
      loading={source ? query.isFetching : !!loading}
      data-testid={decl.testId}
      locale={decl.emptyKey ? { emptyText: t(decl.emptyKey) } : undefined}
      dataSource={list}
      pagination={list.length > 10 ? { pageSize: 10 } : false}
      columns={[...tableColumnsOf<Record<string, unknown>>(decl.columns, namespace, t, currentLanguage()), ...(decl.remove && !disabled ? [removeColumn(decl.remove.labelKey)] : [])]}
    />
  );
}
