import { lazy, Suspense } from 'react';
import { Button, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { PRODUCT } from '@/providers/product';
import { LanguageSwitch } from '@/shell/LanguageSwitch';
import { LogoMark } from '@/shell/Logo';
import { usePageTitle } from '@/shell/usePageTitle';
import { LoginModeTabs } from './LoginModeTabs';
import { OccasionalAlert, OccasionalTag } from './OccasionalParts';
import { PasswordLoginForm } from './PasswordLoginForm';
import { SocialLoginButtons } from './SocialLoginButtons';
import { useLoginForm } from './useLoginForm';
import './login.css';

// The phone form loads when its tab is first opened: the page opens on the password form (docs/performance.md#what-the-browser-loads).
const PhoneLoginForm = lazy(() => import('./PhoneLoginForm').then((m) => ({ default: m.PhoneLoginForm })));

/** The login at /loginIndex and /login/:tenantId: password (with a second factor when due), phone code, social. */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useLoginForm();
  // The card follows the chosen theme's surface and corners, as antd's Card did (a div: Card brings its skeleton).
  const { token } = theme.useToken();
  usePageTitle(t('login.title'));

  return (
    <div className="login-page">
      <div className="login-backdrop" aria-hidden="true" />
      <header className="login-header">
        <div className="login-brand">
          <LogoMark size={32} />
          <span className="login-brand-name">{t('app.name')}</span>
        </div>
        <LanguageSwitch className="login-language" />
      </header>

      <main className="login-main">
        <div className="login-card" style={{ background: token.colorBgContainer, borderRadius: token.borderRadiusLG }}>
          <div className="login-card-body">
            <div className="login-card-head">
              <LogoMark size={44} />
              <h1 className="login-title">{t('app.name')}</h1>
              <p className="login-tagline">{t('app.tagline')}</p>
            </div>
            <div className="login-card-sub">
              <span>{login.bindState ? t('loginModes.bindTitle') : t('login.title')}</span>
              {login.tenantId && (
                <OccasionalTag color="red" bordered={false}>
                  {t('login.tenant')} {login.tenantId}
                </OccasionalTag>
              )}
            </div>
            {login.bindState ? (
              <>
                <OccasionalAlert className="login-alert" type="warning" showIcon message={tm('未绑定登录账号，请使用密码登录后绑定')} />
                <PasswordLoginForm login={login} />
                <div className="login-links">
                  <Button type="link" size="small" onClick={login.leaveBinding}>
                    {t('loginModes.cancelBind')}
                  </Button>
                </div>
              </>
            ) : (
              <>
                <LoginModeTabs
                  items={[
                    { key: 'password', label: t('loginModes.passwordTab'), children: <PasswordLoginForm login={login} /> },
                    {
                      key: 'phone',
                      label: t('loginModes.phoneTab'),
                      children: (
                        <Suspense fallback={null}>
                          <PhoneLoginForm />
                        </Suspense>
                      ),
                    },
                  ]}
                />
                <SocialLoginButtons />
              </>
            )}
          </div>
        </div>
      </main>
      <footer className="login-footer">{t('login.footer', { year: new Date().getFullYear(), version: PRODUCT.version })}</footer>
    </div>
  );
}
