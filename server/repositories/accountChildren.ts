import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GatePass } from '../domain/gatePass';
import { containsOp, likePattern } from '../db/textSearch';
import { DEFAULT_ACCOUNT_LIMITS } from '../domain/accountLimits';
import { accountSelect, storedChildCount } from './accounts';
import type { PageWindow } from '../db/paging';
import { accountSeen, ofScopedSubject, WHOLE_TENANT, type DataScope } from '../access/dataScope';

/**
 * The queries of parent and child accounts (docs/product.md#account-centre-calls, `/accountcenter/actAccount`), within one tenant; the
 * routes in server/routes/accountChild.ts speak HTTP and call these. A write takes the audited transaction it runs in.
 * An account's view (as the lists show it) and the rules several routes share are in server/services/accountCentre.ts.
 */

/** The account's row locked for the rest of the transaction. */
export const lockAccount = (trx: Kysely<Database>, tenantId: number, accountId: number) =>
  trx.selectFrom('act_account').select('id').where('tenant_id', '=', tenantId).where('id', '=', accountId).forUpdate().execute();

export interface ChildAccountSearch {
  parentId?: number;
  subjectId?: number;
  accountTypeId?: number;
  accountName?: string;
  accountNo?: string;
  status?: number;
  accountScope?: number;
  start?: Date;
  end?: Date;
}

/**
 * A page of child accounts' rows, newest first, and the search's total. Filters and paging run on act_account alone
 * (its (tenant, parent, created) index); only the page's rows are then joined to their subject, type and parent.
 * The list opens filtered by its parent alone: the parent's stored count answers without counting rows. Children
 * belong to their parent's subject, so a parent in the caller's data scope has every child in it, and one outside
 * it has none to show; without a parent, the rows are narrowed to the subjects of the scope.
 */
export async function childAccountPage(db: Kysely<Database>, tenantId: number, q: ChildAccountSearch, page: PageWindow, scope: DataScope) {
  if (q.parentId !== undefined && !(await accountSeen(db, tenantId, scope, q.parentId))) return { total: 0, rows: [] };
  let query = db.selectFrom('act_account as a').where('a.tenant_id', '=', tenantId).where('a.level', '=', 2);
  if (q.parentId !== undefined) query = query.where('a.parent_id', '=', q.parentId);
  else if (!scope.all) query = query.where(ofScopedSubject(db, tenantId, scope, 'a'));
  if (q.subjectId !== undefined) query = query.where('a.subject_id', '=', q.subjectId);
  if (q.accountTypeId !== undefined) query = query.where('a.account_type_id', '=', q.accountTypeId);
  if (q.accountName) query = query.where('a.account_name', containsOp(q.accountName), likePattern(q.accountName));
  if (q.accountNo) query = query.where('a.account_no', '=', q.accountNo);
  if (q.status !== undefined) query = query.where('a.status', '=', q.status);
  if (q.accountScope !== undefined) query = query.where('a.account_scope', '=', q.accountScope);
  if (q.start) query = query.where('a.create_time', '>=', q.start);
  if (q.end) query = query.where('a.create_time', '<=', q.end);
  const filtered = [q.subjectId, q.accountTypeId, q.accountName, q.accountNo, q.status, q.accountScope, q.start, q.end].some((v) => v !== undefined && v !== '');
  const total =
    q.parentId !== undefined && !filtered
      ? await storedChildCount(db, tenantId, q.parentId)
      : Number((await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total);
  const ids = page.beyondReach
    ? []
    : (await query.select('a.id').orderBy('a.create_time', 'desc').orderBy('a.id', 'desc').limit(page.size).offset(page.offset).execute()).map((r) => r.id);
  const found = ids.length ? await accountSelect(db, tenantId, WHOLE_TENANT).where('a.id', 'in', ids).execute() : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  return { total, rows: ids.map((id) => byId.get(id)).filter((r) => r !== undefined) };
}

/** An account type of the tenant with its enabled flag. */
export const findAccountType = (db: Kysely<Database>, tenantId: number, accountTypeId: number) =>
  db.selectFrom('act_account_type').select(['id', 'enable_flag']).where('tenant_id', '=', tenantId).where('id', '=', accountTypeId).executeTakeFirst();

export interface NewChildAccount {
  tenantId: number;
  subjectId: number;
  parentId: number;
  accountNo: string;
  accountName: string;
  accountTypeId: number;
  accountScope: number;
  flag: number;
  configIds: number[];
  sysIds: number[];
  status: number;
  operator: string;
}

/** A new child account with the default limits; answers its id. */
export async function insertChildAccount(trx: Kysely<Database>, account: NewChildAccount): Promise<number> {
  const row = await trx
    .insertInto('act_account')
    .values({
      tenant_id: account.tenantId,
      subject_id: account.subjectId,
      parent_id: account.parentId,
      level: 2,
      account_no: account.accountNo,
      account_name: account.accountName,
      account_type_id: account.accountTypeId,
      account_scope: account.accountScope,
      flag: account.flag,
      config_ids: JSON.stringify(account.configIds),
      account_sys_id: JSON.stringify(account.sysIds),
      status: account.status,
      operator: account.operator,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('act_account_limit')
    .values(DEFAULT_ACCOUNT_LIMITS.map((l) => ({ account_id: row.id, action_limit: l.actionLimit, limit_type: l.limitType })))
    .execute();
  return row.id;
}

export interface ChildAccountChange {
  accountName: string;
  configIds: number[];
  status: number;
  /** Set only when the request named them. */
  sysIds?: number[];
  flag?: number;
}

/**
 * A child account's name, scenes, status and, when given, its people or organisations and flag. Only through the
 * approval gate (its pass): a rule may hold enabling or disabling an account for approval (docs/approvals.md).
 */
export async function updateChildAccount(trx: Kysely<Database>, _pass: GatePass, tenantId: number, accountId: number, change: ChildAccountChange) {
  await trx
    .updateTable('act_account')
    .set({
      account_name: change.accountName,
      config_ids: JSON.stringify(change.configIds),
      status: change.status,
      ...(change.sysIds ? { account_sys_id: JSON.stringify(change.sysIds) } : {}),
      ...(change.flag !== undefined ? { flag: change.flag } : {}),
      update_time: new Date(),
    })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', accountId)
    .execute();
}

/** The account's id by its number, or undefined. */
export const findAccountIdByNo = (db: Kysely<Database>, tenantId: number, accountNo: string) =>
  db.selectFrom('act_account').select('id').where('tenant_id', '=', tenantId).where('account_no', '=', accountNo).executeTakeFirst();

/** The deals that hold part of the account's balance, newest first. */
export const accountDealLocks = (db: Kysely<Database>, accountId: number) =>
  db
    .selectFrom('act_account_lock')
    .select(['biz_source', 'biz_no', 'lock_time', 'change_num'])
    .where('account_id', '=', accountId)
    .orderBy('lock_time', 'desc')
    .orderBy('id', 'desc')
    .execute();

/** A subject's name with its accounts' count, balance sum and count by status, or undefined for an unknown subject. */
export const subjectOverviewHead = (db: Kysely<Database>, tenantId: number, subjectId: number) =>
  db
    .selectFrom('act_subject as s')
    .leftJoin('act_account as a', 'a.subject_id', 's.id')
    .where('s.tenant_id', '=', tenantId)
    .where('s.id', '=', subjectId)
    .groupBy('s.subject_name')
    .select((eb) => [
      's.subject_name',
      eb.fn.count<string | number>('a.id').as('account_sum'),
      eb.fn.coalesce(eb.fn.sum<string>('a.account_num'), eb.val('0')).as('account_num'),
      eb.fn.count<string | number>('a.id').filterWhere('a.status', '=', 1).as('disabled_sum'),
      eb.fn.count<string | number>('a.id').filterWhere('a.status', '=', 2).as('enable_sum'),
      eb.fn.count<string | number>('a.id').filterWhere('a.status', '=', 3).as('freeze_sum'),
    ])
    .executeTakeFirst();

/** A page of a subject's accounts (parents first, then newest), created within the bounds given, and their total (the caller checked the subject's scope). */
export async function subjectAccountPage(db: Kysely<Database>, tenantId: number, subjectId: number, bounds: { start?: Date; end?: Date }, page: { size: number; offset: number }) {
  let list = accountSelect(db, tenantId, WHOLE_TENANT).where('a.subject_id', '=', subjectId);
  if (bounds.start) list = list.where('a.create_time', '>=', bounds.start);
  if (bounds.end) list = list.where('a.create_time', '<=', bounds.end);
  const { total } = await list
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await list.orderBy('a.level').orderBy('a.create_time', 'desc').orderBy('a.id', 'desc').limit(page.size).offset(page.offset).execute();
  return { total: Number(total), rows };
}

/** An account by its number with what a money move checks (status, balance, upper limit), locked for the transaction. */
export const lockAccountByNo = (trx: Kysely<Database>, tenantId: number, accountNo: string) =>
  trx
    .selectFrom('act_account')
    .select(['id', 'account_no', 'account_name', 'status', 'account_num', 'balance_limit', 'version'])
    .where('tenant_id', '=', tenantId)
    .where('account_no', '=', accountNo)
    .forUpdate()
    .executeTakeFirst();
