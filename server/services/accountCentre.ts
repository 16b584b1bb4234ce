import { sql, type Kysely } from 'kysely';
import { PICK_ORG_FIRST, PICK_PERSON_FIRST, scopeNeeds, type Account, type BusinessScene } from '../../schemas/account';
import { SUBJECT_TYPE, type AccountSubject, type SubjectSearch } from '../../schemas/accountSubject';
import { containsOp, likePattern } from '../db/textSearch';
import { formatMoney } from '../../schemas/money';
import type { Database } from '../db/schema';
import { ApiError, forbidden } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { subjectInScope, type DataScope } from '../access/dataScope';

/** A tenant id named in a path or body must be the request's own tenant (the TENANT-ID header decides). */
export function assertTenant(requestTenant: number, named: number | string | undefined | null) {
  if (named === undefined || named === null || named === '') return;
  if (Number(named) !== requestTenant) throw forbidden();
}

/** The tenant's business scenes, by id. */
export async function sceneMap(db: Kysely<Database>, tenantId: number): Promise<Map<number, string>> {
  const rows = await db.selectFrom('act_scene').select(['id', 'scene_name']).where('tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [r.id, r.scene_name]));
}

export async function listScenes(db: Kysely<Database>, tenantId: number, ids?: number[]): Promise<BusinessScene[]> {
  let q = db.selectFrom('act_scene').select(['id', 'scene_name']).where('tenant_id', '=', tenantId);
  if (ids) {
    if (ids.length === 0) return [];
    q = q.where('id', 'in', ids);
  }
  const rows = await q.orderBy('sort_order').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, sceneName: r.scene_name }));
}

const jsonIds = (value: unknown): number[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : [];
};

/**
 * The select every account read uses: account, subject, account type, parent subject and pre-locked sum; only the
 * accounts whose subject is in `scope` (server/access/dataScope.ts).
 */
export function accountSelect(db: Kysely<Database>, tenantId: number, scope: DataScope) {
  const query = db
    .selectFrom('act_account as a')
    .innerJoin('act_subject as s', 's.id', 'a.subject_id')
    .leftJoin('act_account_type as t', 't.id', 'a.account_type_id')
    .leftJoin('act_account as p', 'p.id', 'a.parent_id')
    .leftJoin('act_subject as ps', 'ps.id', 'p.subject_id')
    .where('a.tenant_id', '=', tenantId)
    .select([
      'a.id',
      'a.tenant_id',
      'a.account_no',
      'a.account_name',
      'a.account_type_id',
      't.account_type_name',
      't.account_kind',
      'a.account_scope',
      'a.level',
      'a.status',
      'a.create_time',
      'a.operator',
      'a.account_num',
      'a.credit_num',
      'a.balance_limit',
      'a.total_exchange_num',
      'a.config_ids',
      'a.parent_id',
      'ps.subject_no as parent_subject_no',
      'a.subject_id',
      's.subject_name',
      's.subject_no',
      's.subject_type',
      's.subject_sys_id',
      'a.account_sys_id',
      'a.flag',
      'a.version',
      sql<string>`(select coalesce(sum(l.change_num), 0)::text from act_account_lock l where l.account_id = a.id)`.as('lock_num'),
    ]);
  return scope.all ? query : query.where(subjectInScope(scope, 's'));
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountSelect>['executeTakeFirstOrThrow']>>;

export function toAccount(row: AccountRow, scenes: Map<number, string>): Account {
  const configIds = jsonIds(row.config_ids);
  return {
    id: row.id,
    tenantId: row.tenant_id,
    accountNo: row.account_no,
    accountName: row.account_name,
    accountTypeId: row.account_type_id,
    accountTypeName: row.account_type_name ?? null,
    accountKind: row.account_kind ?? null,
    accountType: row.account_scope,
    accountScope: row.account_scope,
    level: row.level,
    status: row.status,
    createTime: formatDateTime(row.create_time) ?? '',
    operator: row.operator,
    accountNum: formatMoney(row.account_num),
    creditNum: formatMoney(row.credit_num),
    balanceLimit: formatMoney(row.balance_limit),
    totalExchangeNum: formatMoney(row.total_exchange_num),
    configIds,
    configNames: configIds
      .map((id) => scenes.get(id))
      .filter(Boolean)
      .join(','),
    parentId: row.parent_id,
    parentSubjectNo: row.parent_subject_no ?? null,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    subjectNo: row.subject_no,
    subjectType: row.subject_type,
    subjectSysId: row.subject_sys_id,
    accountSysId: jsonIds(row.account_sys_id),
    flag: row.flag,
    lockNum: formatMoney(row.lock_num),
    version: row.version,
  };
}

/** An account of the tenant whose subject is in `scope`, as the lists show it; undefined otherwise (not found). */
export async function findAccount(db: Kysely<Database>, tenantId: number, id: number, scope: DataScope): Promise<Account | undefined> {
  const row = await accountSelect(db, tenantId, scope).where('a.id', '=', id).executeTakeFirst();
  return row ? toAccount(row, await sceneMap(db, tenantId)) : undefined;
}

/**
 * The number of child accounts of a parent, kept by the database's triggers (migration 055); 0 for a
 * parent that is not the tenant's, as counting its rows would give.
 */
export async function storedChildCount(db: Kysely<Database>, tenantId: number, parentId: number): Promise<number> {
  const row = await db.selectFrom('act_account').select('child_count').where('tenant_id', '=', tenantId).where('id', '=', parentId).executeTakeFirst();
  return row?.child_count ?? 0;
}

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

/** New numbers from the sequences: SJ + 6 digits for subjects, AC + 10 digits for accounts. */
export async function nextSubjectNo(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('act_subject_no_seq')::text as n`.execute(db);
  return `SJ${r.rows[0].n}`;
}
export async function nextAccountNo(db: Kysely<Database>): Promise<string> {
  const r = await sql<{ n: string }>`select nextval('act_account_no_seq')::text as n`.execute(db);
  return `AC${r.rows[0].n.padStart(10, '0')}`;
}

/** Ids among `ids` that are not users (or departments) of the tenant. */
export async function unknownSysIds(db: Kysely<Database>, tenantId: number, kind: 'person' | 'org', ids: number[]) {
  if (ids.length === 0) return [];
  const found =
    kind === 'person'
      ? await db.selectFrom('sys_user').select('user_id as id').where('tenant_id', '=', tenantId).where('user_id', 'in', ids).execute()
      : await db.selectFrom('sys_dept').select('dept_id as id').where('tenant_id', '=', tenantId).where('dept_id', 'in', ids).execute();
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Scene ids must be scenes of the tenant. */
export async function checkScenes(db: Kysely<Database>, tenantId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await listScenes(db, tenantId, unique);
  if (found.length !== unique.length) throw new ApiError(400, '请选择业务场景', { configIds: '请选择业务场景' });
  return unique;
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

/** The subject's display name from its owner (department, user or tenant); providers are named by the caller. */
export async function ownerName(db: Kysely<Database>, tenantId: number, type: number, sysId: number | null, given?: string) {
  if (type === SUBJECT_TYPE.provider) return given!;
  if (type === SUBJECT_TYPE.tenant) {
    const t = await db.selectFrom('sys_tenant').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow();
    return given || t.name;
  }
  if (type === SUBJECT_TYPE.employee) {
    const u = await db.selectFrom('sys_user').select('actual_name').where('tenant_id', '=', tenantId).where('user_id', '=', sysId!).executeTakeFirst();
    if (!u) throw new ApiError(400, '所选员工不存在', { subjectSysId: '所选员工不存在' });
    return given || u.actual_name;
  }
  const d = await db.selectFrom('sys_dept').select(['name', 'level']).where('tenant_id', '=', tenantId).where('dept_id', '=', sysId!).executeTakeFirst();
  if (!d) throw new ApiError(400, '所选组织不存在', { subjectSysId: '所选组织不存在' });
  if (type === SUBJECT_TYPE.group && d.level !== 0) throw new ApiError(400, '集团主体只能选择集团', { subjectSysId: '集团主体只能选择集团' });
  if (type === SUBJECT_TYPE.organisation && d.level === 0) throw new ApiError(400, '不能选择集团!', { subjectSysId: '不能选择集团!' });
  return given || d.name;
}

/** The people or organisations of a scope: required as docs/product.md#validation says, and all of the tenant. */
export async function checkSysIds(db: Kysely<Database>, tenantId: number, scope: number, flag: number, ids: number[]) {
  const needs = scopeNeeds(scope, flag);
  if (needs === 'none') return [];
  const unique = [...new Set(ids)];
  const message = needs === 'org' ? PICK_ORG_FIRST : PICK_PERSON_FIRST;
  if (unique.length === 0) throw new ApiError(400, message, { accountSysId: message });
  const unknown = await unknownSysIds(db, tenantId, needs, unique);
  if (unknown.length > 0) {
    const text = needs === 'org' ? '所选组织不存在' : '所选员工不存在';
    throw new ApiError(400, text, { accountSysId: text });
  }
  return unique;
}
