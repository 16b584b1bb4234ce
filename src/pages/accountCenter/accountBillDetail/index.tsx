import { Button, Card, DatePicker, Empty, Form, Space, Table, Tag } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { EXCHANGE_GROUPS, FLOW_EXPORT_BILL_TYPE, flowSubjectTypeEnum, flowTypeEnum } from '@schemas/accountFlow';
import { accountKindEnum } from '@schemas/account';
import { currentLanguage, tm } from '@/providers/i18n';
import { LIST_FAILED_MESSAGE } from '@/providers/httpMessages';
import { ACCOUNT_API } from '../shared/api';
import { enumLabel, enumOptions } from '../shared/enumLabel';
import { Money } from '../shared/money';
import { SearchButtons } from '../shared/SearchButtons';
import { SelectSearch, TextSearch } from '../shared/SearchFields';
import { useAccountQuery } from '../shared/useAccountQuery';
import TaskLogDialog from '@/engine/importExport/TaskLogDialog';
import { useFlows, type FlowRow } from './useFlows';
import '../shared/accountCenter.css';

interface Option {
  id: number;
  name?: string;
  accountTypeName?: string;
}

/** Account flow detail (SPEC.md sections 2 and 3): search by the flow fields, table, export. */
export default function AccountBillDetailPage() {
  const { t } = useTranslation();
  const flows = useFlows();
  const [logOpen, setLogOpen] = useState(false);
  const tenants = useAccountQuery<Option[]>(ACCOUNT_API.tenants);
  const types = useAccountQuery<Option[]>(ACCOUNT_API.accountTypes);
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  const en = currentLanguage() === 'en';
  const exchangeOptions = EXCHANGE_GROUPS.map((g) => ({
    label: en ? g.en : g.zh,
    title: g.key,
    options: enumOptions(g.enum),
  }));

  const columns: ColumnsType<FlowRow> = [
    { dataIndex: 'flowDate', title: f('flowDate'), width: 170 },
    { dataIndex: 'accountNo', title: f('accountNo') },
    { dataIndex: 'accountName', title: f('accountName') },
    { dataIndex: 'subjectName', title: f('subjectName') },
    { dataIndex: 'subjectType', title: f('subjectType'), render: (v) => enumLabel(flowSubjectTypeEnum, v) },
    { dataIndex: 'accountTypeName', title: f('accountTypeName'), render: (v) => v ?? '-' },
    { dataIndex: 'accountScopeStr', title: f('accountScope') },
    { dataIndex: 'accountKind', title: f('accountKind'), render: (v) => (v ? enumLabel(accountKindEnum, v) : '-') },
    {
      dataIndex: 'exchangeTypeStr',
      title: f('exchangeTypeStr'),
      render: (_, row) => <Tag color={row.flowType === 1 ? 'green' : 'orange'}>{tm(row.exchangeTypeStr)}</Tag>,
    },
    { dataIndex: 'totalExchangeNum', title: f('totalExchangeNum'), align: 'right', render: (v) => <Money value={v} /> },
    { dataIndex: 'afterCreditNum', title: f('afterCreditNum'), align: 'right', render: (v) => <Money value={v} /> },
    { dataIndex: 'totalNum', title: f('totalNum'), align: 'right', render: (v) => <Money value={v} /> },
  ];

  return (
    <div className="ac-page">
      <Card variant="borderless">
        <Form {...flows.searchFormProps} layout="inline" className="ac-search">
          <Form.Item name="dateRange" label={f('dateRange')}>
            <DatePicker.RangePicker />
          </Form.Item>
          <SelectSearch
            name="tenantId"
            label={f('tenant')}
            loading={tenants.loading}
            options={(tenants.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
          />
          <SelectSearch
            name="accountTypeId"
            label={f('accountTypeId')}
            loading={types.loading}
            options={(types.data ?? []).map((x) => ({ value: x.id, label: x.accountTypeName }))}
          />
          <TextSearch name="accountNo" label={f('accountNo')} maxLength={32} />
          <TextSearch name="subjectNo" label={f('subjectNo')} maxLength={32} />
          <SelectSearch name="subjectType" label={f('subjectType')} options={enumOptions(flowSubjectTypeEnum)} />
          <SelectSearch name="flowType" label={f('flowType')} options={enumOptions(flowTypeEnum)} />
          <SelectSearch name="exchangeType" label={f('exchangeType')} options={exchangeOptions} />
          <SearchButtons loading={flows.loading} onReset={flows.reset} />
        </Form>
      </Card>
      <Card
        variant="borderless"
        title={t('accountCenter.titles.flows')}
        extra={
          <Space>
            <Button icon={<DownloadOutlined />} onClick={flows.exportFlows} loading={flows.exporting} disabled={flows.exporting}>
              {t('buttons.export')}
            </Button>
            <Button onClick={() => setLogOpen(true)}>{t('importExport.menu.exportLog')}</Button>
          </Space>
        }
      >
        <TaskLogDialog kind="export" open={logOpen} onClose={() => setLogOpen(false)} billType={FLOW_EXPORT_BILL_TYPE} />
        <Table<FlowRow>
          {...flows.tableProps}
          rowKey="flowMetaId"
          pagination={{ ...flows.tableProps.pagination, showLessItems: true, showQuickJumper: true }}
          columns={columns}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={flows.error ? flows.error.message || tm(LIST_FAILED_MESSAGE) : t('table.empty')} />
            ),
          }}
        />
      </Card>
    </div>
  );
}
