import type { Kysely } from 'kysely';
import { ACCOUNT_STATUS } from '../../schemas/account';
import { EXCHANGE, flowSubjectTypeOf } from '../../schemas/accountFlow';
import { fromCents, toCents } from '../../schemas/money';
import { RECHARGE_REFUSED, type RechargeResult } from '../../schemas/recharge';
import type { Database } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { ApiError, notFound } from '../http/envelope';
import type { GatePass } from '../domain/gatePass';
import { addToBalance, flowSubjectOf, insertFlow, lockLedgerAccount } from '../repositories/ledger';

/**
 * The only place money moves. Every change locks the account row (select ... for update), checks the rules,
 * changes the balance with SQL numeric arithmetic and writes the flow row in the same transaction, so
 * concurrent changes of one account queue on the row lock and none is lost.
 */
export interface FlowWrite {
  tenantId: number;
  accountNo: string;
  /** Positive decimal string. */
  amount: string;
  exchangeType: number;
  /** 1 income (adds), 2 expense (subtracts). */
  flowType: 1 | 2;
  operator: string | null;
  bizNo?: string | null;
  /** Balance upper limit applies to incoming money. */
  checkUpperLimit: boolean;
  flowDate?: Date;
}

/** A flow written: the reply of the move, with the balance before it (what the audit trail records). */
export interface FlowWritten extends RechargeResult {
  beforeNum: string;
}

/**
 * The balance a move leaves, or the refusal of the ledger's rules: no money moves on a disabled or frozen account,
 * nothing but a positive amount, and incoming money never past the balance upper limit.
 */
export function balanceAfter(account: { status: number; account_num: string; balance_limit: string }, w: Pick<FlowWrite, 'amount' | 'flowType' | 'checkUpperLimit'>): bigint {
  if (account.status === ACCOUNT_STATUS.disabled) throw new ApiError(400, RECHARGE_REFUSED.disabled);
  if (account.status === ACCOUNT_STATUS.frozen) throw new ApiError(400, RECHARGE_REFUSED.frozen);
  const delta = toCents(w.amount);
  if (delta <= 0n) throw new ApiError(400, '金额必须大于零');
  const after = toCents(account.account_num) + (w.flowType === 1 ? delta : -delta);
  if (w.checkUpperLimit && after > toCents(account.balance_limit)) {
    throw new ApiError(400, RECHARGE_REFUSED.overLimit, { changeNum: RECHARGE_REFUSED.overLimit });
  }
  return after;
}

/** What a recharge of `amount` would leave, or its refusal (the approval gate asks before holding one). */
export const rechargeBalanceAfter = (account: { status: number; account_num: string; balance_limit: string }, amount: string) =>
  fromCents(balanceAfter(account, { amount, flowType: 1, checkUpperLimit: true }));

/** Moves money on one account; `trx` must be a transaction (the row lock lasts until it ends). */
export async function writeFlow(trx: Kysely<Database>, w: FlowWrite): Promise<FlowWritten> {
  const account = await lockLedgerAccount(trx, w.tenantId, w.accountNo);
  if (!account) throw notFound();
  const after = balanceAfter(account, w);
  const signed = w.flowType === 1 ? w.amount : `-${w.amount}`;
  const updated = await addToBalance(trx, account.id, signed, w.flowType === 1 ? w.amount : null);
  // The database did the sum; both must agree or the transaction is rolled back.
  if (toCents(updated.account_num) !== after) throw new Error('ledger arithmetic mismatch');
  const subject = await flowSubjectOf(trx, account.subject_id);
  const flow = await insertFlow(trx, {
    tenant_id: w.tenantId,
    account_id: account.id,
    account_no: w.accountNo,
    subject_id: account.subject_id,
    subject_no: subject.subject_no,
    flow_subject_type: flowSubjectTypeOf(subject.subject_type),
    account_type_id: account.account_type_id,
    exchange_type: w.exchangeType,
    flow_type: w.flowType,
    change_num: w.amount,
    after_num: updated.account_num,
    after_credit_num: updated.credit_num,
    biz_no: w.bizNo ?? null,
    operator: w.operator,
    ...(w.flowDate ? { flow_date: w.flowDate } : {}),
  });
  return { accountNo: w.accountNo, accountNum: fromCents(after), flowMetaId: flow.id, beforeNum: fromCents(toCents(account.account_num)) };
}

/**
 * A recharge: one 充值入账 flow and the new balance, in one transaction (the caller's, when it is in one). Only
 * through the approval gate (its pass): a rule may hold recharges for approval (docs/approvals.md).
 */
export function recharge(db: Kysely<Database>, _pass: GatePass, tenantId: number, accountNo: string, amount: string, operator: string) {
  return withTransaction(db, (trx) =>
    writeFlow(trx, {
      tenantId,
      accountNo,
      amount,
      exchangeType: EXCHANGE.recharge,
      flowType: 1,
      operator,
      checkUpperLimit: true,
    }),
  );
}
