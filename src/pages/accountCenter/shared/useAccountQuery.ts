import { useCustom } from '@refinedev/core';

/** A GET of the account centre (views, scenes, limits) with Refine's query cache; off until `enabled`. */
export function useAccountQuery<T>(url: string, query?: Record<string, unknown>, enabled = true) {
  const { query: q } = useCustom<{ [key: string]: unknown }>({
    url,
    method: 'get',
    config: { query },
    queryOptions: { enabled, retry: false },
    errorNotification: false,
  });
  return { data: q.data?.data as unknown as T | undefined, loading: q.isFetching, error: q.error, refetch: q.refetch };
}
