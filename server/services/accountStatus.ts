import { ApiError, notFound } from '../http/envelope';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ACCOUNT_STATUS } from '../../schemas/account';
import { withTransaction } from '../db/transaction';
import type { GatePass } from '../approval/pass';

export const FROZEN_FIRST_THAW = '账户已冻结，请先解冻';
export const NOT_FROZEN = '账户未冻结';
export const ALREADY_FROZEN = '账户已冻结';

/**
 * Enable (2) or disable (1); a frozen account must be thawed first. Row-locked so a freeze cannot interleave. Only
 * through the approval gate (its pass): a rule may hold enabling or disabling for approval (docs/approvals.md).
 */
export async function setAccountStatus(db: Kysely<Database>, _pass: GatePass, tenantId: number, accountId: number, status: 1 | 2) {
  await withTransaction(db, async (trx) => {
    const row = await trx.selectFrom('act_account').select('status').where('tenant_id', '=', tenantId).where('id', '=', accountId).forUpdate().executeTakeFirst();
    if (!row) throw notFound();
    if (row.status === ACCOUNT_STATUS.frozen) throw new ApiError(400, FROZEN_FIRST_THAW);
    await trx.updateTable('act_account').set({ status, update_time: new Date() }).where('id', '=', accountId).execute();
  });
}

export async function freezeAccount(db: Kysely<Database>, tenantId: number, accountId: number) {
  const updated = await db
    .updateTable('act_account')
    .set({ status: ACCOUNT_STATUS.frozen, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', accountId)
    .where('status', '<>', ACCOUNT_STATUS.frozen)
    .returning('id')
    .executeTakeFirst();
  if (!updated) await explain(db, tenantId, accountId, ALREADY_FROZEN);
}

/** Thaw returns a frozen account to enabled. */
export async function thawAccount(db: Kysely<Database>, tenantId: number, accountId: number) {
  const updated = await db
    .updateTable('act_account')
    .set({ status: ACCOUNT_STATUS.enabled, update_time: new Date() })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', accountId)
    .where('status', '=', ACCOUNT_STATUS.frozen)
    .returning('id')
    .executeTakeFirst();
  if (!updated) await explain(db, tenantId, accountId, NOT_FROZEN);
}

async function explain(db: Kysely<Database>, tenantId: number, accountId: number, message: string): Promise<never> {
  const exists = await db.selectFrom('act_account').select('id').where('tenant_id', '=', tenantId).where('id', '=', accountId).executeTakeFirst();
  if (!exists) throw notFound();
  throw new ApiError(400, message);
}
