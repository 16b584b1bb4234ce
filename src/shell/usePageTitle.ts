import { useEffect } from 'react';
import { getConfig } from '@/providers/config';

/** docs/product.md#routing-rules: page title = the page label plus the site title. */
export function usePageTitle(label: string | undefined, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const site = getConfig().siteTitle || 'Atrium';
    document.title = label ? `${label} - ${site}` : site;
  }, [label, enabled]);
}
