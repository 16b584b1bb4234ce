import { z } from 'zod';
import { formatMoney, toCents } from '../../../schemas/money';
import { LIMIT_TYPE } from '../../../schemas/accountLimit';
import { notFound } from '../../http/envelope';
import { heldLimits, lockLimitedAccount, replaceAccountLimits } from '../../repositories/accountLimits';
import type { CoveredChange } from '../covered';
import { accountSeen } from '../../access/dataScope';

const payload = z.object({
  accountNo: z.string().min(1).max(32),
  accountPermissions: z.array(z.string().max(16)).max(50),
  dealPermissions: z.array(z.string().max(16)).max(50),
  /** Null keeps the stored amount (a caller whose roles withhold amounts never writes one). */
  balanceLimit: z.string().max(16).nullable(),
  creditLimit: z.string().max(16).nullable(),
});
export type AccountLimitPayload = z.output<typeof payload>;

const sorted = (list: string[]) => [...list].sort();
const money = (value: string | null, stored: unknown) => (value === null ? stored : value === '' ? '' : formatMoney(value));

/**
 * An account's permissions and limits (`POST /accountcenter/actAccountLimit/saveActAccountLimit`): the rule
 * `accountLimit` holds it when the balance upper limit or the credit limit changes, from the larger new limit on;
 * the permissions alone pass. The stored permissions and limits are the record's state.
 */
export const accountLimitChange: CoveredChange<AccountLimitPayload, null> = {
  operation: 'accountLimit',
  entity: 'accountLimit',
  auditAction: 'update',
  versioned: true,
  payload,
  async read(trx, actor, p) {
    const account = await lockLimitedAccount(trx, actor.tenantId, p.accountNo);
    if (!account || !(await accountSeen(trx, actor.tenantId, actor.scope, Number(account.id)))) throw notFound();
    const held = await heldLimits(trx, account.id);
    const limitsOf = (type: number) => sorted(held.filter((l) => l.limit_type === type).map((l) => l.action_limit));
    return {
      entity: 'account',
      entityId: String(account.id),
      title: `${account.account_name}（${p.accountNo}）`,
      fields: {
        accountPermissions: limitsOf(LIMIT_TYPE.account),
        dealPermissions: limitsOf(LIMIT_TYPE.deal),
        balanceLimit: formatMoney(account.balance_limit),
        creditLimit: formatMoney(account.credit_num),
      },
      // The limits' own version (the permission dialog's record), moved by their save alone.
      version: account.limit_version,
      auditTarget: p.accountNo,
    };
  },
  ruleOf: (p, state) => (changedLimits(p, state).length > 0 ? 'accountLimit' : null),
  amount(p, state) {
    const changed = changedLimits(p, state);
    return changed.length === 0 ? null : changed.reduce((a, b) => (toCents(a) >= toCents(b) ? a : b));
  },
  preview: (p, state) => ({
    accountPermissions: sorted(p.accountPermissions),
    dealPermissions: sorted(p.dealPermissions),
    balanceLimit: money(p.balanceLimit, state.fields.balanceLimit),
    creditLimit: money(p.creditLimit, state.fields.creditLimit),
  }),
  async apply({ trx, pass, audit, actor }, p) {
    audit.target(p.accountNo);
    const state = await accountLimitChange.read(trx, actor, p);
    audit.diff(state.fields, accountLimitChange.preview(p, state));
    await replaceAccountLimits(trx, pass, Number(state.entityId), p);
    return null;
  },
  historyKeys: (state, p) => [
    { entity: 'accountLimit', entityId: p.accountNo },
    { entity: 'account', entityId: state.entityId },
  ],
};

/** The new limits among balance and credit that differ from the stored ones (as amounts). */
function changedLimits(p: AccountLimitPayload, state: { fields: Record<string, unknown> }): string[] {
  const out: string[] = [];
  for (const [sent, stored] of [
    [p.balanceLimit, state.fields.balanceLimit],
    [p.creditLimit, state.fields.creditLimit],
  ] as const) {
    if (sent === null) continue;
    const now = sent === '' ? '0.00' : formatMoney(sent);
    if (now !== stored) out.push(now);
  }
  return out;
}
