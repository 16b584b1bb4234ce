import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** /myiframe/{routerPath}: a menu page whose path is an http(s) address, shown embedded (docs/product.md#the-menu-and-modules). */
export function iframeSrcOf(splat: string | undefined): string | null {
  if (!splat) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(splat);
  } catch {
    return null;
  }
  return /^https?:\/\/[^\s]+$/i.test(decoded) ? decoded : null;
}

export default function IframePage() {
  const { t } = useTranslation();
  const src = iframeSrcOf(useParams()['*']);
  if (!src) return <Result status="404" title="404" subTitle={t('errors.notFound')} />;
  return <iframe className="embedded-page" src={src} title={src} data-testid="embedded-page" referrerPolicy="no-referrer" />;
}
