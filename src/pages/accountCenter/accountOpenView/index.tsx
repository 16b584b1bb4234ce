import { useState } from 'react';
import { Button, Card, Empty, Form, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useGo } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { accountStatusEnum } from '@schemas/account';
import { subjectTypeEnum, type AccountSubject } from '@schemas/accountSubject';
import { tm } from '@/providers/i18n';
import { LIST_FAILED_MESSAGE } from '@/providers/httpMessages';
import { ACCOUNT_ROUTES } from '../shared/api';
import { enumLabel, enumOptions } from '../shared/enumLabel';
import { Money } from '../shared/money';
import { StatusTag } from '../shared/StatusTag';
import { ImportExportDropdown } from '@/engine/importExport/ImportExportDropdown';
import { StatusToggle } from '../shared/StatusToggle';
import { useSubjects } from './useSubjects';
import { subjectTasks } from './subjectTasks';
import { OpenSubjectDialog } from './OpenSubjectDialog';
import '../shared/accountCenter.css';
import { SearchButtons } from '../shared/SearchButtons';
import { SelectSearch, TextSearch } from '../shared/SearchFields';

/** Account opening view: the subjects with their parent account, and the ways into their accounts. */
export default function AccountOpenViewPage() {
  const { t } = useTranslation();
  const go = useGo();
  const list = useSubjects();
  const [opening, setOpening] = useState(false);
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  const a = (k: string) => t(`accountCenter.actions.${k}`);

  const columns: ColumnsType<AccountSubject> = [
    { dataIndex: 'subjectNo', title: f('subjectNo') },
    { dataIndex: 'subjectName', title: f('subjectName'), ellipsis: true },
    { dataIndex: 'subjectType', title: f('subjectType'), render: (v) => enumLabel(subjectTypeEnum, v) },
    { dataIndex: 'tenantName', title: f('tenantName'), ellipsis: true },
    { dataIndex: 'accountName', title: f('accountName') },
    { dataIndex: 'accountNo', title: f('accountNo') },
    { dataIndex: 'configNames', title: f('configNames'), ellipsis: true },
    { dataIndex: 'accountNum', title: f('accountNum'), align: 'right', render: (v) => <Money value={v} /> },
    { dataIndex: 'childCount', title: f('childCount'), align: 'right' },
    { dataIndex: 'status', title: f('status'), render: (v) => <StatusTag status={v} /> },
    { dataIndex: 'createTime', title: f('createTime'), width: 170 },
    {
      key: 'actions',
      title: t('table.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => go({ to: ACCOUNT_ROUTES.child, query: { id: row.accountId, tenantId: row.tenantId } })}>
            {a('children')}
          </Button>
          <Button type="link" size="small" onClick={() => go({ to: ACCOUNT_ROUTES.overview, query: { subjectId: row.id, tenantId: row.tenantId } })}>
            {a('overview')}
          </Button>
          <StatusToggle status={row.status} loading={list.toggling} onConfirm={() => list.toggle(row)} />
        </Space>
      ),
    },
  ];

  return (
    <div className="ac-page">
      <Card variant="borderless">
        <Form {...list.searchFormProps} layout="inline" className="ac-search">
          <TextSearch name="subjectName" label={f('subjectName')} maxLength={100} />
          <SelectSearch name="subjectType" label={f('subjectType')} options={enumOptions(subjectTypeEnum)} />
          <SelectSearch name="status" label={f('status')} options={enumOptions(accountStatusEnum)} />
          <SearchButtons loading={list.loading} onReset={list.reset} />
        </Form>
      </Card>
      <Card
        variant="borderless"
        title={t('accountCenter.titles.openView')}
        extra={
          <Space>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpening(true)}>
              {a('openSubject')}
            </Button>
            {/* The search as last applied: the export holds exactly the rows the table lists. */}
            <ImportExportDropdown resource={subjectTasks} filters={list.filters} />
          </Space>
        }
      >
        <Table<AccountSubject>
          {...list.tableProps}
          columns={columns}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.error ? list.error.message || tm(LIST_FAILED_MESSAGE) : t('table.empty')} />,
          }}
        />
      </Card>
      <OpenSubjectDialog
        open={opening}
        onClose={() => setOpening(false)}
        onDone={() => {
          setOpening(false);
          void list.refetch();
        }}
      />
    </div>
  );
}
