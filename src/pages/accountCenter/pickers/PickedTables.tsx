import { Button, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickerPerson } from '@schemas/orgPicker';

export interface PickedOrg {
  deptId: number;
  name: string;
  parentName?: string | null;
}

/** The remove button of a picked row. */
function RemoveButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button type="link" size="small" danger onClick={onClick}>
      {t('pickers.remove')}
    </Button>
  );
}

/** Employees picked for an account: name, job number, phone, department, and remove. */
export function PeopleTable({ people, onRemove, disabled }: { people: PickerPerson[]; onRemove: (p: PickerPerson) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<PickerPerson>
      rowKey="userId"
      size="small"
      dataSource={people}
      pagination={people.length > 10 ? { pageSize: 10 } : false}
      columns={[
        { dataIndex: 'actualName', title: t('pickers.people.actualName') },
        { dataIndex: 'jobNo', title: t('pickers.people.jobNo') },
        { dataIndex: 'phone', title: t('pickers.people.phone') },
        { dataIndex: 'deptName', title: t('pickers.people.deptName') },
        ...(disabled ? [] : [{ key: 'remove', title: t('table.actions'), render: (_: unknown, p: PickerPerson) => <RemoveButton onClick={() => onRemove(p)} /> }]),
      ]}
    />
  );
}

/** Organisations picked for an account: name, parent organisation, and remove. */
export function OrgTable({ orgs, onRemove, disabled }: { orgs: PickedOrg[]; onRemove: (o: PickedOrg) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <Table<PickedOrg>
      rowKey="deptId"
      size="small"
      dataSource={orgs}
      pagination={orgs.length > 10 ? { pageSize: 10 } : false}
      columns={[
        { dataIndex: 'name', title: t('pickers.org.name') },
        { dataIndex: 'parentName', title: t('pickers.org.parentName'), render: (v) => v ?? '-' },
        ...(disabled ? [] : [{ key: 'remove', title: t('table.actions'), render: (_: unknown, o: PickedOrg) => <RemoveButton onClick={() => onRemove(o)} /> }]),
      ]}
    />
  );
}
