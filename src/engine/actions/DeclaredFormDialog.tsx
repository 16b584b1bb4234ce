import { useState } from 'react';
import { App, Descriptions, Form, Modal } from 'antd';
import { useDataProvider } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { DeclContext, FormDialogDecl, ResourceDecl } from '@resources/define';
import { columnKey } from '@resources/define';
import { currentLanguage, tm } from '@/providers/i18n';
import { FormFields } from '../form/FormFields';
import { submitDeclared } from '../form/submitDeclared';
import { columnTitle } from '../list/tableColumns';
import { renderCell } from '../values/renderValue';

interface Props {
  resource: ResourceDecl;
  decl: FormDialogDecl<Record<string, unknown>, Record<string, unknown>, string>;
  row?: Record<string, unknown>;
  ctx: DeclContext;
  onClose: () => void;
  onSaved: () => void;
}

/** A form dialog declared by an action: the record read-only above, the fields, the call, the SPEC.md message. */
export default function DeclaredFormDialog({ resource, decl, row, ctx, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dataProvider = useDataProvider()();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const base = { ...ctx, mode: 'create' as const, record: row };
  const [initialValues] = useState(() => decl.initialValues?.({ ...base, values: {} }) ?? {});
  const lang = currentLanguage();

  const submit = async () => {
    if (saving) return;
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as Record<string, unknown>;
    setSaving(true);
    try {
      const body = decl.submit.body(values, { ...base, values });
      await submitDeclared({ dataProvider, resource, endpoint: decl.submit.endpoint, record: row ?? {}, body, form, fields: decl.fields });
      message.success(tm(decl.submit.success));
      onSaved();
      onClose();
    } catch {
      // The http client showed the message; the dialog stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t(decl.titleKey)}
      onCancel={onClose}
      onOk={submit}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      okButtonProps={{ loading: saving, disabled: saving }}
      width={decl.width ?? 560}
      maskClosable={false}
      destroyOnHidden
    >
      {decl.info && row ? (
        <Descriptions column={2} size="small" bordered className="dialog-info" styles={{ label: { whiteSpace: 'nowrap' } }}>
          {decl.info.map((col) => (
            <Descriptions.Item key={columnKey(col)} label={columnTitle(col, resource.name, t)}>
              {renderCell(col, row, lang)}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
      <Form form={form} name={`${resource.name}-dialog`} layout="vertical" className="resource-form" initialValues={initialValues} onFinish={submit} disabled={saving}>
        <FormFields resource={resource} fields={decl.fields} schema={decl.schema} base={base} />
      </Form>
    </Modal>
  );
}
