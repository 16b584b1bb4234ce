
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
}

/** Records related to the one edited: fetched for it (the employees of an account, by their ids), or the field's value. */
export function SubTable({ decl, record, value, namespace }: Props) {
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
  return (
    <DataTable<Record<string, unknown>>
      rowKey={decl.rowKey}
      size="small"
      loading={source ? query.isFetching : false}
      dataSource={list}
      pagination={list.length > 10 ? { pageSize: 10 } : false}
      columns={tableColumnsOf(decl.columns, namespace, t, currentLanguage())}
    />
  );
}
