import { FloatButton, Popover, Typography } from 'antd';
import { CustomerServiceOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT } from '@/providers/product';

/** The customer-service widget: shown only with permission sys_knowledge_base (SPEC.md section 2). */
export function HelpWidget() {
  const { t } = useTranslation();
  return (
    <Popover
      trigger="click"
      placement="topRight"
      title={t('help.title')}
      content={
        <div className="help-panel" data-testid="help-panel">
          <Typography.Paragraph>{t('help.body')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {t('help.copyright', { version: PRODUCT.version })} · <Link to="/premiumInfos">{t('premium.open')}</Link>
          </Typography.Paragraph>
        </div>
      }
    >
      <FloatButton icon={<CustomerServiceOutlined />} type="primary" tooltip={t('help.title')} data-testid="help-widget" />
    </Popover>
  );
}
