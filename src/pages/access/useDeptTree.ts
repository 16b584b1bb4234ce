import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from '@refinedev/core';
import type { DeptNode } from '@schemas/orgPicker';

export const DEPT_TREE_URL = '/admin/dept/list/byCompanyId';

/** The tenant's whole department tree (`GET /admin/dept/list/byCompanyId`), for choosing departments by id. */
export function useDeptTree() {
  const dataProvider = useDataProvider()();
  return useQuery({
    queryKey: ['access', 'deptTree'],
    queryFn: async () => (await dataProvider.custom!<DeptNode[]>({ url: DEPT_TREE_URL, method: 'get', meta: {} })).data ?? [],
    staleTime: 10_000,
  });
}
