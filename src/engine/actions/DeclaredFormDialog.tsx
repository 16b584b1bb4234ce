import { useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeclContext, FormDialogDecl, ResourceDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { FormFields } from '../form/FormFields';
import { useDeclaredSubmit } from '../form/useDeclaredSubmit';
import { columnTitle } from '../list/tableColumns';
import { renderCell } from '../values/renderValue';
import { Details } from '@/engine/named/Details';
import { dynamic, scopeOf } from '../dynamic';
import { savingSpinner } from '@/engine/named/Button';
import { useFormSubmit } from '@/engine/named/formSubmit';

interface Props {
  resource: ResourceDecl;
  decl: FormDialogDecl<Record<string, unknown>, Record<string, unknown>, string>;
  row?: Record<string, unknown>;
  ctx: DeclContext;
  onClose: () => void;
  onSaved: () => void;
}

/** A form dialog declared by an action: the record read-only above, the fields, the call, the message of docs/product.md#errors-and-messages. */
export default function DeclaredFormDialog({ resource, decl, row, ctx, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { formId, submitProps } = useFormSubmit();
  const { save, saving } = useDeclaredSubmit(resource);
  const base = { ...ctx, mode: 'create' as const, record: row };
  const [initialValues] = useState(
    () => dynamic(decl.initialValues, `${resource.name}.${decl.titleKey}.initialValues`, [{ ...base, values: {} }], scopeOf(row, { ...ctx, values: {} })) ?? {},
  );
  const lang = currentLanguage();
  const submit = () =>
    save({
      form,
      fields: decl.fields,
      submit: decl.submit,
      record: row,
      base,
      // A dialog opened on a row changes that row: its save carries the row's version (docs/api.md).
      versioned: !!row,
      valuesOf: (r) => dynamic(decl.initialValues, `${resource.name}.${decl.titleKey}.initialValues`, [{ ...base, record: r, values: {} }], scopeOf(r, { ...ctx, values: {} })) ?? {},
      onSaved: () => {
        onSaved();
        onClose();
      },
    });

  return (
    <Modal
      open
      title={t(decl.titleKey)}
      onCancel={onClose}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ ...submitProps, loading: savingSpinner(saving), disabled: saving }}
      width={decl.width ?? 560}
      maskClosable={false}
      destroyOnHidden
    >
      {decl.info && row ? (
        <Details column={2} size="small" bordered className="dialog-info" styles={{ label: { whiteSpace: 'nowrap' } }}>
          {decl.info.map((col) => (
            <Details.Item key={columnKey(col)} label={columnTitle(col, resource.name, t)}>
              {renderCell(col, row, lang)}
            </Details.Item>
          ))}
        </Details>
      ) : null}
      <Form form={form} id={formId} name={`${resource.name}-dialog`} layout="vertical" className="resource-form" initialValues={initialValues} onFinish={submit} disabled={saving}>
        <FormFields resource={resource} fields={decl.fields} schema={decl.schema} base={base} closed={saving} />
      </Form>
    </Modal>
  );
}
