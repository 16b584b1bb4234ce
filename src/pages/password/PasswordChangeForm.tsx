import { useState } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MSG, passwordProblem } from '@schemas/password';
import { Button } from '@/engine/named/Button';
import { ApiError } from '@/providers/apiError';
import { tm } from '@/providers/i18n';
import { changeOwnPassword } from '@/providers/ownPassword';
import './passwordTexts';

interface Values {
  current: string;
  next: string;
  repeat: string;
}

/** The server's field names of the change call, and the form's. */
const FIELD_OF: Record<string, keyof Values> = { password: 'current', newPassword: 'next' };

/**
 * The user's own password change (docs/security.md, "Users, roles and data scopes"): the current password, the new
 * one twice. The new one is checked with the server's rules before it leaves (the server checks them again), and
 * the server's refusals (a wrong current password) show under their fields. The save is disabled while it runs.
 */
export function PasswordChangeForm({ onChanged, autoFocus }: { onChanged: () => void | Promise<void>; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await changeOwnPassword(values.current, values.next);
      form.resetFields();
      await onChanged();
    } catch (e) {
      if (e instanceof ApiError && e.errors) {
        form.setFields(
          Object.entries(e.errors)
            .filter(([name]) => FIELD_OF[name])
            .map(([name, text]) => ({ name: FIELD_OF[name], errors: [tm(text)] })),
        );
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} disabled={saving} className="password-form" name="passwordChange">
      <Form.Item name="current" label={t('password.current')} rules={[{ required: true, message: tm(PASSWORD_MSG.oldRequired) }]}>
        <Input.Password autoFocus={autoFocus} autoComplete="current-password" placeholder={t('password.currentPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="next"
        label={t('password.next')}
        required
        rules={[
          {
            validator: async (_, value: string | undefined) => {
              const problem = value ? passwordProblem(value) : PASSWORD_MSG.newRequired;
              if (problem) throw new Error(tm(problem));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('password.nextPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="repeat"
        label={t('password.repeat')}
        dependencies={['next']}
        required
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, value: string | undefined) => {
              if (value !== getFieldValue('next')) throw new Error(tm(PASSWORD_MSG.mismatch));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" placeholder={t('password.repeatPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} disabled={saving} data-testid="password-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}
