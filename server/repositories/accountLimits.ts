import { sql, type Kysely } from 'kysely';
import { LIMIT_TYPE } from '../../schemas/accountLimit';
import type { Database } from '../db/schema';
import type { GatePass } from '../domain/gatePass';

/**
 * The queries of an account's permissions and limits (docs/product.md#account-centre-calls), within one tenant; the
 * routes in server/routes/accountLimit.ts speak HTTP and call these. A write takes the audited transaction it runs in.
 */

const limitedAccount = (db: Kysely<Database>, tenantId: number, accountNo: string) =>
  db.selectFrom('act_account').select(['id', 'account_name', 'balance_limit', 'credit_num', 'limit_version']).where('tenant_id', '=', tenantId).where('account_no', '=', accountNo);

/** The account's id, balance limit, credit and the version of its limits. */
export const findLimitedAccount = (db: Kysely<Database>, tenantId: number, accountNo: string) => limitedAccount(db, tenantId, accountNo).executeTakeFirst();

/** The same, locked for the rest of the transaction. */
export const lockLimitedAccount = (trx: Kysely<Database>, tenantId: number, accountNo: string) => limitedAccount(trx, tenantId, accountNo).forUpdate().executeTakeFirst();

/** The permissions the account holds, each with its kind (account or deal type). */
export const heldLimits = (db: Kysely<Database>, accountId: number) =>
  db.selectFrom('act_account_limit').select(['action_limit', 'limit_type']).where('account_id', '=', accountId).execute();

export interface AccountLimitsToSave {
  accountPermissions: string[];
  dealPermissions: string[];
  /** Null keeps the stored amount. */
  balanceLimit: string | null;
  creditLimit: string | null;
}

/**
 * The account's permissions replaced by the ones given, its balance limit and credit set where given, its limits'
 * version moved. Only through the approval gate (its pass): a rule may hold a change of the limits for approval
 * (docs/approvals.md).
 */
export async function replaceAccountLimits(trx: Kysely<Database>, _pass: GatePass, accountId: number, limits: AccountLimitsToSave) {
  await trx.deleteFrom('act_account_limit').where('account_id', '=', accountId).execute();
  await trx
    .insertInto('act_account_limit')
    .values([
      ...limits.accountPermissions.map((a) => ({ account_id: accountId, action_limit: a, limit_type: LIMIT_TYPE.account })),
      ...limits.dealPermissions.map((a) => ({ account_id: accountId, action_limit: a, limit_type: LIMIT_TYPE.deal })),
    ])
    .execute();
  await trx
    .updateTable('act_account')
    .set({
      ...(limits.balanceLimit === null ? {} : { balance_limit: limits.balanceLimit }),
      ...(limits.creditLimit === null ? {} : { credit_num: limits.creditLimit }),
      limit_version: sql<number>`limit_version + 1`,
      update_time: new Date(),
    })
    .where('id', '=', accountId)
    .execute();
}
