import { sql, type Kysely } from 'kysely';
import type { AccountSubject, SubjectSearch } from '../../schemas/accountSubject';
import { formatMoney } from '../../schemas/money';
import type { Database } from '../db/schema';
import { containsOp, likePattern } from '../db/textSearch';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { pageWindow } from '../db/paging';
import { formatDateTime } from '../domain/time';
import { subjectInScope, WHOLE_TENANT, type DataScope } from '../access/dataScope';
import { jsonIds, nextAccountNo } from './accounts';
import { sceneMap } from './scenes';

/**
 * The account subjects' queries (docs/product.md#account-centre-calls): the subject list's rows and search, a subject with its
 * parent account, and their changes, each write in the audited transaction of its service
 * (server/services/subjects.ts). The rules of a subject's form are server/services/accountCentre.ts's.
 */

/** Subject list rows: the subject with its parent account, of the subjects in `scope`. */
export function subjectSelect(db: Kysely<Database>, tenantId: number, scope: DataScope) {
  const query = db
    .selectFrom('act_subject as s')
    .innerJoin('act_account as a', (join) => join.onRef('a.subject_id', '=', 's.id').on('a.level', '=', 1))
    .innerJoin('sys_tenant as tn', 'tn.id', 's.tenant_id')
    .where('s.tenant_id', '=', tenantId)
    .select([
      's.id',
      's.subject_no',
      's.subject_name',
      's.subject_type',
      's.subject_sys_id',
      's.tenant_id',
      'tn.name as tenant_name',
      'a.id as account_id',
      'a.account_no',
      'a.account_name',
      'a.status',
      'a.account_num',
      'a.credit_num',
      'a.config_ids',
      's.create_time',
      'a.child_count',
      's.version',
    ]);
  return scope.all ? query : query.where(subjectInScope(scope, 's'));
}

type SubjectRow = Awaited<ReturnType<ReturnType<typeof subjectSelect>['executeTakeFirstOrThrow']>>;

export function toSubject(row: SubjectRow, scenes: Map<number, string>): AccountSubject {
  const configIds = jsonIds(row.config_ids);
  return {
    id: row.id,
    subjectNo: row.subject_no,
    subjectName: row.subject_name,
    subjectType: row.subject_type,
    subjectSysId: row.subject_sys_id,
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    accountId: row.account_id,
    accountNo: row.account_no,
    accountName: row.account_name,
    status: row.status,
    accountNum: formatMoney(row.account_num),
    creditNum: formatMoney(row.credit_num),
    childCount: Number(row.child_count),
    configIds,
    configNames: configIds
      .map((id) => scenes.get(id))
      .filter(Boolean)
      .join(','),
    createTime: formatDateTime(row.create_time) ?? '',
    version: row.version,
  };
}

/** The subject list's search within one tenant and scope; the subject export (tasks/definitions) uses it too. */
export function subjectFilter(db: Kysely<Database>, tenantId: number, q: SubjectSearch, scope: DataScope) {
  let query = subjectSelect(db, tenantId, scope);
  if (q.subjectName) query = query.where('s.subject_name', containsOp(q.subjectName), likePattern(q.subjectName));
  if (q.subjectNo) query = query.where('s.subject_no', '=', q.subjectNo);
  if (q.subjectType !== undefined) query = query.where('s.subject_type', '=', q.subjectType);
  if (q.status !== undefined) query = query.where('a.status', '=', q.status);
  return query;
}

/** A page of the subject list's search, newest first, as the list shows it; its total. */
export async function subjectPage(db: Kysely<Database>, tenantId: number, q: SubjectSearch & { current: number; size: number }, scope: DataScope) {
  const base = subjectFilter(db, tenantId, q, scope);
  // Every subject holds exactly one parent account, so unfiltered and unscoped the kept count of subjects is the total.
  const { offset, beyondReach } = pageWindow(q.current, q.size);
  const [total, rows, scenes] = await Promise.all([
    scope.all && searchesNothing(q.subjectName, q.subjectNo, q.subjectType, q.status)
      ? keptListTotal(db, 'act_subject', tenantId)
      : base
          .clearSelect()
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirstOrThrow()
          .then((row) => row.total),
    beyondReach ? [] : base.orderBy('s.create_time', 'desc').orderBy('s.id', 'desc').limit(q.size).offset(offset).execute(),
    sceneMap(db, tenantId),
  ]);
  return { records: rows.map((r) => toSubject(r, scenes)), total: Number(total) };
}

/** The tenant's subject in `scope` as a list row (its parent account's id beside it), or undefined. */
export const findSubjectRow = (db: Kysely<Database>, tenantId: number, subjectId: number, scope: DataScope) =>
  subjectSelect(db, tenantId, scope).where('s.id', '=', subjectId).executeTakeFirst();

/** A new subject number from its sequence: SJ + 6 digits. */
export async function nextSubjectNo(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('act_subject_no_seq')::text as n`.execute(db);
  return `SJ${r.rows[0].n}`;
}

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

export async function subjectExportCount(db: Kysely<Database>, tenantId: number, q: SubjectSearch, scope: DataScope): Promise<number> {
  const row = await subjectFilter(db, tenantId, q, scope)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One keyset page of the export, newest first: the subjects after `after` (null from the start), as the list shows them. */
export async function subjectExportPage(db: Kysely<Database>, tenantId: number, q: SubjectSearch, scope: DataScope, after: number | null, limit: number) {
  let query = subjectFilter(db, tenantId, q, scope);
  if (after !== null) query = query.where('s.id', '<', after);
  const [rows, scenes] = await Promise.all([query.orderBy('s.id', 'desc').limit(limit).execute(), sceneMap(db, tenantId)]);
  return rows.map((row) => toSubject(row, scenes));
}
