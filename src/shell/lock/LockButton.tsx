import { useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { Form, Input, Modal, Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { LOCK_PASSWORD_REQUIRED, LOCK_PATH, lockNow, lockWithPassword } from './lockRules';
import { useStableNavigate } from '../useStableNavigate';

/** The lock icon: locks at once when a lock password is set, else asks for one (SPEC.md section 4). */
export function LockButton() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ password: string }>();
  const passwordInput = useRef<InputRef>(null);

  const lock = () => {
    if (lockNow()) navigate(LOCK_PATH);
    else setOpen(true);
  };

  const submit = ({ password }: { password: string }) => {
    const result = lockWithPassword(password);
    if (!result.ok) {
      form.setFields([{ name: 'password', errors: [tm(result.message)] }]);
      return;
    }
    setOpen(false);
    form.resetFields();
    navigate(LOCK_PATH);
  };

  return (
    <>
      <Tooltip title={t('lock.lock')}>
        <Button type="text" className="top-bar-icon" icon={<LockOutlined />} onClick={lock} aria-label={t('lock.lock')} data-testid="lock-button" />
      </Tooltip>
      <Modal
        title={t('lock.setPassword')}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={() => form.submit()}
        okText={t('buttons.confirm')}
        cancelText={t('buttons.cancel')}
        destroyOnHidden
        width={420}
        // The dialog focuses its own panel as it opens, after the field's autoFocus: the field takes it back.
        afterOpenChange={(opened) => opened && passwordInput.current?.focus()}
      >
        <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
          <Form.Item
            name="password"
            label={t('lock.password')}
            rules={[{ required: true, whitespace: true, message: tm(LOCK_PASSWORD_REQUIRED) }]}
          >
            <Input.Password ref={passwordInput} autoFocus placeholder={t('lock.passwordPlaceholder')} data-testid="lock-password" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
