import { Modal } from 'antd';
import { useCustom, type BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl, TableDialogDecl } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { tableColumnsOf } from '../list/tableColumns';
import { DataTable } from '@/engine/named/DataTable';
import { dynamic, scopeOf } from '../dynamic';

interface Props {
  resource: ResourceDecl;
  decl: TableDialogDecl<Record<string, unknown>>;
  row: Record<string, unknown>;
  onClose: () => void;
}

/** A read-only table in a dialog, fed by a call made for the record (the pre-locked amounts of an account). */
export default function TableDialog({ resource, decl, row, onClose }: Props) {
  const { t } = useTranslation();
  const { query } = useCustom<BaseRecord>({
    url: decl.url,
    method: 'get',
    config: { query: dynamic(decl.query, `${resource.name}.${decl.titleKey}.query`, [row], scopeOf(row)) },
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const data = query.data?.data as Record<string, unknown> | Record<string, unknown>[] | undefined;
  const rows = (decl.rowsField ? (data as Record<string, unknown> | undefined)?.[decl.rowsField] : data) as Record<string, unknown>[] | undefined;
  return (
    <Modal open title={t(decl.titleKey)} onCancel={onClose} footer={null} width={decl.width ?? 720} destroyOnHidden>
      <DataTable<Record<string, unknown>>
        rowKey={decl.rowKey}
        size="small"
        loading={query.isFetching}
        dataSource={Array.isArray(rows) ? rows : []}
        pagination={false}
        columns={tableColumnsOf(decl.columns, resource.name, t, currentLanguage())}
      />
    </Modal>
  );
}
