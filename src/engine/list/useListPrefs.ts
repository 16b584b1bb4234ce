import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ListSettings, ListView } from '@schemas/listTools';
import { http } from '@/providers/client';
import { listPrefsQuery, listPrefUrl } from './listPrefsQuery';

export { listPrefUrl };

export interface ListPrefs {
  /** The user's layout of the list; null: the declaration's. */
  settings: ListSettings | null;
  defaultView: ListView | null;
  /** The answer is in (or failed: the list goes on with the declaration). */
  ready: boolean;
  save: (settings: ListSettings) => void;
  reset: () => void;
}

/**
 * The user's column settings and default view of a list, kept on the server (docs/screens.md#operator-tools-on-every-list) so that they follow the
 * user to another browser. A change shows at once and is saved behind it; a failed call leaves the list as
 * declared and says nothing more than the http client does.
 */
export function useListPrefs(listKey: string, enabled: boolean): ListPrefs {
  const query = useQuery({ ...listPrefsQuery(listKey), enabled });
  const [local, setLocal] = useState<ListSettings | null | undefined>(undefined);
  const reply = query.data;
  const settings = local !== undefined ? local : (reply?.settings ?? null);

  return {
    settings,
    defaultView: reply?.defaultView ?? null,
    ready: !enabled || query.isFetched || query.isError,
    save: (next) => {
      setLocal(next);
      // Refetched once saved, so a page opened later from the cache shows the new layout.
      void http.put(listPrefUrl(listKey), next).then(
        () => query.refetch(),
        () => undefined,
      );
    },
    reset: () => {
      setLocal(null);
      void http.delete(listPrefUrl(listKey)).then(
        () => query.refetch(),
        () => undefined,
      );
    },
  };
}
