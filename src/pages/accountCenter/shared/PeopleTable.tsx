import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickerPerson } from '@schemas/orgPicker';

/** Employees of an account: name, job number, phone, department; optional remove per row. */
export function PeopleTable({ people, loading, onRemove }: { people: PickerPerson[]; loading?: boolean; onRemove?: (p: PickerPerson) => void }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  return (
    <Table<PickerPerson>
      rowKey="userId"
      size="small"
      loading={loading}
      dataSource={people}
      pagination={people.length > 10 ? { pageSize: 10 } : false}
      columns={[
        { dataIndex: 'actualName', title: f('actualName') },
        { dataIndex: 'jobNo', title: f('jobNo') },
        { dataIndex: 'phone', title: f('phone') },
        { dataIndex: 'deptName', title: f('deptName') },
        ...(onRemove
          ? [
              {
                key: 'remove',
                title: t('table.actions'),
                render: (_: unknown, p: PickerPerson) => (
                  <Button type="link" size="small" danger onClick={() => onRemove(p)}>
                    {t('accountCenter.actions.remove')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

export interface OrgRow {
  deptId: number;
  name: string;
  parentName?: string | null;
}

/** Organisations of an account: name and parent organisation; optional remove per row. */
export function OrgTable({ orgs, loading, onRemove }: { orgs: OrgRow[]; loading?: boolean; onRemove?: (o: OrgRow) => void }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`accountCenter.fields.${k}`);
  return (
    <Table<OrgRow>
      rowKey="deptId"
      size="small"
      loading={loading}
      dataSource={orgs}
      pagination={orgs.length > 10 ? { pageSize: 10 } : false}
      columns={[
        { dataIndex: 'name', title: f('orgName') },
        { dataIndex: 'parentName', title: f('parentName'), render: (v) => v ?? '-' },
        ...(onRemove
          ? [
              {
                key: 'remove',
                title: t('table.actions'),
                render: (_: unknown, o: OrgRow) => (
                  <Button type="link" size="small" danger onClick={() => onRemove(o)}>
                    {t('accountCenter.actions.remove')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
