import { z } from 'zod';
import { formatMoney } from '../../../schemas/money';
import type { FlowWritten } from '../../services/ledger';
import { recharge, rechargeBalanceAfter } from '../../services/ledger';
import { notFound } from '../../http/envelope';
import { lockAccountByNo } from '../../repositories/accountChildren';
import type { CoveredChange } from '../covered';
import { accountSeen } from '../../access/dataScope';

const payload = z.object({ toAccountNo: z.string().min(1).max(32), changeNum: z.string().min(1).max(16) });
export type RechargePayload = z.output<typeof payload>;

/**
 * A recharge (`POST /accountcenter/actAccount/exchangeAccounts/recharge`): the rule `recharge` holds it from its
 * amount on. The account's status, balance and upper limit are what the approver saw: if any moved before the
 * approval, the request ends conflicted rather than move money on a balance nobody checked.
 */
export const rechargeChange: CoveredChange<RechargePayload, FlowWritten> = {
  operation: 'recharge',
  entity: 'account',
  auditAction: 'recharge',
  versioned: false,
  payload,
  async read(trx, actor, p) {
    const account = await lockAccountByNo(trx, actor.tenantId, p.toAccountNo);
    // An account outside the actor's scope is not found, as another tenant's is.
    if (!account || !(await accountSeen(trx, actor.tenantId, actor.scope, Number(account.id)))) throw notFound();
    // Refused now what the ledger would refuse when applied: a disabled or frozen account, past the upper limit.
    rechargeBalanceAfter(account, p.changeNum);
    return {
      entity: 'account',
      entityId: String(account.id),
      title: `${account.account_name}（${account.account_no}）`,
      fields: { status: account.status, accountNum: formatMoney(account.account_num), balanceLimit: formatMoney(account.balance_limit) },
      // The account's version moves with its status and its edits, not with its balance: a recharge approved after
      // others moved the balance still applies, one whose account was disabled or edited meanwhile does not.
      version: account.version,
    };
  },
  ruleOf: () => 'recharge',
  amount: (p) => formatMoney(p.changeNum),
  preview: (p, state) => ({
    accountNum: rechargeBalanceAfter(
      { status: Number(state.fields.status), account_num: String(state.fields.accountNum), balance_limit: String(state.fields.balanceLimit) },
      p.changeNum,
    ),
    changeNum: formatMoney(p.changeNum),
  }),
  async apply({ trx, actor, pass, audit }, p) {
    audit.target(p.toAccountNo);
    const written = await recharge(trx, pass, actor.tenantId, p.toAccountNo, p.changeNum, actor.actualName);
    audit.field('accountNum', written.beforeNum, written.accountNum).field('changeNum', null, p.changeNum).field('flowMetaId', null, written.flowMetaId);
    return written;
  },
  historyKeys: (state, p) => [
    { entity: 'account', entityId: state.entityId },
    { entity: 'account', entityId: p.toAccountNo },
  ],
};
