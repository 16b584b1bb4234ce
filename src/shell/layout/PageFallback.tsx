import { theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * What a route shows while its chunk loads: a ring in the theme's colour, announced as loading. Not antd's Spin:
 * this is part of the first download (docs/performance.md#what-the-browser-loads), and the ring needs no script.
 */
export const PageFallback = () => {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div className="page-fallback" role="status" aria-busy="true">
      <span className="page-fallback-ring" style={{ borderTopColor: token.colorPrimary }} aria-hidden="true" />
      <span className="visually-hidden">{t('app.loadingPage')}</span>
    </div>
  );
};
