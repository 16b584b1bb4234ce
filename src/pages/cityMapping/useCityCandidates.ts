import { useCallback, useEffect, useState } from 'react';
import { useDataProvider } from '@refinedev/core';
import type { Page } from '@schemas/envelope';
import type { SlyCity, StandardCity } from '@schemas/city';
import type { ResourceDecl } from '@resources/define';

const CANDIDATE_PAGE_SIZE = 10;

/** The name a standard city is best searched by among business-travel cities: its own level's name. */
export function searchNameOf(city: Partial<StandardCity>): string {
  const own = city.level === 1 ? city.provinceName : city.level === 2 ? city.cityName : city.areaName;
  const name = own || city.fullName || '';
  // "杭州市" is "杭州" on the travel side; strip the administrative suffix when a name remains.
  return name.length > 2 ? name.replace(/(特别行政区|自治区|自治州|地区|省|市|区|县|都|府|州)$/, '') : name;
}

/** Candidates of the edit dialog: business-travel cities of the standard city's country, searched by name. */
export function useCityCandidates(resource: ResourceDecl, city: Partial<StandardCity>) {
  const dataProvider = useDataProvider()();
  const [name, setName] = useState(() => searchNameOf(city));
  const [current, setCurrent] = useState(1);
  const [data, setData] = useState<Page<SlyCity>>({ records: [], total: 0, current: 1, size: CANDIDATE_PAGE_SIZE });
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (page: number, text: string) => {
      setLoading(true);
      setError(null);
      try {
        const url = String(resource.api.candidates);
        const query = { current: page, size: CANDIDATE_PAGE_SIZE, countryCode: city.countryCode, name: text.trim() || undefined };
        const { data: reply } = await dataProvider.custom!<Page<SlyCity>>({ url, method: 'get', query, meta: {} });
        setData(reply ?? { records: [], total: 0, current: page, size: CANDIDATE_PAGE_SIZE });
        setCurrent(page);
      } catch (e) {
        setError((e as Error).message);
      } finally {
        setLoading(false);
      }
    },
    [dataProvider, resource, city.countryCode],
  );

  useEffect(() => {
    void load(1, name);
    // First page of the prefilled name when the dialog opens; later searches are explicit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load]);

  return {
    name,
    setName,
    search: () => load(1, name),
    goTo: (page: number) => load(page, name),
    records: data.records,
    total: data.total,
    current,
    pageSize: CANDIDATE_PAGE_SIZE,
    loading,
    error,
  };
}
