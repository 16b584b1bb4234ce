import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { ListView, ViewState, viewCreateSchema, viewUpdateSchema } from '../../schemas/listTools';
import type { Database, SysListViewTable } from '../db/schema';
import { formatDateTime } from '../domain/time';

/**
 * The list tools' queries (docs/screens.md#operator-tools-on-every-list): a user's settings and default view per list, and the
 * saved views of a list, within one tenant. The routes in server/routes/listTools.ts speak HTTP, check who may
 * share or change a view, and call these. A write takes the audited transaction it runs in.
 */

type ViewRow = Selectable<SysListViewTable> & { owner_name: string };

/** JSON columns come back parsed from both PostgreSQL and PGlite; a string is parsed here for safety. */
export const jsonOf = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** The views a user sees of a list: their own and those shared with the tenant. */
export const visibleViews = (db: Kysely<Database>, tenantId: number, userId: number) =>
  db
    .selectFrom('sys_list_view as v')
    .innerJoin('sys_user as u', 'u.user_id', 'v.owner_id')
    .selectAll('v')
    .select('u.actual_name as owner_name')
    .where('v.tenant_id', '=', tenantId)
    .where((eb) => eb.or([eb('v.owner_id', '=', userId), eb('v.shared', '=', true)]));

export const listViewToWire = (row: ViewRow, userId: number): ListView => ({
  id: Number(row.id),
  listKey: row.list_key,
  name: row.name,
  shared: row.shared,
  state: jsonOf<ViewState>(row.state),
  ownerId: Number(row.owner_id),
  ownerName: row.owner_name,
  mine: Number(row.owner_id) === userId,
  updateTime: formatDateTime(row.update_time) ?? '',
  version: row.version,
});

/** The views of a list the user sees, by name. */
export const listViewsOf = (db: Kysely<Database>, tenantId: number, userId: number, listKey: string) =>
  visibleViews(db, tenantId, userId).where('v.list_key', '=', listKey).orderBy('v.name').orderBy('v.id').execute();

/** The user's own view, locked for the rest of the transaction (an update checks the version it was based on). */
export const lockOwnView = (trx: Kysely<Database>, tenantId: number, userId: number, id: number) =>
  trx.selectFrom('sys_list_view').selectAll().where('id', '=', id).where('tenant_id', '=', tenantId).where('owner_id', '=', userId).forUpdate().executeTakeFirst();

export const findVisibleView = (db: Kysely<Database>, tenantId: number, userId: number, id: number) => visibleViews(db, tenantId, userId).where('v.id', '=', id).executeTakeFirst();

/** The user's settings and default view of a list, if any. */
export const findListPref = (db: Kysely<Database>, tenantId: number, userId: number, listKey: string) =>
  db
    .selectFrom('sys_list_pref')
    .select(['settings', 'default_view_id'])
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('list_key', '=', listKey)
    .executeTakeFirst();

export const upsertListPref = (into: Kysely<Database>, tenantId: number, userId: number, listKey: string, values: { settings?: string | null; default_view_id?: number | null }) =>
  into
    .insertInto('sys_list_pref')
    .values({ tenant_id: tenantId, user_id: userId, list_key: listKey, update_time: new Date(), ...values })
    .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'list_key']).doUpdateSet({ ...values, update_time: new Date() }))
    .execute();

/** Back to the declaration's columns (the default view stays). */
export const clearListSettings = (trx: Kysely<Database>, tenantId: number, userId: number, listKey: string) =>
  trx
    .updateTable('sys_list_pref')
    .set({ settings: null, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .where('list_key', '=', listKey)
    .execute();

/** How many views of the list the user owns. */
export async function countOwnViews(db: Kysely<Database>, tenantId: number, userId: number, listKey: string): Promise<number> {
  const { n } = await db
    .selectFrom('sys_list_view')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('owner_id', '=', userId)
    .where('list_key', '=', listKey)
    .executeTakeFirstOrThrow();
  return Number(n);
}

export const insertListView = (trx: Kysely<Database>, tenantId: number, userId: number, input: z.output<typeof viewCreateSchema>) =>
  trx
    .insertInto('sys_list_view')
    .values({ tenant_id: tenantId, owner_id: userId, list_key: input.listKey, name: input.name, shared: input.shared, state: JSON.stringify(input.state), update_time: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();

/** The user's own view changed in what the input names. */
export const updateOwnView = (trx: Kysely<Database>, tenantId: number, userId: number, id: number, input: z.output<typeof viewUpdateSchema>) =>
  trx
    .updateTable('sys_list_view')
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.shared !== undefined ? { shared: input.shared } : {}),
      ...(input.state !== undefined ? { state: JSON.stringify(input.state) } : {}),
      update_time: new Date(),
    })
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('owner_id', '=', userId)
    .execute();

export const deleteOwnView = (trx: Kysely<Database>, tenantId: number, userId: number, id: number) =>
  trx.deleteFrom('sys_list_view').where('id', '=', id).where('tenant_id', '=', tenantId).where('owner_id', '=', userId).execute();
