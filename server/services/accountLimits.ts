import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { BALANCE_LIMIT_REQUIRED, CREDIT_REQUIRED, LIMIT_TYPE, type saveAccountLimitSchema } from '../../schemas/accountLimit';
import { formatMoney } from '../../schemas/money';
import type { WithheldField } from '../../schemas/access';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { accountSeen, type DataScope } from '../access/dataScope';
import { isWithheld } from '../access/withheld';
import { heldLimits, lockLimitedAccount, replaceAccountLimits } from '../repositories/accountLimits';

/**
 * Saves an account's permissions and limits (docs/product.md#validation), audited, for an account in the caller's
 * scope. Amounts the caller may not see are never written: the stored ones stay; anyone else names both.
 */
export async function saveAccountLimits(
  db: Kysely<Database>,
  call: AuditedCall,
  actor: { tenantId: number; scope: DataScope; withheld: readonly WithheldField[] },
  body: z.output<typeof saveAccountLimitSchema>,
) {
  const amountsKept = isWithheld(actor.withheld, 'amount');
  if (!amountsKept && body.balanceLimit === null) throw new ApiError(400, BALANCE_LIMIT_REQUIRED, { balanceLimit: BALANCE_LIMIT_REQUIRED });
  if (!amountsKept && body.creditLimit === null) throw new ApiError(400, CREDIT_REQUIRED, { creditLimit: CREDIT_REQUIRED });
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(body.accountNo);
    const account = await lockLimitedAccount(trx, actor.tenantId, body.accountNo);
    if (!account || !(await accountSeen(trx, actor.tenantId, actor.scope, account.id))) throw notFound();
    const limits = amountsKept ? { ...body, balanceLimit: null, creditLimit: null } : body;
    const held = await heldLimits(trx, account.id);
    const limitsOf = (type: number) => held.filter((l) => l.limit_type === type).map((l) => l.action_limit).sort();
    audit.diff(
      { accountPermissions: limitsOf(LIMIT_TYPE.account), dealPermissions: limitsOf(LIMIT_TYPE.deal), balanceLimit: formatMoney(account.balance_limit), creditLimit: formatMoney(account.credit_num) },
      {
        accountPermissions: [...body.accountPermissions].sort(),
        dealPermissions: [...body.dealPermissions].sort(),
        balanceLimit: formatMoney(limits.balanceLimit ?? account.balance_limit),
        creditLimit: formatMoney(limits.creditLimit ?? account.credit_num),
      },
    );
    await replaceAccountLimits(trx, account.id, limits);
  });
}
