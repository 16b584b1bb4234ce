import type { Kysely, Selectable } from 'kysely';
import type { ScreenDeclaration } from '../../schemas/runtimeScreen';
import { runtimeScreenPath } from '../../schemas/screens';
import type { Database, SysScreenTable } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { userMenuRows } from './menus';
import { jsonOf, versionedQueries, type VersionedTables } from './declarationVersions';

/**
 * The queries of screens built at run time (docs/screens.md#screens-built-at-run-time), always within one tenant: a screen,
 * its numbered versions and the published one; the routes in server/routes/screenAdmin.ts speak HTTP and call these.
 * A write takes the audited transaction it runs in. Which menu nodes open a screen is below.
 */

/** A screen and its versions, kept as every versioned declaration is (repositories/declarationVersions.ts). */
const SCREEN_TABLES: VersionedTables<ScreenDeclaration> = { record: 'sys_screen', versions: 'sys_screen_version', owner: 'screen_id', own: (decl) => ({ screen_key: decl.key }) };
const screens = versionedQueries<ScreenDeclaration, SysScreenTable>(SCREEN_TABLES);

export const findScreen = screens.find;

export const findScreenByKey = (db: Kysely<Database>, tenantId: number, key: string) =>
  db.selectFrom('sys_screen').selectAll().where('tenant_id', '=', tenantId).where('screen_key', '=', key).executeTakeFirst();

/** The screen, locked for the audited change or publication. */
export const lockScreen = screens.lock;

/** One version's declaration, or undefined. */
export const screenDeclaration = screens.declaration;

/** The screen as the designer sees it, with its newest declaration. */
export async function screenRecord(db: Kysely<Database>, row: Selectable<SysScreenTable>) {
  const declaration = (await screenDeclaration(db, Number(row.id), row.latest_version))!;
  return {
    id: Number(row.id),
    key: row.screen_key,
    titleZh: declaration.title.zh,
    titleEn: declaration.title.en,
    source: declaration.source,
    latestVersion: row.latest_version,
    publishedVersion: row.published_version,
    declaration,
    updateBy: row.update_by,
    updateTime: formatDateTime(row.update_time) ?? '',
    version: row.version,
  };
}

/** A page of the tenant's screens whose key contains `key`, the newest change first, and its total. */
export async function screenPage(db: Kysely<Database>, tenantId: number, { current, size, key }: { current: number; size: number; key?: string | undefined }) {
  let filtered = db.selectFrom('sys_screen').where('tenant_id', '=', tenantId);
  if (key) filtered = filtered.where('screen_key', 'like', `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { total } = await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .selectAll()
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .offset((current - 1) * size)
    .execute();
  return { records: await Promise.all(rows.map((row) => screenRecord(db, row))), total: Number(total) };
}

/** The tenant's published screens by key, each with its published declaration. */
export async function publishedScreens(db: Kysely<Database>, tenantId: number) {
  const rows = await db
    .selectFrom('sys_screen as s')
    .innerJoin('sys_screen_version as v', (join) => join.onRef('v.screen_id', '=', 's.id').onRef('v.version', '=', 's.published_version'))
    .select(['s.screen_key', 'v.declaration'])
    .where('s.tenant_id', '=', tenantId)
    .orderBy('s.screen_key')
    .execute();
  return rows.map((row) => ({ key: row.screen_key, declaration: jsonOf<ScreenDeclaration>(row.declaration) }));
}

/** A screen's versions, the newest first. */
export const screenVersions = screens.versions;

export async function screenKeyTaken(db: Kysely<Database>, tenantId: number, key: string): Promise<boolean> {
  return (await db.selectFrom('sys_screen').select('id').where('tenant_id', '=', tenantId).where('screen_key', '=', key).executeTakeFirst()) !== undefined;
}

/** A new screen with its first version, unpublished; its id. */
export const insertScreen = screens.insert;

/** A screen's next version, which becomes its newest. */
export const addScreenVersion = screens.addVersion;

export const screenVersionExists = screens.versionExists;

/** Publishes a version, or none (null). */
export const setPublishedVersion = screens.setPublished;

export const deleteScreen = screens.delete;

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
