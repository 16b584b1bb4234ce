import { useState } from 'react';
import { Button, Select, Space } from 'antd';
import { useGo } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { WidgetPluginProps } from '@resources/define';
import type { PickerPerson } from '@schemas/orgPicker';
import { useAccountCall } from '../shared/useAccountCall';
import { pickedPeopleTable } from '@resources/accountCenter/pickedTables';
import { SubTable } from '@/engine/form/SubTable';
import '../shared/accountCenter.css';
import './pickerTexts';

const PEOPLE_URL = '/admin/user/queryByDeptId';

/** One employee, found by name (opening an employee subject). */
function EmployeeSearch({ value, onChange, disabled, id, placeholder }: WidgetPluginProps) {
  const { post } = useAccountCall();
  const [people, setPeople] = useState<PickerPerson[]>([]);
  const chosen = value as PickerPerson | null | undefined;
  const search = async (name: string) => {
    try {
      const page = await post<{ records: PickerPerson[] }>(PEOPLE_URL, { name, current: 1, size: 20 });
      setPeople(page.records);
    } catch {
      setPeople([]);
    }
  };
  const options = [...(chosen && !people.some((p) => p.userId === chosen.userId) ? [chosen] : []), ...people];
  return (
    <Select
      id={id}
      showSearch
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      filterOption={false}
      value={chosen?.userId}
      onSearch={search}
      onFocus={() => void search('')}
      onChange={(userId) => onChange?.(options.find((p) => p.userId === userId) ?? null)}
      options={options.map((p) => ({ value: p.userId, label: `${p.actualName}（${p.deptName ?? '-'}）` }))}
    />
  );
}

/**
 * The employee picker as a form control: `mode: 'page'` lists the employees picked on the add-person page
 * (which the form's kept draft takes them back from) with remove; `mode: 'search'` finds one by name.
 */
export default function EmployeePickerField(props: WidgetPluginProps) {
  const { t } = useTranslation();
  const go = useGo();
  if (props.props?.mode === 'search') return <EmployeeSearch {...props} />;
  const people = (props.value as PickerPerson[] | undefined) ?? [];
  return (
    // The id goes on the group, not the button: a label tied to the button would rename it.
    <Space id={props.id} direction="vertical" className="picker-field">
      <Button disabled={props.disabled} onClick={() => go({ to: String(props.props?.pickPage) })} data-opens-page="employeePicker">
        {t('pickers.people.choose')}
      </Button>
      <SubTable decl={pickedPeopleTable} record={undefined} value={people} namespace="pickers" disabled={props.disabled} onChange={props.onChange} />
    </Space>
  );
}
