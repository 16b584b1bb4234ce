import type { DictItem } from '../../schemas/menuAdmin';

/** Dictionaries that other modules compute from their own tables, by dictionary type (docs/product.md#menus-and-tenants). */
export type ComputedDictionaries = Record<string, (tenantId: number) => Promise<DictItem[]>>;

/** Role codes that administer a tenant: they receive every menu node assigned to their tenant. */
export const TENANT_ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_TENANT_ADMIN'];

/** The main tenant (docs/product.md#roles-and-permissions). */
export const MAIN_TENANT_ID = 1;

/** The ids with every ancestor, so no held page hangs without its folder and module. */
export function withAncestors(ids: Iterable<number>, parents: Map<number, number>): number[] {
  const out = new Set<number>();
  for (const id of ids) {
    let current: number | undefined = id;
    while (current !== undefined && current > 0 && !out.has(current)) {
      out.add(current);
      current = parents.get(current);
    }
  }
  return [...out];
}

/** Whether `candidate` is `id` or lies below it. */
export function isSelfOrDescendant(candidate: number, id: number, parents: Map<number, number>): boolean {
  const seen = new Set<number>();
  let current: number | undefined = candidate;
  while (current !== undefined && current > 0 && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parents.get(current);
  }
  return false;
}
