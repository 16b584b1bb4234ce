import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PickerPerson } from '@schemas/orgPicker';
import { DataTable } from '@/engine/named/DataTable';

export interface PickedOrg {
  deptId: number;
  name: string;
  parentName?: string | null;
}

interface Props<T> {
  rows: T[];
  rowKey: keyof T & string;
  /** Column fields and the `pickers.*` key of their titles. */
  columns: [keyof T & string, string][];
  onRemove: (row: T) => void;
  disabled?: boolean;
}

/** Records picked for an account, with remove (none while the form is read-only); 10 a page past ten. */
function PickedTable<T extends object>({ rows, rowKey, columns, onRemove, disabled }: Props<T>) {
  const { t } = useTranslation();
  return (
    <DataTable<T>
      rowKey={rowKey}
      size="small"
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      columns={[
        ...columns.map(([field, titleKey]) => ({ dataIndex: field, title: t(titleKey), render: (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v)) })),
        ...(disabled
          ? []
          : [
              {
                key: 'remove',
                title: t('table.actions'),
                render: (_: unknown, row: T) => (
                  <Button type="link" size="small" danger onClick={() => onRemove(row)}>
                    {t('pickers.remove')}
                  </Button>
                ),
              },
            ]),
      ]}
    />
  );
}

/** Employees picked for an account: name, job number, phone, department. */
export const PeopleTable = ({ people, ...rest }: { people: PickerPerson[]; onRemove: (p: PickerPerson) => void; disabled?: boolean }) => (
  <PickedTable<PickerPerson>
    rows={people}
    rowKey="userId"
    columns={[
      ['actualName', 'pickers.people.actualName'],
      ['jobNo', 'pickers.people.jobNo'],
      ['phone', 'pickers.people.phone'],
      ['deptName', 'pickers.people.deptName'],
    ]}
    {...rest}
  />
);

/** Organisations picked for an account: name and parent organisation. */
export const OrgTable = ({ orgs, ...rest }: { orgs: PickedOrg[]; onRemove: (o: PickedOrg) => void; disabled?: boolean }) => (
  <PickedTable<PickedOrg>
    rows={orgs}
    rowKey="deptId"
    columns={[
      ['name', 'pickers.org.name'],
      ['parentName', 'pickers.org.parentName'],
    ]}
    {...rest}
  />
);
