import { useEffect, useState } from 'react';
import { App } from 'antd';
import { useDataProvider } from '@refinedev/core';
import { CITY_MSG, type Country } from '@schemas/city';
import type { ResourceDecl } from '@resources/define';
import { endpointCall } from '@/engine/actions/endpointCall';
import { tm } from '@/providers/i18n';

/** docs/product.md#cities-and-sync: sync all levels. */
export const SYNC_LEVEL = 0;

/** The controller of the sync dialog: countries, the choice, the sync call and its messages from docs/product.md#errors-and-messages. */
export function useCitySync(resource: ResourceDecl, onSynced: () => void, onClose: () => void) {
  const { message } = App.useApp();
  const dataProvider = useDataProvider()();
  const [countries, setCountries] = useState<Country[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [syncing, setSyncing] = useState(false);

  useEffect(() => {
    let live = true;
    dataProvider.custom!<Country[]>({ url: String(resource.api.countries), method: 'get', meta: {} })
      .then(({ data }) => live && setCountries(data ?? []))
      .catch((e: Error) => live && setLoadError(e.message))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [dataProvider, resource]);

  const choose = (codes: string[]) => {
    setChosen(codes);
    if (codes.length) setError(null);
  };

  const sync = async () => {
    if (!chosen.length) {
      setError(tm(CITY_MSG.chooseCountry));
      return;
    }
    setSyncing(true);
    try {
      const { url, method } = endpointCall(resource, 'sync', {});
      await dataProvider.custom!({
        url,
        method,
        payload: { countryCode: chosen.join(','), level: SYNC_LEVEL },
        meta: { request: { ignoreErrors: true } },
      });
      message.success(tm(CITY_MSG.syncOk));
      onSynced();
      onClose();
    } catch {
      message.error(tm(CITY_MSG.syncFail));
    } finally {
      setSyncing(false);
    }
  };

  return { countries, loading, loadError, chosen, choose, error, sync, syncing };
}
