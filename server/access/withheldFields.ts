import type { Account, DealLock } from '../../schemas/account';
import type { AccountFlow } from '../../schemas/accountFlow';
import type { AccountLimitReply, ActionLimit } from '../../schemas/accountLimit';
import type { AccountSubject, SubjectOverview } from '../../schemas/accountSubject';
import type { DeptCardSummaryPage, DeptCardSummaryRow } from '../../schemas/deptCard';
import type { PickerPerson } from '../../schemas/orgPicker';
import type { OutMerchant } from '../../schemas/outMerchant';
import type { RechargeResult } from '../../schemas/recharge';
import type { AdminUser } from '../../schemas/userAdmin';
import type { WithheldKeys } from './withheld';

/**
 * Which keys of each record the server sends belong to which withheld field (schemas/access.ts): the one list
 * server/access/withheld.ts masks by. `amount` is every balance, credit, total, change and limit amount.
 */
export const WITHHELD_KEYS = {
  account: { amount: ['accountNum', 'creditNum', 'balanceLimit', 'totalExchangeNum', 'lockNum'] } satisfies WithheldKeys<Account>,
  subject: { amount: ['accountNum', 'creditNum'] } satisfies WithheldKeys<AccountSubject>,
  overviewHead: { amount: ['accountNum'] } satisfies WithheldKeys<SubjectOverview>,
  flow: { amount: ['totalExchangeNum', 'afterNum', 'afterCreditNum', 'totalNum'] } satisfies WithheldKeys<AccountFlow>,
  dealLock: { amount: ['changeNum'] } satisfies WithheldKeys<DealLock>,
  recharge: { amount: ['accountNum'] } satisfies WithheldKeys<RechargeResult>,
  limits: { amount: ['balanceLimit', 'creditLimit'] } satisfies WithheldKeys<AccountLimitReply>,
  actionLimit: { amount: ['limitNum'] } satisfies WithheldKeys<ActionLimit>,
  deptCard: { amount: ['incomeNum', 'expenseNum', 'accountNum', 'creditNum'] } satisfies WithheldKeys<DeptCardSummaryRow>,
  deptCardTotals: { amount: ['incomeSum', 'expenseSum', 'balanceSum'] } satisfies WithheldKeys<DeptCardSummaryPage>,
  person: { phone: ['phone'] } satisfies WithheldKeys<PickerPerson>,
  user: { phone: ['phone'], idNumber: ['idNumber'] } satisfies WithheldKeys<AdminUser>,
  outMerchant: { merchantAuth: ['outAuthInfo'] } satisfies WithheldKeys<OutMerchant>,
} as const;
