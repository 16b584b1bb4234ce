import { Form, Input, Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** A text filter of an account centre search bar: cleared with one click, its label repeated as the placeholder. */
export function TextSearch({ name, label, maxLength }: { name: string; label: string; maxLength: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear maxLength={maxLength} placeholder={t('common.pleaseInput', { label })} />
    </Form.Item>
  );
}

/** A choice filter of an account centre search bar; `select` passes what differs (options, loading). */
export function SelectSearch({ name, label, ...select }: { name: string; label: string } & Pick<SelectProps, 'options' | 'loading'>) {
  const { t } = useTranslation();
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={t('common.pleaseSelect', { label })} {...select} />
    </Form.Item>
  );
}
