import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '@/shell/usePageTitle';
import { useAuthRedirect } from './useAuthRedirect';
import './login.css';

/** /authredirect: where an identity provider sends the browser back. */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const { status, loginPath } = useAuthRedirect();
  usePageTitle(t('loginModes.redirectTitle'));
  return (
    <div className="login-page">
      <div className="login-backdrop" aria-hidden="true" />
      <main className="login-main">
        {status.kind === 'working' && (
          <div className="auth-redirect-working">
            <Spin size="large" />
            <p>{t('loginModes.redirectWorking')}</p>
          </div>
        )}
        {status.kind === 'failed' && (
          <Result
            status="warning"
            title={t('loginModes.redirectFailed')}
            subTitle={status.message}
            extra={
              <Button type="primary">
                <Link to={loginPath}>{t('loginModes.backToLogin')}</Link>
              </Button>
            }
          />
        )}
        {status.kind === 'bound' && (
          <Result
            status="success"
            title={t('loginModes.boundTitle')}
            subTitle={status.nickname}
            extra={
              <Button type="primary">
                <Link to="/info/index">{t('loginModes.backToInfo')}</Link>
              </Button>
            }
          />
        )}
      </main>
    </div>
  );
}
