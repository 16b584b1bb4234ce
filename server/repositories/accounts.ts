import { sql, type Kysely } from 'kysely';
import type { Account } from '../../schemas/account';
import { formatMoney } from '../../schemas/money';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { subjectInScope, type DataScope } from '../access/dataScope';
import { sceneMap } from './scenes';

/**
 * Every read of an account as the lists show it (docs/product.md#account-centre-calls): the account with its subject, type,
 * parent subject and pre-locked sum, in the caller's data scope; its new number. The child accounts' own queries are
 * server/repositories/accountChildren.ts.
 */

/** A JSON list of ids, as the account's scenes and people or departments are stored. */
export const jsonIds = (value: unknown): number[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : [];
};

/**
 * The select every account read uses: account, subject, account type, parent subject and pre-locked sum; only the
 * accounts whose subject is in `scope` (server/access/dataScope.ts).
 */
export function accountSelect(db: Kysely<Database>, tenantId: number, scope: DataScope) {
  const query = db
    .selectFrom('act_account as a')
    .innerJoin('act_subject as s', 's.id', 'a.subject_id')
    .leftJoin('act_account_type as t', 't.id', 'a.account_type_id')
    .leftJoin('act_account as p', 'p.id', 'a.parent_id')
    .leftJoin('act_subject as ps', 'ps.id', 'p.subject_id')
    .where('a.tenant_id', '=', tenantId)
    .select([
      'a.id',
      'a.tenant_id',
      'a.account_no',
      'a.account_name',
      'a.account_type_id',
      't.account_type_name',
      't.account_kind',
      'a.account_scope',
      'a.level',
      'a.status',
      'a.create_time',
      'a.operator',
      'a.account_num',
      'a.credit_num',
      'a.balance_limit',
      'a.total_exchange_num',
      'a.config_ids',
      'a.parent_id',
      'ps.subject_no as parent_subject_no',
      'a.subject_id',
      's.subject_name',
      's.subject_no',
      's.subject_type',
      's.subject_sys_id',
      'a.account_sys_id',
      'a.flag',
      'a.version',
      sql<string>`(select coalesce(sum(l.change_num), 0)::text from act_account_lock l where l.account_id = a.id)`.as('lock_num'),
    ]);
  return scope.all ? query : query.where(subjectInScope(scope, 's'));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountSelect>['executeTakeFirstOrThrow']>>;

export function toAccount(row: AccountRow, scenes: Map<number, string>): Account {
  const configIds = jsonIds(row.config_ids);
  return {
    id: row.id,
    tenantId: row.tenant_id,
    accountNo: row.account_no,
    accountName: row.account_name,
    accountTypeId: row.account_type_id,
    accountTypeName: row.account_type_name ?? null,
    accountKind: row.account_kind ?? null,
    accountType: row.account_scope,
    accountScope: row.account_scope,
    level: row.level,
    status: row.status,
    createTime: formatDateTime(row.create_time) ?? '',
    operator: row.operator,
    accountNum: formatMoney(row.account_num),
    creditNum: formatMoney(row.credit_num),
    balanceLimit: formatMoney(row.balance_limit),
    totalExchangeNum: formatMoney(row.total_exchange_num),
    configIds,
    configNames: configIds
      .map((id) => scenes.get(id))
      .filter(Boolean)
      .join(','),
    parentId: row.parent_id,
    parentSubjectNo: row.parent_subject_no ?? null,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    subjectNo: row.subject_no,
    subjectType: row.subject_type,
    subjectSysId: row.subject_sys_id,
    accountSysId: jsonIds(row.account_sys_id),
    flag: row.flag,
    lockNum: formatMoney(row.lock_num),
    version: row.version,
  };
}

/** An account of the tenant whose subject is in `scope`, as the lists show it; undefined otherwise (not found). */
export async function findAccount(db: Kysely<Database>, tenantId: number, id: number, scope: DataScope): Promise<Account | undefined> {
  const row = await accountSelect(db, tenantId, scope).where('a.id', '=', id).executeTakeFirst();
  return row ? toAccount(row, await sceneMap(db, tenantId)) : undefined;
}

/**
 * The number of child accounts of a parent, kept by the database's triggers (migration 055); 0 for a
 * parent that is not the tenant's, as counting its rows would give.
 */
export async function storedChildCount(db: Kysely<Database>, tenantId: number, parentId: number): Promise<number> {
  const row = await db.selectFrom('act_account').select('child_count').where('tenant_id', '=', tenantId).where('id', '=', parentId).executeTakeFirst();
  return row?.child_count ?? 0;
}

/** A new account number from its sequence: AC + 10 digits. */
export async function nextAccountNo(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('act_account_no_seq')::text as n`.execute(db);
  return `AC${r.rows[0].n.padStart(10, '0')}`;
}

/** The account's status, its row locked for the rest of the transaction; undefined for an account not the tenant's. */
export const lockAccountStatus = (trx: Kysely<Database>, tenantId: number, accountId: number) =>
  trx.selectFrom('act_account').select('status').where('tenant_id', '=', tenantId).where('id', '=', accountId).forUpdate().executeTakeFirst();

export const updateAccountStatus = (trx: Kysely<Database>, accountId: number, status: number) =>
  trx.updateTable('act_account').set({ status, update_time: new Date() }).where('id', '=', accountId).execute();

/**
 * Sets the tenant's account to `to` where its status `is` one or `isNot` one: whether
 * a row changed. One statement, so a freeze and a thaw of one account cannot interleave.
 */
export async function moveAccountStatus(db: Kysely<Database>, tenantId: number, accountId: number, to: number, from: { is: number } | { isNot: number }) {
  const updated = await db
    .updateTable('act_account')
    .set({ status: to, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', accountId)
    .where('status', 'is' in from ? '=' : '<>', 'is' in from ? from.is : from.isNot)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Whether the tenant holds the account. */
export async function accountExists(db: Kysely<Database>, tenantId: number, accountId: number): Promise<boolean> {
  return (await db.selectFrom('act_account').select('id').where('tenant_id', '=', tenantId).where('id', '=', accountId).executeTakeFirst()) !== undefined;
}
