import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/providers/i18n';
import { useLanguage } from '@/providers/useLanguage';

/** zh / en switch; the choice is stored (SPEC.md section 2, "Languages"). */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lng) => ({ key: lng, label: t(`language.${lng}`) })),
        onClick: ({ key }) => void setLanguage(key as (typeof LANGUAGES)[number]),
      }}
      placement="bottomRight"
    >
      <Button type="text" className={className} icon={<GlobalOutlined />} aria-label={t('language.label')}>
        {t(`language.${language}`)}
      </Button>
    </Dropdown>
  );
}
