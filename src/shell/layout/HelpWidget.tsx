import type { CSSProperties } from 'react';
import { FloatButton, Popover, theme } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT } from '@/providers/product';
import { SecondaryText } from '@/engine/values/SecondaryText';

/** The customer-service widget: shown only with permission sys_knowledge_base (SPEC.md section 2). */
export function HelpWidget() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  // The link's colours as Typography gave them (shell.css reads them).
  const linkColours = { '--help-link': token.colorLink, '--help-link-hover': token.colorLinkHover } as CSSProperties;
  return (
    <Popover
      trigger="click"
      placement="topRight"
      title={t('help.title')}
      content={
        <div className="help-panel" data-testid="help-panel" style={linkColours}>
          {/* Two plain paragraphs (as Typography.Paragraph showed them), without Typography's script (issue 17). */}
          <p>{t('help.body')}</p>
          <p>
            <SecondaryText>
              {t('help.copyright', { version: PRODUCT.version })} · <Link to="/premiumInfos">{t('premium.open')}</Link>
            </SecondaryText>
          </p>
        </div>
      }
    >
      <FloatButton icon={<CustomerServiceOutlined />} type="primary" tooltip={t('help.title')} data-testid="help-widget" />
    </Popover>
  );
}
