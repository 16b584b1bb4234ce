import type { Kysely } from 'kysely';
import { runtimeScreenPath } from '../../schemas/screens';
import type { Database } from '../db/schema';
import { userMenuRows } from './menus';

/**
 * Runtime screens and the menu (docs/screens.md#screens-built-at-run-time and docs/product.md#the-menu-and-modules): a menu node opens a screen by
 * its address `/s/{key}` within the node's tenant, so a leaf may point only at a published screen, and a screen
 * a node uses cannot be unpublished or deleted.
 */

/** The tenant's menu nodes that open the screen. */
export async function menuNodesUsingScreen(db: Kysely<Database>, tenantId: number, key: string): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('sys_menu as m')
    .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', tenantId))
    .select(['m.id', 'm.name'])
    .where('m.path', '=', runtimeScreenPath(key))
    .orderBy('m.id')
    .execute();
}

/** Whether the tenant has published the screen of that key. */
export async function isScreenPublished(db: Kysely<Database>, tenantId: number, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('sys_screen')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('screen_key', '=', key)
    .where('published_version', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the user's menu in the tenant holds a node opening the screen. */
export async function screenInUserMenu(db: Kysely<Database>, user: { userId: number; tenantId: number }, key: string): Promise<boolean> {
  const path = runtimeScreenPath(key);
  return (await userMenuRows(db, user.userId, user.tenantId)).some((row) => row.path === path);
}
