import { Button, Card, Form, Input, Tag, Tooltip } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { LanguageSwitch } from '@/shell/LanguageSwitch';
import { LogoMark } from '@/shell/Logo';
import { usePageTitle } from '@/shell/usePageTitle';
import { useLoginForm, type LoginValues } from './useLoginForm';
import './login.css';

/** The password login at /loginIndex and /login/:tenantId. */
export function LoginPage() {
  const { t } = useTranslation();
  const { form, submit, loading, captcha, tenantId } = useLoginForm();
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
        <Card className="login-card" variant="borderless">
          <div className="login-card-head">
            <LogoMark size={44} />
            <h1 className="login-title">{t('app.name')}</h1>
            <p className="login-tagline">{t('app.tagline')}</p>
          </div>
          <div className="login-card-sub">
            <span>{t('login.title')}</span>
            {tenantId && (
              <Tag color="red" bordered={false}>
                {t('login.tenant')} {tenantId}
              </Tag>
            )}
          </div>
          <Form<LoginValues>
            form={form}
            name="login"
            layout="vertical"
            size="large"
            requiredMark={false}
            onFinish={submit}
            autoComplete="on"
          >
            <Form.Item name="username" rules={[{ required: true, whitespace: true, message: tm('请输入用户名') }]}>
              <Input
                prefix={<UserOutlined className="login-icon" />}
                placeholder={t('login.username')}
                aria-label={t('login.username')}
                autoComplete="username"
                autoFocus
              />
            </Form.Item>
            <Form.Item name="password" rules={[{ required: true, message: tm('请输入密码') }]}>
              <Input.Password
                prefix={<LockOutlined className="login-icon" />}
                placeholder={t('login.password')}
                aria-label={t('login.password')}
                autoComplete="current-password"
              />
            </Form.Item>
            {captcha.enabled && (
              <Form.Item required>
                <div className="login-captcha">
                  <Form.Item
                    name="code"
                    noStyle
                    rules={[{ required: true, whitespace: true, message: tm('请输入验证码') }]}
                  >
                    <Input
                      prefix={<SafetyOutlined className="login-icon" />}
                      placeholder={t('login.code')}
                      aria-label={t('login.code')}
                      maxLength={8}
                      autoComplete="off"
                    />
                  </Form.Item>
                  <Tooltip title={t('login.captchaRefresh')}>
                    <img
                      className="login-captcha-img"
                      src={captcha.src}
                      alt={t('login.captchaAlt')}
                      onClick={captcha.refresh}
                      role="button"
                      tabIndex={0}
                      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && captcha.refresh()}
                    />
                  </Tooltip>
                </div>
              </Form.Item>
            )}
            <Form.Item className="login-submit">
              <Button type="primary" htmlType="submit" block loading={loading}>
                {loading ? t('login.submitting') : t('login.submit')}
              </Button>
            </Form.Item>
          </Form>
        </Card>
      </main>
      <footer className="login-footer">{t('login.footer', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
