import { Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Account, DealLock } from '@schemas/account';
import { ACCOUNT_API } from '../shared/api';
import { Money } from '../shared/money';
import { useAccountQuery } from '../shared/useAccountQuery';

/** Pre-locked amounts of an account: bizSource, bizNo, lockTime, changeNum. */
export function DealLockDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, loading } = useAccountQuery<{ dealOrderList: DealLock[] }>(
    ACCOUNT_API.dealLock,
    { accountNo: account?.accountNo },
    account !== null,
  );
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  return (
    <Modal open={account !== null} title={t('accountCenter.titles.dealLock')} onCancel={onClose} footer={null} width={720} destroyOnHidden>
      <Table<DealLock>
        rowKey={(r) => `${r.bizNo}-${r.lockTime}`}
        size="small"
        loading={loading}
        dataSource={data?.dealOrderList ?? []}
        pagination={false}
        columns={[
          { dataIndex: 'bizSource', title: f('bizSource') },
          { dataIndex: 'bizNo', title: f('bizNo') },
          { dataIndex: 'lockTime', title: f('lockTime') },
          { dataIndex: 'changeNum', title: f('lockAmount'), align: 'right', render: (v) => <Money value={v} /> },
        ]}
      />
    </Modal>
  );
}
