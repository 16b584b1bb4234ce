import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { AccountType, accountTypeFormSchema, AccountTypeImportRow, accountTypeListQuerySchema } from '../../schemas/accountType';
import type { Page } from '../../schemas/envelope';
import { sortOf } from '../../schemas/listSort';
import type { ActAccountTypeTable, Database } from '../db/schema';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { containsOp, likePattern } from '../db/textSearch';
import { formatDateTime } from '../domain/time';
import { pageWindow } from '../db/paging';
import { readJsonPage } from '../db/jsonPage';

/**
 * The account types' queries (docs/product.md#account-centre-calls), always within one tenant; the routes in
 * server/routes/accountType.ts speak HTTP and call these. A write takes the audited transaction it runs in.
 */

export function accountTypeToWire(row: Selectable<ActAccountTypeTable>): AccountType {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    accountTypeName: row.account_type_name,
    accountType: row.account_type as AccountType['accountType'],
    accountKind: row.account_kind as AccountType['accountKind'],
    enableFlag: row.enable_flag === '1' ? '1' : '0',
    remark: row.remark,
    createTime: formatDateTime(row.create_time) ?? '',
    updateTime: formatDateTime(row.update_time),
    version: row.version,
  };
}

export const findAccountType = (db: Kysely<Database>, tenantId: number, id: number) =>
  db.selectFrom('act_account_type').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** The tenant's enabled account types, newest first. */
export async function enabledAccountTypes(db: Kysely<Database>, tenantId: number) {
  const rows = await db
    .selectFrom('act_account_type')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('enable_flag', '=', '1')
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(accountTypeToWire);
}

/** One page of the tenant's account types, filtered and sorted as the list asked. */
export async function accountTypePage(db: Kysely<Database>, tenantId: number, query: z.output<typeof accountTypeListQuerySchema>): Promise<Page<AccountType>> {
  const empty: Page<AccountType> = { records: [], total: 0, current: query.current, size: query.size };
  let filtered = db.selectFrom('act_account_type').where('tenant_id', '=', tenantId);
  if (query.accountTypeName) {
    filtered = filtered.where('account_type_name', containsOp(query.accountTypeName), likePattern(query.accountTypeName));
  }
  if (query.enableFlag) filtered = filtered.where('enable_flag', '=', query.enableFlag);
  if (query.accountType !== undefined) filtered = filtered.where('account_type', '=', query.accountType);

  // Unfiltered, the total is the kept count (migration 125), not a count of every row.
  const total = searchesNothing(query.accountTypeName, query.enableFlag, query.accountType)
    ? await keptListTotal(db, 'act_account_type', tenantId)
    : (await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total;
  const { offset, beyondReach } = pageWindow(query.current, query.size);
  if (beyondReach) return { ...empty, total: Number(total) };
  // A sort the list asked for (docs/screens.md#operator-tools-on-every-list) first; newest first breaks ties and is the default.
  const sort = sortOf(query);
  let ordered = filtered.selectAll();
  if (sort) ordered = ordered.orderBy(sort.key === 'accountTypeName' ? 'account_type_name' : 'create_time', sort.order);
  const rows = await ordered.orderBy('create_time', 'desc').orderBy('id', 'desc').limit(query.size).offset(offset).execute();
  return { records: rows.map(accountTypeToWire), total: Number(total), current: query.current, size: query.size };
}

/** A new, enabled account type of the tenant. */
export const insertAccountType = (trx: Kysely<Database>, tenantId: number, form: z.output<typeof accountTypeFormSchema>) =>
  trx
    .insertInto('act_account_type')
    .values({
      tenant_id: tenantId,
      account_type_name: form.accountTypeName,
      account_type: form.accountType,
      account_kind: form.accountKind,
      enable_flag: '1',
      remark: form.remark ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The account type of the tenant, locked for the rest of the transaction. */
export const lockAccountType = (trx: Kysely<Database>, tenantId: number, id: number) =>
  trx.selectFrom('act_account_type').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();

export const updateAccountType = (trx: Kysely<Database>, id: number, set: Updateable<ActAccountTypeTable>) =>
  trx.updateTable('act_account_type').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Account types of an import's rows, each unless its name is taken (the unique index decides, against the table and within the rows alike): the names written. */
export async function insertNewAccountTypes(trx: Kysely<Database>, tenantId: number, rows: AccountTypeImportRow[]): Promise<string[]> {
  const written = await trx
    .insertInto('act_account_type')
    .values(
      rows.map((row) => ({
        tenant_id: tenantId,
        account_type_name: row.accountTypeName,
        account_type: row.accountType,
        account_kind: row.accountKind,
        enable_flag: row.enableFlag ?? '1',
        remark: row.remark ?? null,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'account_type_name']).doNothing())
    .returning('account_type_name')
    .execute();
  return written.map((r) => r.account_type_name);
}

/** What an account type export filters by: the list's search, a creation date range and the ticked rows. */
export interface AccountTypeExportSearch {
  accountTypeName?: string;
  ids?: number[];
  enableFlag?: string;
  accountType?: number;
  beginDate?: string;
  endDate?: string;
}

export async function accountTypeExportCount(db: Kysely<Database>, tenantId: number, filter: AccountTypeExportSearch): Promise<number> {
  const row = await exportFiltered(db, tenantId, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One keyset page of the export, newest first: the rows after `after` (null from the start). */
export function accountTypeExportPage(db: Kysely<Database>, tenantId: number, filter: AccountTypeExportSearch, after: number | null, limit: number) {
  let q = exportFiltered(db, tenantId, filter);
  if (after !== null) q = q.where('id', '<', after);
  return readJsonPage(db, q.select(['id', 'account_type_name', 'account_type', 'account_kind', 'enable_flag', 'remark', 'create_time']).orderBy('id', 'desc').limit(limit));
}

function exportFiltered(db: Kysely<Database>, tenantId: number, filter: AccountTypeExportSearch) {
  let q = db.selectFrom('act_account_type').where('tenant_id', '=', tenantId);
  if (filter.accountTypeName) {
    q = q.where('account_type_name', containsOp(filter.accountTypeName), likePattern(filter.accountTypeName));
  }
  if (filter.ids) q = q.where('id', 'in', filter.ids);
  if (filter.enableFlag) q = q.where('enable_flag', '=', filter.enableFlag);
  if (filter.accountType !== undefined) q = q.where('account_type', '=', filter.accountType);
  if (filter.beginDate) q = q.where('create_time', '>=', sql<Date>`${filter.beginDate}::timestamp`);
  if (filter.endDate) q = q.where('create_time', '<=', sql<Date>`${filter.endDate}::timestamp`);
  return q;
}
