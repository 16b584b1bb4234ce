import { ApiError, notFound } from '../http/envelope';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ACCOUNT_STATUS } from '../../schemas/account';
import { withTransaction } from '../db/transaction';
import type { GatePass } from '../domain/gatePass';
import { accountExists, lockAccountStatus, moveAccountStatus, updateAccountStatus } from '../repositories/accounts';

export const FROZEN_FIRST_THAW = '账户已冻结，请先解冻';
export const NOT_FROZEN = '账户未冻结';
export const ALREADY_FROZEN = '账户已冻结';

/**
 * Enable (2) or disable (1); a frozen account must be thawed first. Row-locked so a freeze cannot interleave. Only
 * through the approval gate (its pass): a rule may hold enabling or disabling for approval (docs/approvals.md).
 */
export async function setAccountStatus(db: Kysely<Database>, _pass: GatePass, tenantId: number, accountId: number, status: 1 | 2) {
  await withTransaction(db, async (trx) => {
    const row = await lockAccountStatus(trx, tenantId, accountId);
    if (!row) throw notFound();
    if (row.status === ACCOUNT_STATUS.frozen) throw new ApiError(400, FROZEN_FIRST_THAW);
    await updateAccountStatus(trx, accountId, status);
  });
}

export async function freezeAccount(db: Kysely<Database>, tenantId: number, accountId: number) {
  if (!(await moveAccountStatus(db, tenantId, accountId, ACCOUNT_STATUS.frozen, { isNot: ACCOUNT_STATUS.frozen }))) await explain(db, tenantId, accountId, ALREADY_FROZEN);
}

/** Thaw returns a frozen account to enabled. */
export async function thawAccount(db: Kysely<Database>, tenantId: number, accountId: number) {
  if (!(await moveAccountStatus(db, tenantId, accountId, ACCOUNT_STATUS.enabled, { is: ACCOUNT_STATUS.frozen }))) await explain(db, tenantId, accountId, NOT_FROZEN);
}

async function explain(db: Kysely<Database>, tenantId: number, accountId: number, message: string): Promise<never> {
  if (!(await accountExists(db, tenantId, accountId))) throw notFound();
  throw new ApiError(400, message);
}
