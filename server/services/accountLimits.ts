import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WithheldField } from '../../schemas/access';
import {
  accountPermissionEnum,
  BALANCE_LIMIT_ACTION,
  BALANCE_LIMIT_REQUIRED,
  CREDIT_LIMIT_ACTION,
  CREDIT_REQUIRED,
  dealPermissionEnum,
  LIMIT_TYPE,
  type AccountLimitReply,
  type ActionLimit,
  type saveAccountLimitSchema,
} from '../../schemas/accountLimit';
import { formatMoney, toCents } from '../../schemas/money';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { gatedWrite, type GateCall } from '../approval/gate';
import { accountLimitChange } from '../approval/covered/accountLimit';
import { isWithheld, withhold, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { findLimitedAccount, heldLimits } from '../repositories/accountLimits';

/**
 * An account's permissions and limits (docs/product.md#validation): as the permission dialog reads them, and their
 * save. Limits carry money (the balance upper limit and the credit): saved only with the version they were read at.
 */

/** The language of the dialog's labels. */
type Lang = 'zh' | 'en';

type LimitedAccount = NonNullable<Awaited<ReturnType<typeof findLimitedAccount>>>;

/** Integer text of a whole amount ("100.00" -> "100"); the credit limit is an integer. */
const wholeText = (value: string) => (toCents(value) / 100n).toString();

/** The account's limits as the permission dialog reads them (and as a stale save's 412 gives them back). */
export async function limitsView(db: Kysely<Database>, account: LimitedAccount, accountNo: string, lang: Lang): Promise<AccountLimitReply> {
  const held = new Set((await heldLimits(db, account.id)).map((r) => r.action_limit));
  const item = (value: string, limitType: number, label: string): ActionLimit => ({
    actionLimit: value,
    limitType,
    limitNum: null,
    limitOn: held.has(value),
    actionLabel: label,
  });
  const credit = toCents(account.credit_num) > 0n ? wholeText(account.credit_num) : '';
  return {
    accountNo,
    accountLimitList: [
      ...accountPermissionEnum.options.map((o) => item(o.value, LIMIT_TYPE.account, accountPermissionEnum.label(o.value, lang))),
      { actionLimit: BALANCE_LIMIT_ACTION, limitType: LIMIT_TYPE.balance, limitNum: formatMoney(account.balance_limit), limitOn: true, actionLabel: '账户余额上限' },
      { actionLimit: CREDIT_LIMIT_ACTION, limitType: LIMIT_TYPE.credit, limitNum: credit || null, limitOn: credit !== '', actionLabel: '授信额度' },
    ],
    dealTypeLimitList: dealPermissionEnum.options.map((o) => item(o.value, LIMIT_TYPE.deal, dealPermissionEnum.label(o.value, lang))),
    balanceLimit: formatMoney(account.balance_limit),
    creditLimit: credit,
    version: account.limit_version,
  };
}

/** The limits as this caller may see them: the amounts of its list and the two limits null where withheld, and named. */
export function shownLimits(view: AccountLimitReply, held: readonly WithheldField[]) {
  const mask = (list: ActionLimit[]) =>
    list.map((item) => (item.limitType === LIMIT_TYPE.account || item.limitType === LIMIT_TYPE.deal ? item : withhold(item, WITHHELD_KEYS.actionLimit, held)));
  return withheldRecord({ ...view, accountLimitList: mask(view.accountLimitList) }, WITHHELD_KEYS.limits, held);
}

/**
 * Saves an account's permissions and limits for an account in the caller's scope, with the version they were read at,
 * through the approval gate: a rule may hold a change of the balance or credit limit (server/approval/covered/accountLimit.ts),
 * and the save is then a request that changes nothing yet. Amounts the caller may not see are never written: the
 * stored ones stay; anyone else names both.
 */
export async function saveAccountLimits(
  db: Kysely<Database>,
  gate: GateCall,
  caller: { withheld: readonly WithheldField[]; lang: Lang },
  body: z.output<typeof saveAccountLimitSchema>,
) {
  const { tenantId: _tenant, ...form } = body;
  const amountsKept = isWithheld(caller.withheld, 'amount');
  if (!amountsKept && form.balanceLimit === null) throw new ApiError(400, BALANCE_LIMIT_REQUIRED, { balanceLimit: BALANCE_LIMIT_REQUIRED });
  if (!amountsKept && form.creditLimit === null) throw new ApiError(400, CREDIT_REQUIRED, { creditLimit: CREDIT_REQUIRED });
  const limits = amountsKept ? { ...form, balanceLimit: null, creditLimit: null } : form;
  // A stale save's 412 gives the limits back as the permission dialog reads them, as this caller may see them.
  const current = async (trx: Kysely<Database>) => {
    const account = await findLimitedAccount(trx, gate.actor.tenantId, form.accountNo);
    if (!account) throw notFound();
    return limitsView(trx, account, form.accountNo, caller.lang);
  };
  const shown = (view: { version: number }) => shownLimits(view as AccountLimitReply, caller.withheld);
  return gatedWrite(db, gate, accountLimitChange, limits, { current, shown });
}
