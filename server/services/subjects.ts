import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { SUBJECT_TYPE, type AccountSubject, type subjectSaveSchema, type subjectUpdateSchema } from '../../schemas/accountSubject';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import type { WithheldField } from '../../schemas/access';
import { newSubjectInScope, type DataScope } from '../access/dataScope';
import { findSubjectRow, insertSubjectWithParent, lockSubject, renameSubject, subjectView, updateParentAccount } from '../repositories/subjects';
import { checkScenes, ownerName } from './accountCentre';
import { freezeAccount, thawAccount } from './accountStatus';
import { gatedWrite, type GateCall } from '../approval/gate';
import { subjectOperateChange } from '../approval/covered/subjectStatus';

/**
 * The writes of account subjects (docs/product.md#account-centre-calls): a subject is opened with its parent account
 * (level 1, self-use), renamed, and its parent account enabled, disabled, frozen or thawed; each audited in its own
 * transaction, within the caller's tenant and data scope (docs/security.md).
 */

/** Opening a subject the opener's data scope would not see: refused as an unknown owner is. */
const OUTSIDE_SCOPE: Record<number, string> = {
  [SUBJECT_TYPE.organisation]: '所选组织不存在',
  [SUBJECT_TYPE.employee]: '所选员工不存在',
};
const OUTSIDE_SCOPE_OTHER = '当前数据权限不能为该类型主体开户';

/** Who opens or changes a subject: the request's user in the request's tenant, with their data scope and withheld fields. */
export interface SubjectActor {
  tenantId: number;
  userId: number;
  actualName: string;
  scope: DataScope;
  withheld: readonly WithheldField[];
}

/** A stale change's 412 shows the subject as this caller may see it (docs/security.md). */
const shownTo = (actor: SubjectActor) => (subject: AccountSubject) => withheldRecord(subject, WITHHELD_KEYS.subject, actor.withheld);

/** The tenant's subject in the caller's scope, or 404 (as another tenant's subject). */
export async function scopedSubject(db: Kysely<Database>, actor: SubjectActor, subjectId: number) {
  const row = await findSubjectRow(db, actor.tenantId, subjectId, actor.scope);
  if (!row) throw notFound();
  return row;
}

export async function openSubject(db: Kysely<Database>, call: AuditedCall, actor: SubjectActor, form: z.output<typeof subjectSaveSchema>) {
  const { tenantId } = actor;
  const name = await ownerName(db, tenantId, form.subjectType, form.subjectSysId ?? null, form.subjectName);
  // A subject the opener's scope would not see is refused before anything is written.
  if (!(await newSubjectInScope(db, actor.scope, form.subjectType, form.subjectSysId ?? null))) {
    const message = OUTSIDE_SCOPE[form.subjectType] ?? OUTSIDE_SCOPE_OTHER;
    throw new ApiError(400, message, { subjectSysId: message });
  }
  const configIds = await checkScenes(db, tenantId, form.configIds ?? []);
  return auditedWrite(call, db, async (trx, audit) => {
    const subject = await insertSubjectWithParent(trx, tenantId, {
      subjectName: name,
      subjectType: form.subjectType,
      subjectSysId: form.subjectType === SUBJECT_TYPE.tenant ? tenantId : (form.subjectSysId ?? null),
      accountName: form.accountName,
      configIds,
      operator: actor.actualName,
      createBy: actor.userId,
    });
    const view = await subjectView(trx, tenantId, subject.id);
    audit.target(subject.id).diff(null, view);
    return view;
  });
}

export async function updateSubject(db: Kysely<Database>, call: AuditedCall, actor: SubjectActor, form: z.output<typeof subjectUpdateSchema>) {
  const { tenantId } = actor;
  const current = await scopedSubject(db, actor, form.id);
  if (form.subjectType !== undefined && form.subjectType !== current.subject_type) {
    throw new ApiError(400, '主体类型创建后不能修改', { subjectType: '主体类型创建后不能修改' });
  }
  const configIds = form.configIds ? await checkScenes(db, tenantId, form.configIds) : undefined;
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.id);
    await lockSubject(trx, form.id);
    const before = await subjectView(trx, tenantId, form.id);
    await expectVersion(call, trx, before, shownTo(actor));
    if (form.subjectName) {
      await renameSubject(trx, form.id, form.subjectName);
    }
    if (form.accountName || configIds) {
      await updateParentAccount(trx, current.account_id, { accountName: form.accountName, configIds });
    }
    const after = await subjectView(trx, tenantId, form.id);
    audit.diff(before, after);
    return after;
  });
}

/**
 * A state change of a subject's parent account, audited with the subject's view before and after (the subject locked
 * and its version checked); 404 outside the scope.
 */
async function changeSubject(db: Kysely<Database>, call: AuditedCall, actor: SubjectActor, subjectId: number, change: (trx: Kysely<Database>, accountId: number) => Promise<void>) {
  const accountId = (await scopedSubject(db, actor, subjectId)).account_id;
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(subjectId);
    await lockSubject(trx, subjectId);
    const before = await subjectView(trx, actor.tenantId, subjectId);
    await expectVersion(call, trx, before, shownTo(actor));
    await change(trx, accountId);
    audit.diff(before, await subjectView(trx, actor.tenantId, subjectId));
  });
}

/**
 * Enables (2) or disables (1) the subject's parent account, through the approval gate, which may hold it
 * (server/approval/covered/subjectStatus.ts). Answers null, or the request it was held as.
 */
export const setSubjectStatus = (db: Kysely<Database>, gate: GateCall, actor: SubjectActor, subjectId: number, status: 1 | 2) =>
  gatedWrite(db, gate, subjectOperateChange, { subjectId, status }, { shown: (subject) => shownTo(actor)(subject as AccountSubject) });

export const freezeSubject = (db: Kysely<Database>, call: AuditedCall, actor: SubjectActor, subjectId: number) =>
  changeSubject(db, call, actor, subjectId, (trx, accountId) => freezeAccount(trx, actor.tenantId, accountId));

export const thawSubject = (db: Kysely<Database>, call: AuditedCall, actor: SubjectActor, subjectId: number) =>
  changeSubject(db, call, actor, subjectId, (trx, accountId) => thawAccount(trx, actor.tenantId, accountId));
