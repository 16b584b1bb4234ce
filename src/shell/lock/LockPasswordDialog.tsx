import { useRef } from 'react';
import type { InputRef } from 'antd';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { LOCK_PASSWORD_REQUIRED, lockWithPassword } from './lockRules';
import { useFormSubmit } from '@/engine/named/formSubmit';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The password is set and the screen locked: the caller shows the lock page. */
  onLocked: () => void;
}

/** Asks for the lock password the first time the screen is locked (docs/product.md#states-and-transitions). */
export default function LockPasswordDialog({ open, onClose, onLocked }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const { formId, submitProps } = useFormSubmit();
  const passwordInput = useRef<InputRef>(null);

  const submit = ({ password }: { password: string }) => {
    const result = lockWithPassword(password);
    if (!result.ok) {
      form.setFields([{ name: 'password', errors: [tm(result.message)] }]);
      return;
    }
    form.resetFields();
    onLocked();
  };

  return (
    <Modal
      title={t('lock.setPassword')}
      open={open}
      onCancel={onClose}
      okText={t('buttons.confirm')}
      okButtonProps={submitProps}
      cancelText={t('buttons.cancel')}
      destroyOnHidden
      width={420}
      // The dialog focuses its own panel as it opens, after the field's autoFocus: the field takes it back.
      afterOpenChange={(opened) => opened && passwordInput.current?.focus()}
    >
      <Form form={form} id={formId} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item name="password" label={t('lock.password')} rules={[{ required: true, whitespace: true, message: tm(LOCK_PASSWORD_REQUIRED) }]}>
          <Input.Password ref={passwordInput} autoFocus placeholder={t('lock.passwordPlaceholder')} data-testid="lock-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
