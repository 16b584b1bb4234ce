import type { ListPrefsReply } from '@schemas/listTools';
import { http } from '@/providers/client';

export const listPrefUrl = (listKey: string) => `/admin/listPref/${encodeURIComponent(listKey)}`;

/**
 * The call for a user's settings of a list (docs/screens.md#operator-tools-on-every-list), one description for the list
 * that reads them and for the route that asks for them early (docs/performance.md#what-the-browser-loads): a list opened by its address
 * has them asked for as soon as the menu allows the page, while the page's script is still on its way, instead
 * of after its first render. Without the call (an older server) the list still works as declared: its failure
 * is silent.
 */
export const listPrefsQuery = (listKey: string) => ({
  queryKey: ['atrium', 'listPrefs', listKey] as const,
  queryFn: async (): Promise<ListPrefsReply | null> => {
    const res = await http.get<{ data?: ListPrefsReply }>(listPrefUrl(listKey), { ignoreErrors: true });
    return res.data?.data ?? null;
  },
  retry: false,
  staleTime: 60_000,
});
