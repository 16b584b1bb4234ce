import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { loadSession } from '@/providers/authProvider';
import { tm } from '@/providers/i18n';
import { notify } from '@/providers/notifier';
import { getAccessToken, getLoginPath } from '@/providers/session';
import { mustSetPassword } from '@/providers/withheld';
import { usePageTitle } from '@/shell/usePageTitle';
import { useSignOut } from '@/pages/lock/useSignOut';
import { Button } from '@/engine/named/Button';
import { PasswordChangeForm } from './PasswordChangeForm';
import './password.css';
import './passwordTexts';

/**
 * /password: the step after a sign-in with a temporary password (docs/security.md, "Users, roles and data scopes").
 * The server refuses every other call until the user sets a password of their own; then the console loads the
 * menus and opens the home page.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useSignOut();
  usePageTitle(t('password.title'));

  if (!getAccessToken()) return <Navigate to={getLoginPath()} replace />;
  if (!mustSetPassword()) return <Navigate to="/" replace />;

  const changed = async () => {
    notify.success(tm('密码已修改'));
    await loadSession();
    navigate('/', { replace: true });
  };

  return (
    <main className="password-page" data-testid="password-page">
      <div className="password-card">
        <h1 className="password-title">{t('password.title')}</h1>
        <p className="password-intro">{t('password.intro')}</p>
        <PasswordChangeForm onChanged={changed} autoFocus />
        <Button type="link" onClick={() => void logout()} className="password-logout">
          {t('shell.logout')}
        </Button>
      </div>
    </main>
  );
}
