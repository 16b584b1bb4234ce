import type { CSSProperties } from 'react';
import { Popover, theme, Tooltip } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT } from '@/providers/product';
import { SecondaryText } from '@/engine/values/SecondaryText';
import { getConfig } from '@/providers/config';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';

/** The role of the platform's administrators (docs/product.md#roles-and-permissions), who build on the API and see its reference. */
const ADMIN_ROLE = 'ROLE_ADMIN';

/** The customer-service widget: shown only with permission sys_knowledge_base (docs/product.md#the-admin-shell). */
export function HelpWidget() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The roles as the session stores them, read as they change (the widget is on screen before they load).
  const administrator = (useStoreValue<string[]>(KEYS.roles) ?? []).includes(ADMIN_ROLE);
  // The link's colours as Typography gave them (shell.css reads them).
  const linkColours = { '--help-link': token.colorLink, '--help-link-hover': token.colorLinkHover } as CSSProperties;
  // antd's primary circular FloatButton, drawn from the same theme tokens (shell.css): the one float button of
  // the console does not bring FloatButton's script into every signed-in page (docs/performance.md#what-the-browser-loads).
  const floatLook = {
    '--help-float-size': `${token.controlHeightLG}px`,
    '--help-float-end': `${token.marginLG}px`,
    '--help-float-bottom': `${token.marginXXL}px`,
    '--help-float-bg': token.colorPrimary,
    '--help-float-bg-hover': token.colorPrimaryHover,
    '--help-float-icon': token.colorTextLightSolid,
    '--help-float-icon-size': `${token.fontSizeIcon * 1.5}px`,
    '--help-float-font': `${token.fontSize}px`,
    '--help-float-family': token.fontFamily,
    '--help-float-line': token.lineHeight,
    '--help-float-padding': `${token.paddingXXS / 2}px ${token.paddingXXS}px`,
    '--help-float-shadow': token.boxShadowSecondary,
    '--help-float-motion': token.motionDurationMid,
    // Where antd stacks a float button: above the page, below its popups' own layers.
    zIndex: token.zIndexPopupBase + 200,
  } as CSSProperties;
  return (
    <Popover
      trigger="click"
      placement="topRight"
      title={t('help.title')}
      content={
        <div className="help-panel" data-testid="help-panel" style={linkColours}>
          {/* Two plain paragraphs (as Typography.Paragraph showed them), without Typography's script. */}
          <p>{t('help.body')}</p>
          {administrator && (
            <p>
              {/* The API's reference page, served by the server under the API base (docs/api.md#the-openapi-document). */}
              <a href={`${getConfig().apiBase}/docs`} target="_blank" rel="noopener noreferrer" data-testid="help-api-docs">
                {t('help.apiDocs')}
              </a>
            </p>
          )}
          <p>
            <SecondaryText>
              {t('help.copyright', { version: PRODUCT.version })} · <Link to="/premiumInfos">{t('premium.open')}</Link>
            </SecondaryText>
          </p>
        </div>
      }
    >
      <button type="button" className="help-float" style={floatLook} aria-label={t('help.title')} data-testid="help-widget">
        <Tooltip title={t('help.title')}>
          <div className="help-float-body">
            <div className="help-float-content">
              <div className="help-float-icon">
                <CustomerServiceOutlined />
              </div>
            </div>
          </div>
        </Tooltip>
      </button>
    </Popover>
  );
}
