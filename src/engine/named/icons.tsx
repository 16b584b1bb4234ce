import { CloseCircleFilled, EllipsisOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * Icons of antd's icon-only buttons, named in the console's language: antd names such a button by its icon
 * ('close-circle', 'ellipsis'), the icon's English file name. docs/product.md#accessibility-themes-and-narrow-screens.
 */

/** An input's clear button (`allowClear={useClearable()}`). */
export function useClearable() {
  const { t } = useTranslation();
  return { clearIcon: <CloseCircleFilled aria-label={t('a11y.clear')} /> };
}

/** The tabs' overflow button (given to every Tabs by the ConfigProvider). */
export function MoreIcon() {
  const { t } = useTranslation();
  return <EllipsisOutlined aria-label={t('a11y.more')} />;
}
