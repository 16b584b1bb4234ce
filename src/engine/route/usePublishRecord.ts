import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { HeaderDecl, ResourceDecl } from '@resources/define';
import { setPageRecord } from '@/providers/pageRecords';

/**
 * Tells the shell which record the page is about (子账户管理 · 北京公司主账户), once it has loaded: the tab and the
 * page title show it, so two tabs of the same page for different records can be told apart. The page's own
 * address is the key (a kept-alive page sees its own, not the one on screen).
 */
export function usePublishRecord(record: Record<string, unknown> | undefined, field: string | undefined) {
  const { pathname, search } = useLocation();
  const value = record && field ? record[field] : undefined;
  const title = value === undefined || value === null || value === '' ? undefined : String(value);
  useEffect(() => {
    if (title) setPageRecord(pathname + search, title);
  }, [pathname, search, title]);
}

/** The field naming a list page's record: the fetched header record by the resource's title field, or the summary's own. */
export function headerTitleField(resource: Pick<ResourceDecl, 'titleField'>, header: HeaderDecl | undefined): string | undefined {
  if (!header) return undefined;
  if (header.source === 'reply') return header.titleField;
  return typeof header.source === 'object' ? resource.titleField : undefined;
}
