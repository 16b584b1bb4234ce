import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from '@refinedev/core';
import type { MenuNode } from '@schemas/menu';
import type { DictItem } from '@schemas/menuAdmin';

export const MENU_TREE_URL = '/admin/menu/tree';
export const PRODUCT_LINE_URL = '/admin/dict/type/product_line';
export const MENU_TREE_KEY = ['menuAdmin', 'tree'];

/** The tenant's whole menu tree, buttons included (`GET /admin/menu/tree`). */
export function useMenuAdminTree() {
  const dataProvider = useDataProvider()();
  return useQuery({
    queryKey: MENU_TREE_KEY,
    queryFn: async () => (await dataProvider.custom!<MenuNode[]>({ url: MENU_TREE_URL, method: 'get', meta: {} })).data ?? [],
  });
}

/** The product lines (modules) of the dictionary (`GET /admin/dict/type/product_line`). */
export function useProductLines() {
  const dataProvider = useDataProvider()();
  return useQuery({
    queryKey: ['dict', 'product_line'],
    queryFn: async () => (await dataProvider.custom!<DictItem[]>({ url: PRODUCT_LINE_URL, method: 'get', meta: {} })).data ?? [],
  });
}

export function findNode(nodes: MenuNode[], id: number): MenuNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const below = findNode(n.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}
