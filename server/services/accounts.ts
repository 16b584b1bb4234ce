import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ACCOUNT_SCOPE, GROUP_SELF_USE_ONLY, type Account, type accountOperateSchema, type childAccountSaveSchema, type childAccountUpdateSchema } from '../../schemas/account';
import { SUBJECT_TYPE } from '../../schemas/accountSubject';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { WHOLE_TENANT, type DataScope } from '../access/dataScope';
import type { WithheldField } from '../../schemas/access';
import { findAccount, nextAccountNo } from '../repositories/accounts';
import { findAccountType, insertChildAccount, lockAccount } from '../repositories/accountChildren';
import { checkScenes, checkSysIds } from './accountCentre';
import { freezeAccount, thawAccount } from './accountStatus';
import { gatedWrite, type GateCall } from '../approval/gate';
import { accountOperateChange, accountUpdateChange, operatePayloadOf } from '../approval/covered/accountStatus';
import { rechargeChange } from '../approval/covered/recharge';

/**
 * The writes of parent and child accounts (docs/product.md#account-centre-calls, `/accountcenter/actAccount`): a child
 * account opened or edited, a status set, frozen or thawed, a recharge; each audited in its own transaction, within
 * the caller's tenant and data scope (docs/security.md). An edit, a status and a recharge pass the approval gate
 * (docs/approvals.md), which may hold them for a second person.
 */

/** Who opens or changes an account: the request's user in the request's tenant, with their data scope and withheld fields. */
export interface AccountActor {
  tenantId: number;
  actualName: string;
  scope: DataScope;
  withheld: readonly WithheldField[];
}

/**
 * A change of one account of the tenant in the caller's scope, audited: its row locked first, its view (as the
 * lists show it) read before and after inside the same transaction, the version the change was based on checked
 * against the view before (an account carries money: no change without one, docs/api.md; a stale one's 412 shows the
 * account as this caller may see it). Answers the view after, or 404 for an account unknown or outside the scope.
 */
function changeAccount(db: Kysely<Database>, call: AuditedCall, actor: AccountActor, accountId: number, change: (trx: Kysely<Database>) => Promise<unknown>) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(accountId);
    await lockAccount(trx, actor.tenantId, accountId);
    const before = await findAccount(trx, actor.tenantId, accountId, actor.scope);
    if (!before) throw notFound();
    await expectVersion(call, trx, before, (record) => withheldRecord(record, WITHHELD_KEYS.account, actor.withheld));
    await change(trx);
    const after = await findAccount(trx, actor.tenantId, accountId, WHOLE_TENANT);
    if (!after) throw notFound();
    audit.diff(before, after);
    return after;
  });
}

export async function openChildAccount(db: Kysely<Database>, call: AuditedCall, actor: AccountActor, form: z.output<typeof childAccountSaveSchema>) {
  const { tenantId } = actor;
  const parent = await findAccount(db, tenantId, form.parentId, actor.scope);
  if (!parent || parent.level !== 1) throw new ApiError(400, '上级账户不存在');
  if (form.subjectId !== undefined && form.subjectId !== parent.subjectId) throw new ApiError(400, '账户主体与上级账户不一致');
  if (parent.subjectType === SUBJECT_TYPE.group && form.accountType !== ACCOUNT_SCOPE.self) {
    throw new ApiError(400, GROUP_SELF_USE_ONLY, { accountType: GROUP_SELF_USE_ONLY });
  }
  const type = await findAccountType(db, tenantId, form.accountTypeId);
  if (!type || type.enable_flag !== '1') throw new ApiError(400, '请选择账户类型', { accountTypeId: '请选择账户类型' });
  const configIds = await checkScenes(db, tenantId, form.configIds);
  const outside = configIds.filter((id) => !parent.configIds.includes(id));
  if (outside.length > 0) throw new ApiError(400, '请选择上级账户的业务场景', { configIds: '请选择上级账户的业务场景' });
  const sysIds = await checkSysIds(db, tenantId, form.accountType, form.flag, form.accountSysId);
  return auditedWrite(call, db, async (trx, audit) => {
    const id = await insertChildAccount(trx, {
      tenantId,
      subjectId: parent.subjectId,
      parentId: parent.id,
      accountNo: await nextAccountNo(trx),
      accountName: form.accountName,
      accountTypeId: form.accountTypeId,
      accountScope: form.accountType,
      flag: form.accountType === ACCOUNT_SCOPE.employee ? form.flag : 0,
      configIds,
      sysIds,
      status: form.status,
      operator: actor.actualName,
    });
    const view = await findAccount(trx, tenantId, id, WHOLE_TENANT);
    if (!view) throw notFound();
    audit.target(id).diff(null, view);
    return view;
  });
}

/**
 * A child account's edit, through the approval gate: it sets the status too, which a rule may hold (the whole edit
 * then waits, server/approval/covered/accountStatus.ts). Answers the account after, or the request it was held as.
 */
export const editChildAccount = (db: Kysely<Database>, gate: GateCall, actor: AccountActor, form: z.output<typeof childAccountUpdateSchema>) =>
  gatedWrite(db, gate, accountUpdateChange, form, { shown: (account) => withheldRecord(account as Account, WITHHELD_KEYS.account, actor.withheld) });

/** Enables (2) or disables (1) an account, through the approval gate; a frozen one must be thawed first. */
export const setAccountStatusOf = (db: Kysely<Database>, gate: GateCall, actor: AccountActor, body: z.output<typeof accountOperateSchema>) =>
  gatedWrite(db, gate, accountOperateChange, operatePayloadOf(body), { shown: (account) => withheldRecord(account as Account, WITHHELD_KEYS.account, actor.withheld) });

export const freezeAccountOf = (db: Kysely<Database>, call: AuditedCall, actor: AccountActor, accountId: number) =>
  changeAccount(db, call, actor, accountId, (trx) => freezeAccount(trx, actor.tenantId, accountId));

export const thawAccountOf = (db: Kysely<Database>, call: AuditedCall, actor: AccountActor, accountId: number) =>
  changeAccount(db, call, actor, accountId, (trx) => thawAccount(trx, actor.tenantId, accountId));

/**
 * A recharge of an account in the caller's scope (one outside it is not found, as another tenant's is), through the
 * approval gate, which holds one from the rule's amount on (server/approval/covered/recharge.ts), then the ledger.
 */
export const rechargeAccount = (db: Kysely<Database>, gate: GateCall, item: { toAccountNo: string; changeNum: string }) =>
  gatedWrite(db, gate, rechargeChange, { toAccountNo: item.toAccountNo, changeNum: item.changeNum });
