import { z } from 'zod';
import { ACCOUNT_SCOPE, accountOperateSchema, childAccountUpdateSchema, IMMUTABLE_ACCOUNT_FIELDS, type Account } from '../../../schemas/account';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError, notFound } from '../../http/envelope';
import { lockAccount, updateChildAccount } from '../../repositories/accountChildren';
import { checkScenes, checkSysIds } from '../../services/accountCentre';
import { findAccount } from '../../repositories/accounts';
import { FROZEN_FIRST_THAW, setAccountStatus } from '../../services/accountStatus';
import type { Actor, CoveredChange, RecordState } from '../covered';

/** The account, locked, as the lists show it; 404 for an account the tenant does not have or the actor's scope leaves out. */
async function lockedAccount(trx: Kysely<Database>, actor: Actor, accountId: number): Promise<Account> {
  await lockAccount(trx, actor.tenantId, accountId);
  const account = await findAccount(trx, actor.tenantId, accountId, actor.scope);
  if (!account) throw notFound();
  return account;
}

const stateOf = (account: Account): RecordState => ({
  entity: 'account',
  entityId: String(account.id),
  title: `${account.accountName}（${account.accountNo}）`,
  fields: { status: account.status },
  version: account.version,
  record: account,
});

const history = (state: RecordState) => [{ entity: 'account', entityId: state.entityId }];

const operatePayload = z.object({ accountId: z.int().positive(), status: z.union([z.literal(1), z.literal(2)]) });
export type AccountOperatePayload = z.output<typeof operatePayload>;

/**
 * An account enabled or disabled (`POST /accountcenter/actAccount/operate`, its bulk action too): the rule
 * `accountStatus` holds it when the status really changes. A frozen account is refused as the change refuses it.
 */
export const accountOperateChange: CoveredChange<AccountOperatePayload, Account> = {
  operation: 'accountOperate',
  entity: 'account',
  auditAction: 'status',
  versioned: true,
  payload: operatePayload,
  async read(trx, actor, p) {
    const account = await lockedAccount(trx, actor, p.accountId);
    if (account.status === 3) throw new ApiError(400, FROZEN_FIRST_THAW);
    return stateOf(account);
  },
  ruleOf: (p, state) => (state.fields.status !== p.status ? 'accountStatus' : null),
  preview: (p) => ({ status: p.status }),
  async apply({ trx, actor, pass, audit }, p) {
    audit.target(p.accountId);
    const before = await lockedAccount(trx, actor, p.accountId);
    await setAccountStatus(trx, pass, actor.tenantId, p.accountId, p.status);
    const after = await lockedAccount(trx, actor, p.accountId);
    audit.diff(before, after);
    return after;
  },
  historyKeys: history,
};

/** The operate call's body as the covered change's payload (the account by `accountId` or `id`). */
export function operatePayloadOf(body: z.output<typeof accountOperateSchema>): AccountOperatePayload {
  const accountId = body.accountId ?? body.id;
  if (!accountId) throw new ApiError(400, '缺少账户编号');
  return { accountId, status: body.status };
}

type UpdateForm = z.output<typeof childAccountUpdateSchema>;

/** What the edit writes, checked as the edit checks it: fixed fields unchanged, not while frozen, scenes and people the tenant's. */
async function checkedEdit(trx: Kysely<Database>, actor: Actor, form: UpdateForm) {
  const current = await lockedAccount(trx, actor, form.id);
  if (current.level !== 2) throw notFound();
  const changed = (sent: number | null | undefined, stored: number | null) => sent !== undefined && sent !== null && sent !== stored;
  if (changed(form.subjectId, current.subjectId) || changed(form.accountTypeId, current.accountTypeId) || changed(form.accountType, current.accountScope)) {
    throw new ApiError(400, IMMUTABLE_ACCOUNT_FIELDS);
  }
  if (current.status === 3) throw new ApiError(400, FROZEN_FIRST_THAW);
  const configIds = await checkScenes(trx, actor.tenantId, form.configIds);
  const sysIds = form.accountSysId !== undefined ? await checkSysIds(trx, actor.tenantId, current.accountScope, form.flag ?? current.flag, form.accountSysId) : undefined;
  const flag = sysIds && current.accountScope === ACCOUNT_SCOPE.employee && form.flag !== undefined && form.flag !== null ? form.flag : undefined;
  return { current, change: { accountName: form.accountName, configIds, status: form.status, sysIds, flag } };
}

/**
 * A child account's edit (`POST /accountcenter/actAccount/update`), which sets its status too (docs/product.md: on the edit
 * page status moves freely between enabled and disabled): the rule `accountStatus` holds the whole edit when the
 * status changes, so an edit cannot enable or disable what the row action may not.
 */
export const accountUpdateChange: CoveredChange<UpdateForm, Account> = {
  operation: 'accountUpdate',
  entity: 'account',
  auditAction: 'update',
  versioned: true,
  payload: childAccountUpdateSchema,
  async read(trx, actor, form) {
    const { current } = await checkedEdit(trx, actor, form);
    return { ...stateOf(current), fields: { status: current.status, accountName: current.accountName, configIds: current.configIds } };
  },
  ruleOf: (form, state) => (state.fields.status !== form.status ? 'accountStatus' : null),
  preview: (form) => ({ status: form.status, accountName: form.accountName, configIds: form.configIds }),
  async apply({ trx, actor, pass, audit }, form) {
    audit.target(form.id);
    const { current, change } = await checkedEdit(trx, actor, form);
    await updateChildAccount(trx, pass, actor.tenantId, form.id, change);
    const after = await lockedAccount(trx, actor, form.id);
    audit.diff(current, after);
    return after;
  },
  historyKeys: history,
};
