import { useCustom } from '@refinedev/core';
import type { HeaderDecl } from '@resources/define';
import { filledUrl } from './searchQuery';

/**
 * The data of a list's header block: a record fetched for the page (its address filled from the route
 * query, no call while a parameter is missing), or the summary the list call answered.
 */
export function useHeader(header: HeaderDecl | undefined, query: Record<string, unknown>, reply: Record<string, unknown> | undefined) {
  const recordUrl = header && typeof header.source === 'object' ? filledUrl(header.source.record, query) : null;
  const { query: fetched } = useCustom<Record<string, unknown>>({
    url: recordUrl ?? '',
    method: 'get',
    queryOptions: { enabled: recordUrl !== null, retry: false },
    errorNotification: false,
  });
  if (!header) return { record: undefined, loading: false, refetch: () => undefined };
  if (header.source === 'reply') return { record: reply, loading: false, refetch: () => undefined };
  if (header.source === 'filters') return { record: undefined, loading: false, refetch: () => undefined };
  return {
    record: fetched.data?.data as Record<string, unknown> | undefined,
    loading: fetched.isFetching,
    refetch: () => void fetched.refetch(),
  };
}
