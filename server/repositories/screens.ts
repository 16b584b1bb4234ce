import type { Kysely, Selectable } from 'kysely';
import type { ScreenDeclaration } from '../../schemas/runtimeScreen';
import { runtimeScreenPath } from '../../schemas/screens';
import type { Database, SysScreenTable } from '../db/schema';
import { userMenuRows } from './menus';
import { versionedQueries } from './declarationVersions';

/**
 * The queries of screens built at run time (docs/screens.md#screens-built-at-run-time), always within one tenant: a screen,
 * its numbered versions and the published one; the routes in server/routes/screenAdmin.ts speak HTTP and call these.
 * A write takes the audited transaction it runs in. Which menu nodes open a screen is below.
 */

/** A screen and its versions, kept as every versioned declaration is (repositories/declarationVersions.ts). */
export const screenQueries = versionedQueries<ScreenDeclaration, SysScreenTable>({ record: 'sys_screen', column: 'screen_key', own: (decl) => decl.key });

/** What a screen's record shows of its own: its key and source. */
const screenFields = (decl: ScreenDeclaration, key: string) => ({ key, source: decl.source });

export const findScreenByKey = (db: Kysely<Database>, tenantId: number, key: string) =>
  db.selectFrom('sys_screen').selectAll().where('tenant_id', '=', tenantId).where('screen_key', '=', key).executeTakeFirst();

/** The screen as the designer sees it, with its newest declaration. */
export const screenRecord = (db: Kysely<Database>, row: Selectable<SysScreenTable>) => screenQueries.record(db, row, screenFields);

/** A page of the tenant's screens whose key contains `key`, the newest change first, and its total. */
export const screenPage = (db: Kysely<Database>, tenantId: number, { current, size, key }: { current: number; size: number; key?: string | undefined }) =>
  screenQueries.page(db, tenantId, { current, size }, screenFields, key);

/** The tenant's published screens by key, each with its published declaration. */
export const publishedScreens = async (db: Kysely<Database>, tenantId: number) =>
  (await screenQueries.published(db, tenantId)).map((row) => ({ key: row.own, declaration: row.declaration }));

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
