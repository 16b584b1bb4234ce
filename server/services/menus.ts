import type { Kysely, Selectable } from 'kysely';
import type { MenuNode } from '../../schemas/menu';
import type { Database, SysMenuTable } from '../db/schema';

type MenuRow = Selectable<SysMenuTable>;

export function toNode(row: MenuRow): MenuNode {
  const node: MenuNode = {
    id: row.id,
    parentId: row.parent_id,
    name: row.name,
    enName: row.en_name,
    label: row.name,
    path: row.path,
    icon: row.icon,
    sortOrder: row.sort_order,
    keepAlive: row.keep_alive === '1' ? '1' : '0',
    type: row.type === '1' ? '1' : '0',
    permission: row.permission,
    version: row.version,
    children: [],
  };
  if (row.roles) node.roles = row.roles.split(',').filter(Boolean);
  return node;
}

/** Builds the forest hanging under `rootParentId` from flat rows, siblings by sort order then id. */
export function buildTree(rows: MenuRow[], rootParentId: number): MenuNode[] {
  const byParent = new Map<number, MenuRow[]>();
  for (const row of rows) {
    const list = byParent.get(row.parent_id) ?? [];
    list.push(row);
    byParent.set(row.parent_id, list);
  }
  const build = (parentId: number, seen: Set<number>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .filter((row) => !seen.has(row.id)) // a cycle in edited data must not hang the server
      .map((row) => {
        const node = toNode(row);
        node.children = build(row.id, new Set(seen).add(row.id));
        return node;
      });
  return build(rootParentId, new Set());
}

const columns = ['m.id', 'm.parent_id', 'm.name', 'm.en_name', 'm.path', 'm.icon', 'm.sort_order', 'm.keep_alive', 'm.type', 'm.permission', 'm.roles', 'm.version'] as const;

/** Menu nodes a user holds: granted to one of their roles AND assigned to their tenant. */
export async function userMenuRows(db: Kysely<Database>, userId: number, tenantId: number): Promise<MenuRow[]> {
  return db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', tenantId))
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sys_role_menu as rm')
          .innerJoin('sys_user_role as ur', 'ur.role_id', 'rm.role_id')
          .select('rm.menu_id')
          .whereRef('rm.menu_id', '=', 'm.id')
          .where('ur.user_id', '=', userId),
      ),
    )
    .select(columns)
    .execute();
}

/** Whether the user's menu in the tenant holds a node opening one of these paths (the read of those lists). */
export async function holdsMenuPath(db: Kysely<Database>, user: { userId: number; tenantId: number }, paths: readonly string[]): Promise<boolean> {
  const wanted = new Set(paths);
  return (await userMenuRows(db, user.userId, user.tenantId)).some((row) => row.path !== null && wanted.has(row.path));
}

/** Every node assigned to a tenant (the administration tree). */
export async function tenantMenuRows(db: Kysely<Database>, tenantId: number): Promise<MenuRow[]> {
  return db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', tenantId))
    .select(columns)
    .execute();
}
