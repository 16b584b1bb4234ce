import { Alert, Button, Form, Modal, Spin } from 'antd';
import type { BaseRecord } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { useDeclContext } from '../route/pageContext';
import { FormFields } from './FormFields';
import { useResourceForm, type FormMode } from './useResourceForm';
import { useFormSubmit } from '@/engine/named/formSubmit';

interface Props {
  resource: ResourceDecl;
  mode: FormMode;
  row?: BaseRecord;
  onClose: () => void;
  /** After a successful save (the list refreshes by itself). */
  onSaved?: (saved: BaseRecord | undefined) => void;
}

/** The generated create / edit dialog of a resource: its declared fields, its schema's rules. */
export function ResourceFormModal({ resource, mode, row, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const ctx = useDeclContext();
  const { form, submit, saving, loading, loadError, schema, record } = useResourceForm(resource, mode, row, onClose, onSaved);
  const { formId, submitProps } = useFormSubmit();

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
        <Button key="save" type="primary" {...submitProps} loading={saving} disabled={saving || loading || !!loadError} data-testid="form-save">
          {t('buttons.save')}
        </Button>,
      ]}
    >
      {loadError ? <Alert type="error" showIcon message={loadError} /> : null}
      <Spin spinning={loading}>
        <Form form={form} id={formId} name={`${resource.name}-dialog`} layout="vertical" className="resource-form" onFinish={submit} disabled={saving || loading}>
          <FormFields resource={resource} fields={resource.form ?? []} schema={schema} base={{ ...ctx, mode, record }} closed={saving || loading} />
        </Form>
      </Spin>
    </Modal>
  );
}
