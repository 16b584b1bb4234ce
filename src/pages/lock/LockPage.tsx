import { useState } from 'react';
import { Avatar, Form, Input } from 'antd';
import { Button } from '@/engine/named/Button';
import { LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { getAccessToken, KEYS } from '@/providers/session';
import type { SysUser } from '@/providers/sessionData';
import { useStoreValue } from '@/providers/useStoreValue';
import { unlock } from '@/shell/lock/lockRules';
import { homePathOf } from '@/shell/modules/moduleRules';
import { usePageTitle } from '@/shell/usePageTitle';
import { useSignOut } from './useSignOut';
import '@/shell/lock/lock.css';

/** /lock (docs/product.md#the-admin-shell): shows the user; unlocks with the lock password; a wrong one clears the field. */
export default function LockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useStoreValue<SysUser>(KEYS.userInfo);
  const locked = useStoreValue<boolean>(KEYS.isLock) === true;
  const moduleActive = useStoreValue<number>(KEYS.moduleActive);
  const logout = useSignOut();
  const [form] = Form.useForm<{ password: string }>();
  const [error, setError] = useState<string | null>(null);
  usePageTitle(t('lock.title'));

  if (!getAccessToken()) return <Navigate to="/" replace />;
  if (!locked) return <Navigate to={homePathOf(moduleActive)} replace />;

  const submit = ({ password }: { password?: string }) => {
    if (unlock(password ?? '')) {
      navigate(homePathOf(moduleActive), { replace: true });
      return;
    }
    form.setFieldValue('password', '');
    setError(t('lock.wrongPassword'));
  };

  return (
    <div className="lock-page" data-testid="lock-page">
      <div className="lock-card">
        <Avatar size={72} src={user?.avatar || undefined} icon={<UserOutlined />} />
        <div className="lock-user">{user?.actualName || user?.username}</div>
        <div className="lock-hint">{t('lock.locked')}</div>
        <Form form={form} onFinish={submit} className="lock-form">
          <Form.Item name="password" validateStatus={error ? 'error' : undefined} help={error ?? undefined}>
            <Input.Password
              autoFocus
              // Named by the lock password's own words (the field has no visible label; a placeholder is a hint,
              // which leaves the name to the screen reader's guess).
              aria-label={t('lock.password')}
              placeholder={t('lock.unlockPlaceholder')}
              onChange={() => setError(null)}
              data-testid="unlock-password"
              addonAfter={<Button type="text" size="small" htmlType="submit" icon={<LoginOutlined />} aria-label={t('lock.unlock')} data-testid="unlock-button" />}
            />
          </Form.Item>
        </Form>
        <Button type="link" icon={<LogoutOutlined />} onClick={() => void logout()} className="lock-logout">
          {t('shell.logout')}
        </Button>
      </div>
    </div>
  );
}
