import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetPluginProps } from '@resources/define';
import { pickedOrgsTable } from '@resources/accountCenter/pickedTables';
import { SubTable } from '@/engine/form/SubTable';
import type { PickedOrg } from './OrgTreeDialog';
import { OrgTreeDialog } from './OrgTreeDialog';
import '../shared/accountCenter.css';
import './pickerTexts';

/**
 * The organisation picker as a form control (docs/product.md#account-centre): several organisations as a table with remove
 * (`multiple`), or one as its name; chosen in the organisation tree dialog. `levelLimit` refuses a group.
 */
export default function OrgPickerField({ value, onChange, disabled, props, id }: WidgetPluginProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const multiple = props?.multiple !== false;
  const orgs: PickedOrg[] = multiple ? ((value as PickedOrg[] | undefined) ?? []) : value ? [value as PickedOrg] : [];
  const set = (next: PickedOrg[]) => onChange?.(multiple ? next : (next[next.length - 1] ?? null));

  const chooser = (
    <Button onClick={() => setOpen(true)} disabled={disabled} data-opens-dialog="orgPicker">
      {t('pickers.org.choose')}
    </Button>
  );
  return (
    <>
      {multiple ? (
        <Space id={id} direction="vertical" className="picker-field">
          {chooser}
          <SubTable decl={pickedOrgsTable} record={undefined} value={orgs} namespace="pickers" disabled={disabled} onChange={(rows) => set(rows as unknown as PickedOrg[])} />
        </Space>
      ) : (
        <Space.Compact className="picker-field">
          <Input id={id} value={orgs[0]?.name ?? ''} readOnly />
          {chooser}
        </Space.Compact>
      )}
      {open ? (
        <OrgTreeDialog
          value={orgs}
          multiple={multiple}
          levelLimit={!!props?.levelLimit}
          onCancel={() => setOpen(false)}
          onOk={(next) => {
            set(next);
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
