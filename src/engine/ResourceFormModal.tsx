import { Alert, Button, Form, Modal, Spin } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { FormFieldDecl, ResourceDecl } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { FormControl } from './FormControl';
import { isRequired, rulesFor } from './schemaRules';
import { useResourceForm, type FormMode } from './useResourceForm';

interface Props {
  resource: ResourceDecl;
  mode: FormMode;
  row?: BaseRecord;
  onClose: () => void;
  /** After a successful save (the list refreshes by itself). */
  onSaved?: (saved: BaseRecord | undefined) => void;
}

/** The hint under a field, recomputed as the values it depends on change. */
function FieldHint({ decl }: { decl: FormFieldDecl }) {
  const form = Form.useFormInstance();
  const values = Form.useWatch([], form) as Record<string, unknown> | undefined;
  if (!decl.hint) return null;
  const text = decl.hint(values ?? {}, currentLanguage());
  return text ? <div className="form-hint">{text}</div> : null;
}

/** The generated create / edit dialog of a resource: its declared fields, its schema's rules. */
export function ResourceFormModal({ resource, mode, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { form, submit, saving, loading, loadError, schema } = useResourceForm(resource, mode, row, onClose, onSaved);
  const fields = (resource.form ?? []).filter((f) => mode === 'edit' || !f.editOnly);

  return (
    <Modal
      open
      title={t(`${resource.name}.titles.${mode}`)}
      onCancel={onClose}
      width={resource.formWidth ?? 560}
      destroyOnHidden
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('buttons.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={submit} loading={saving} disabled={saving || loading || !!loadError} data-testid="form-save">
          {t('buttons.save')}
        </Button>,
      ]}
    >
      {loadError ? <Alert type="error" showIcon message={loadError} /> : null}
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" className="resource-form" onFinish={submit} disabled={saving}>
          {fields.map((f) => {
            const label = t(f.labelKey ?? `${resource.name}.fields.${f.field}`);
            const placeholder = t(f.placeholderKey ?? `${resource.name}.placeholders.${f.field}`, {
              defaultValue: t(f.widget === 'select' || f.widget === 'radio' || f.widget === 'custom' || f.widget === 'tags' ? 'common.pleaseSelect' : 'common.pleaseInput', { label }),
            });
            return (
              <Form.Item
                key={f.field}
                name={f.field}
                label={label}
                required={isRequired(schema, f.field)}
                rules={rulesFor(schema, f.field)}
                extra={f.hint ? <FieldHint decl={f} /> : undefined}
              >
                <FormControl decl={f} placeholder={placeholder} disabled={mode === 'edit' && f.readOnlyOnEdit} />
              </Form.Item>
            );
          })}
        </Form>
      </Spin>
    </Modal>
  );
}
