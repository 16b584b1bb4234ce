import { useState } from 'react';
import { Card, Col, DatePicker, Empty, Row, Select, Space, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useGo } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import { accountScopeEnum, type Account } from '@schemas/account';
import type { AccountSubject, SubjectOverview } from '@schemas/accountSubject';
import { formatMoney } from '@schemas/money';
import { tm } from '@/providers/i18n';
import { LIST_FAILED_MESSAGE } from '@/providers/httpMessages';
import { ACCOUNT_API, ACCOUNT_ROUTES } from '../shared/api';
import { enumLabel } from '../shared/enumLabel';
import { Money } from '../shared/money';
import { StatusTag } from '../shared/StatusTag';
import { useAccountQuery } from '../shared/useAccountQuery';
import { PAGE_SIZE_OPTIONS } from '../shared/useAccountList';
import { useCustom } from '@refinedev/core';
import '../shared/accountCenter.css';

type OverviewReply = SubjectOverview & { records: Account[]; total: number };

/** Subject account overview (SPEC.md section 2): header counts and totals, and the accounts without actions. */
export default function AccountViewDetailPage() {
  const { t } = useTranslation();
  const go = useGo();
  const [params] = useSearchParams();
  const subjectId = params.get('subjectId');
  const tenantId = params.get('tenantId');
  const [page, setPage] = useState({ current: 1, size: 10 });
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const subjects = useCustom<{ records: AccountSubject[] }>({
    url: ACCOUNT_API.subjectList,
    method: 'post',
    config: { payload: { current: 1, size: 200 } },
    errorNotification: false,
  });
  const overview = useAccountQuery<OverviewReply>(
    ACCOUNT_API.overview(subjectId ?? '', tenantId ?? ''),
    {
      ...page,
      startTime: range?.[0]?.format('YYYY-MM-DD'),
      endTime: range?.[1]?.format('YYYY-MM-DD'),
    },
    Boolean(subjectId && tenantId),
  );
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  const data = overview.data;
  const subjectOptions = ((subjects.query.data?.data as unknown as { records?: AccountSubject[] } | undefined)?.records ?? []).map((s) => ({
    value: `${s.id}:${s.tenantId}`,
    label: `${s.subjectName}（${s.subjectNo}）`,
  }));

  const columns: ColumnsType<Account> = [
    { dataIndex: 'accountNo', title: f('accountNo') },
    { dataIndex: 'accountName', title: f('accountName') },
    { dataIndex: 'accountTypeName', title: f('accountTypeName'), render: (v) => v ?? '-' },
    { dataIndex: 'accountScope', title: f('accountScope'), render: (v) => enumLabel(accountScopeEnum, v) },
    { dataIndex: 'accountNum', title: f('accountNum'), align: 'right', render: (v) => <Money value={v} /> },
    { dataIndex: 'creditNum', title: f('creditNum'), align: 'right', render: (v) => <Money value={v} /> },
    { dataIndex: 'status', title: f('status'), render: (v) => <StatusTag status={v} /> },
    { dataIndex: 'createTime', title: f('createTime') },
  ];

  return (
    <div className="ac-page">
      <Card variant="borderless">
        <Space wrap>
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: 360 }}
            loading={subjects.query.isFetching}
            value={subjectId && tenantId ? `${subjectId}:${tenantId}` : undefined}
            placeholder={t('common.pleaseSelect', { label: f('subjectName') })}
            options={subjectOptions}
            onChange={(v: string) => {
              const [id, tenant] = v.split(':');
              setPage({ current: 1, size: page.size });
              go({ to: ACCOUNT_ROUTES.overview, query: { subjectId: id, tenantId: tenant }, type: 'replace' });
            }}
          />
          <DatePicker.RangePicker value={range} onChange={(v) => setRange(v as [Dayjs | null, Dayjs | null] | null)} />
        </Space>
      </Card>
      <Card variant="borderless" title={data?.subjectName ?? t('accountCenter.titles.overview')} loading={overview.loading && !data}>
        <Row gutter={16} className="ac-stat-row">
          <Col span={4}><Statistic title={f('accountSum')} value={data?.accountSum ?? 0} /></Col>
          <Col span={6}><Statistic title={f('totalBalance')} value={formatMoney(data?.accountNum ?? '0')} /></Col>
          <Col span={4}><Statistic title={f('enableSum')} value={data?.enableSum ?? 0} /></Col>
          <Col span={4}><Statistic title={f('disabledSum')} value={data?.disabledSum ?? 0} /></Col>
          <Col span={4}><Statistic title={f('freezeSum')} value={data?.freezeSum ?? 0} /></Col>
        </Row>
      </Card>
      <Card variant="borderless">
        <Table<Account>
          rowKey="id"
          size="middle"
          loading={overview.loading}
          dataSource={data?.records ?? []}
          columns={columns}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: page.current,
            pageSize: page.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
            showTotal: (total) => t('table.total', { total }),
            onChange: (current, size) => setPage({ current, size }),
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={overview.error ? overview.error.message || tm(LIST_FAILED_MESSAGE) : t('table.empty')}
              />
            ),
          }}
        />
      </Card>
    </div>
  );
}
