import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';

/** Over the page's own bar, under the toasts (antd's messages sit at 2010). */
const PLACE = { position: 'fixed', insetInline: 0, top: 0, zIndex: 1100 } as const;

/** The banner's face: a warning across the top of the page, read out by screen readers as it appears. */
export default function UnavailableAlert() {
  const { t } = useTranslation();
  return <Alert className="service-banner" style={PLACE} banner type="warning" role="alert" message={t('app.serviceUnavailable')} />;
}
