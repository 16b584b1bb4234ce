import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Role codes that administer a tenant: they receive every menu node assigned to their tenant. */
export const TENANT_ADMIN_ROLES = ['ROLE_ADMIN', 'ROLE_TENANT_ADMIN'];

/** The main tenant (SPEC.md section 6). */
export const MAIN_TENANT_ID = 1;

/** Parent of every node, keyed by id. */
export async function parentMap(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db.selectFrom('sys_menu').select(['id', 'parent_id']).execute();
  return new Map(rows.map((r) => [r.id, r.parent_id]));
}

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

export async function nextMenuId(db: Kysely<Database>): Promise<number> {
  const row = await sql<{ id: string | number }>`select nextval('sys_menu_id_seq') as id`.execute(db);
  return Number(row.rows[0]!.id);
}

export async function isTenantMenu(db: Kysely<Database>, tenantId: number, menuId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sys_tenant_menu')
    .select('menu_id')
    .where('tenant_id', '=', tenantId)
    .where('menu_id', '=', menuId)
    .executeTakeFirst();
  return row !== undefined;
}
