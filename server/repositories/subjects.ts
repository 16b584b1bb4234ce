import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nextAccountNo, nextSubjectNo, sceneMap, subjectSelect, toSubject } from '../services/accountCentre';
import { WHOLE_TENANT } from '../access/dataScope';

/**
 * The account subjects' writes (docs/product.md#account-centre-calls): a subject with its parent account, and their changes,
 * each in the audited transaction of the route in server/routes/accountSubject.ts, which speaks HTTP. The subject
 * search and the rules several routes share are in server/services/accountCentre.ts.
 */

/** A subject as the list shows it, read inside the caller's transaction (which found it in the caller's scope). */
export async function subjectView(db: Kysely<Database>, tenantId: number, subjectId: number) {
  const row = await subjectSelect(db, tenantId, WHOLE_TENANT).where('s.id', '=', subjectId).executeTakeFirstOrThrow();
  return toSubject(row, await sceneMap(db, tenantId));
}

export interface NewSubject {
  subjectName: string;
  subjectType: number;
  subjectSysId: number | null;
  accountName: string;
  configIds: number[];
  operator: string;
  /** The user opening it (a "self" data scope sees what its user opened). */
  createBy: number;
}

/** A new subject of the tenant and its parent account (level 1, self-use, disabled until opened); the subject's id. */
export async function insertSubjectWithParent(trx: Kysely<Database>, tenantId: number, subject: NewSubject) {
  const created = await trx
    .insertInto('act_subject')
    .values({
      tenant_id: tenantId,
      subject_no: await nextSubjectNo(trx),
      subject_name: subject.subjectName,
      subject_type: subject.subjectType,
      subject_sys_id: subject.subjectSysId,
      create_by: subject.createBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('act_account')
    .values({
      tenant_id: tenantId,
      subject_id: created.id,
      parent_id: null,
      level: 1,
      account_no: await nextAccountNo(trx),
      account_name: subject.accountName,
      account_scope: 1,
      flag: 0,
      status: 2,
      config_ids: JSON.stringify(subject.configIds),
      account_sys_id: '[]',
      operator: subject.operator,
    })
    .execute();
  return created;
}

/** The subject's row locked for the rest of the transaction. */
export const lockSubject = (trx: Kysely<Database>, id: number) => trx.selectFrom('act_subject').select('id').where('id', '=', id).forUpdate().execute();

export const renameSubject = (trx: Kysely<Database>, id: number, subjectName: string) =>
  trx.updateTable('act_subject').set({ subject_name: subjectName, update_time: new Date() }).where('id', '=', id).execute();

/** The parent account's name and scenes, where given. */
export const updateParentAccount = (trx: Kysely<Database>, accountId: number, change: { accountName?: string; configIds?: number[] }) =>
  trx
    .updateTable('act_account')
    .set({
      ...(change.accountName ? { account_name: change.accountName } : {}),
      ...(change.configIds ? { config_ids: JSON.stringify(change.configIds) } : {}),
      update_time: new Date(),
    })
    .where('id', '=', accountId)
    .execute();
