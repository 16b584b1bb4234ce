import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Form, Space, Table } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useGo } from '@refinedev/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountScopeEnum, accountStatusEnum, type Account } from '@schemas/account';
import { addMoney } from '@schemas/money';
import { tm } from '@/providers/i18n';
import { LIST_FAILED_MESSAGE } from '@/providers/httpMessages';
import { ACCOUNT_ROUTES } from '../shared/api';
import { clearChildDraft, clearChosenPeople } from '../shared/chosenPeople';
import { enumLabel, enumOptions } from '../shared/enumLabel';
import { Money } from '../shared/money';
import { StatusTag } from '../shared/StatusTag';
import { StatusToggle } from '../shared/StatusToggle';
import { DealLockDialog } from './DealLockDialog';
import { ParentHeader } from './ParentHeader';
import { PermissionDialog } from './PermissionDialog';
import { RechargeDialog } from './RechargeDialog';
import { useChildAccounts } from './useChildAccounts';
import { useParentAccount } from './useParentAccount';
import '../shared/accountCenter.css';
import { SearchButtons } from '../shared/SearchButtons';
import { SelectSearch, TextSearch } from '../shared/SearchFields';

/** Child account list (SPEC.md section 2): parent header, search, table, row actions and dialogs. */
export default function ChildAccountPage() {
  const { t } = useTranslation();
  const go = useGo();
  const [params] = useSearchParams();
  const parentId = params.get('id');
  const tenantId = params.get('tenantId');
  const parent = useParentAccount(parentId, tenantId);
  const list = useChildAccounts(parentId, tenantId);
  const [recharging, setRecharging] = useState<Account | null>(null);
  const [permission, setPermission] = useState<Account | null>(null);
  const [locks, setLocks] = useState<Account | null>(null);
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  const a = (k: string) => t(`accountCenter.actions.${k}`);

  const openEdit = (row: Account, type: 1 | 2) =>
    go({
      to: type === 1 ? ACCOUNT_ROUTES.editChild : ACCOUNT_ROUTES.detailChild,
      query: { id: row.id, parentId, tenantId: row.tenantId, type, subjectId: row.subjectId, subjectNo: row.subjectNo },
    });

  const addChild = () => {
    const p = parent.data;
    if (!p) return;
    // A new form starts with nobody chosen.
    clearChosenPeople();
    clearChildDraft();
    go({
      to: ACCOUNT_ROUTES.addChild,
      query: {
        id: p.id,
        parentId: p.id,
        tenantId: p.tenantId,
        subjectId: p.subjectId,
        subjectNo: p.subjectNo,
        subjectName: p.subjectName,
        accountName: p.accountName,
        subjectType: p.subjectType,
      },
    });
  };

  const columns: ColumnsType<Account> = [
    { dataIndex: 'accountNo', title: f('accountNo'), width: 150 },
    { dataIndex: 'accountName', title: f('accountName'), ellipsis: true },
    { dataIndex: 'accountTypeName', title: f('accountTypeName') },
    { dataIndex: 'accountScope', title: f('accountScope'), render: (v) => enumLabel(accountScopeEnum, v) },
    { dataIndex: 'configNames', title: f('configNames'), ellipsis: true },
    { dataIndex: 'accountNum', title: f('accountNum'), align: 'right', render: (v) => <Money value={v} /> },
    { dataIndex: 'creditNum', title: f('creditNum'), align: 'right', render: (v) => <Money value={v} /> },
    {
      key: 'total',
      title: f('total'),
      align: 'right',
      // total = balance + credit, computed here in cents (SPEC.md section 2).
      render: (_, row) => <Money value={addMoney(row.accountNum, row.creditNum)} />,
    },
    { dataIndex: 'status', title: f('status'), render: (v) => <StatusTag status={v} /> },
    { dataIndex: 'createTime', title: f('createTime'), width: 170 },
    {
      key: 'actions',
      title: t('table.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => openEdit(row, 2)}>
            {a('view')}
          </Button>
          <Button type="link" size="small" onClick={() => openEdit(row, 1)}>
            {a('edit')}
          </Button>
          <StatusToggle status={row.status} loading={list.toggling} onConfirm={() => list.toggleStatus(row)} />
          <Button type="link" size="small" onClick={() => setPermission(row)}>
            {a('permission')}
          </Button>
          <Button type="link" size="small" onClick={() => setRecharging(row)}>
            {a('recharge')}
          </Button>
          <Button type="link" size="small" onClick={() => setLocks(row)}>
            {a('dealLock')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="ac-page">
      <ParentHeader parent={parent.data} loading={parent.loading} />
      <Card variant="borderless">
        <Form {...list.searchFormProps} layout="inline" className="ac-search">
          <TextSearch name="accountName" label={f('accountName')} maxLength={30} />
          <TextSearch name="accountNo" label={f('accountNo')} maxLength={32} />
          <SelectSearch name="status" label={f('status')} options={enumOptions(accountStatusEnum)} />
          <Form.Item name="createRange" label={f('createRange')}>
            <DatePicker.RangePicker />
          </Form.Item>
          <SearchButtons loading={list.loading} onReset={list.reset} />
        </Form>
      </Card>
      <Card
        variant="borderless"
        title={t('accountCenter.titles.child')}
        extra={
          <Space>
            <Button type="primary" icon={<PlusOutlined />} onClick={addChild} disabled={!parent.data}>
              {a('addChild')}
            </Button>
            <Button type="text" icon={<ReloadOutlined />} onClick={() => list.refetch()} aria-label={t('buttons.refresh')} />
          </Space>
        }
      >
        <Table<Account>
          {...list.tableProps}
          columns={columns}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={list.error ? list.error.message || tm(LIST_FAILED_MESSAGE) : parentId ? t('table.empty') : t('accountCenter.hints.noParent')}
              />
            ),
          }}
        />
      </Card>
      <RechargeDialog
        account={recharging}
        onClose={() => setRecharging(null)}
        onDone={() => {
          setRecharging(null);
          void list.refetch();
        }}
      />
      <PermissionDialog
        account={permission}
        onClose={() => setPermission(null)}
        onDone={() => {
          setPermission(null);
          void list.refetch();
        }}
      />
      <DealLockDialog account={locks} onClose={() => setLocks(null)} />
    </div>
  );
}
