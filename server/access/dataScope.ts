import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { DS_TYPE, WITHHELD_FIELDS, type WithheldField } from '../../schemas/access';
import { SUBJECT_TYPE } from '../../schemas/accountSubject';
import type { Database } from '../db/schema';

/**
 * The one place where a user's data scope is decided and applied (docs/security.md, "Users, roles and data
 * scopes"). Every list, count, total, header, detail, write and export of the account centre and the
 * department-card summary goes through it, and so may any later query over subjects, accounts and flows:
 *
 *   const access = await accessOf(request, db);                    // once per request (or carried by a task)
 *   query.where((eb) => subjectInScope(access.scope, 's'))          // subjects, aliased `s`
 *   query.where('a.subject_id', 'in', scopedSubjectIds(db, tenantId, access.scope))   // accounts, flows
 *   if (!(await subjectSeen(db, tenantId, access.scope, id))) throw notFound();       // one record
 *   query.where(personInScope(access.scope, sql.ref('t.creator_id')))               // a person's (tasks, sign-ins)
 *
 * The unit of the scope is the account subject; an account and a flow belong to their subject. An organisation
 * subject belongs to its department, an employee subject to the employee's department; tenant, group and provider
 * subjects are seen only with scope 0 (all). "Self" (4) sees the organisation and employee subjects the user
 * opened. A user with several roles sees the union of their scopes. Withheld fields are those every one of the
 * user's roles withholds (the union of what they may see); server/access/withheld.ts masks them.
 */

/** One role's part: its data scope type, the departments of a custom scope, the fields it withholds. */
export interface RoleScope {
  dsType: number;
  dsScope: number[];
  withheld: WithheldField[];
}

/** What is resolved of a user once per request, and what an export carries to its worker: plain JSON. */
export interface Access {
  scope: DataScope;
  withheld: WithheldField[];
}

/**
 * Every subject of the tenant, or those whose department is one of `departments` (each named department itself, of
 * the user's home tenant), or whose department's path matches one of `patterns` (a department's path and `%`: it and
 * everything below it), and those `creatorId` opened. `departments` is absent from an access a task carried before it
 * existed (its departments then came as patterns of their own paths, which match still).
 */
export type DataScope = { all: true } | { all: false; departments?: { tenantId: number; ids: number[] }; patterns: string[]; creatorId: number | null };

/** Who a scope is resolved for: the user's id, department and roles (UserContext holds them). */
export interface ScopeHolder {
  userId: number;
  homeTenantId: number;
  deptId: number | null;
  roleScopes: RoleScope[];
}

/** The whole tenant: for reads inside a write whose record was already found in the caller's scope. */
export const WHOLE_TENANT: DataScope = { all: true };

const idList = (value: unknown): number[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0) : [];
};
const fieldList = (value: unknown): WithheldField[] => {
  const parsed = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? WITHHELD_FIELDS.filter((f) => parsed.includes(f)) : [];
};

/** A role row's scope part (its JSON columns read as lists). */
export const roleScopeOf = (row: { ds_type: number; ds_scope: unknown; withheld: unknown }): RoleScope => ({
  dsType: Number(row.ds_type),
  dsScope: idList(row.ds_scope),
  withheld: fieldList(row.withheld),
});

/** The fields every role withholds; a user without a role withholds everything (and sees no record anyway). */
export function withheldOf(roles: readonly RoleScope[]): WithheldField[] {
  return WITHHELD_FIELDS.filter((field) => roles.every((role) => role.withheld.includes(field)));
}

/**
 * The user's scope: the union of their roles'. Departments are taken within the user's own tenant, so a role
 * naming another tenant's department sees nothing there; a department deleted since simply drops out.
 *
 * Only a department "and below" is read here (its path makes the pattern); a department named for itself (custom,
 * own) is matched by its id where a subject's department is read anyway, so a custom scope of a thousand departments
 * reads nothing per request: reading them, one index probe each, was most of the bench's 999-department pages.
 */
export async function resolveAccess(db: Kysely<Database>, who: ScopeHolder): Promise<Access> {
  const withheld = withheldOf(who.roleScopes);
  if (who.roleScopes.some((role) => role.dsType === DS_TYPE.all)) return { scope: { all: true }, withheld };
  const exact = new Set<number>();
  const below = new Set<number>();
  let creatorId: number | null = null;
  for (const role of who.roleScopes) {
    if (role.dsType === DS_TYPE.custom) role.dsScope.forEach((id) => exact.add(id));
    if (role.dsType === DS_TYPE.own && who.deptId !== null) exact.add(who.deptId);
    if (role.dsType === DS_TYPE.ownAndBelow && who.deptId !== null) below.add(who.deptId);
    if (role.dsType === DS_TYPE.self) creatorId = who.userId;
  }
  const row = below.size
    ? await db
        .selectFrom('sys_dept')
        .select(sql<string | null>`string_agg(path || '%', ',' order by path)`.as('patterns'))
        .where('tenant_id', '=', who.homeTenantId)
        .where(sql<SqlBool>`dept_id = any (string_to_array(${[...below].join(',')}, ',')::bigint[])`)
        .executeTakeFirst()
    : undefined;
  const patterns = row?.patterns ? row.patterns.split(',') : [];
  const departments = exact.size ? { tenantId: who.homeTenantId, ids: [...exact].sort((a, b) => a - b) } : undefined;
  return { scope: { all: false, ...(departments ? { departments } : {}), patterns, creatorId }, withheld };
}

const resolved = new WeakMap<FastifyRequest, Promise<Access>>();

/** The signed-in user's access, resolved once per request however many queries ask. */
export function accessOf(request: FastifyRequest, db: Kysely<Database>): Promise<Access> {
  let access = resolved.get(request);
  if (!access) {
    access = resolveAccess(db, request.user);
    resolved.set(request, access);
  }
  return access;
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/**
 * The scope's patterns as one parameter, however many (one value to bind, not one per pattern): paths hold only digits
 * and slashes, so a comma parts them.
 */
const patternList = (patterns: readonly string[]) => sql`string_to_array(${patterns.join(',')}, ',')`;

/**
 * The scope's named departments as one parameter, however many, read as a set: compared by `= any (array)`, the
 * planner weighed each of a thousand ids on every call (1-2 ms more for the bench's 999-department scope on PostgreSQL).
 */
const idSet = (ids: readonly number[]) => sql`(select unnest(string_to_array(${ids.join(',')}, ',')::bigint[]))`;

/**
 * Whether the department row aliased `dept` is in the scope, as a SQL condition, or null when the scope names no
 * department. `deptId` is that department's id as the query has it before the department is read (the subject's
 * or the employee's column): compared there, a long list of named departments stays a filter on the row at hand
 * and never becomes the department index's condition, which would read every named department for each subject.
 */
function departmentInScope(scope: Extract<DataScope, { all: false }>, dept: string, deptId: RawBuilder<unknown>): RawBuilder<SqlBool> | null {
  const parts: RawBuilder<unknown>[] = [];
  const named = scope.departments;
  if (named && named.ids.length > 0) parts.push(sql`(${ref(dept, 'tenant_id')} = ${named.tenantId} and ${deptId} in ${idSet(named.ids)})`);
  if (scope.patterns.length > 0) parts.push(sql`${ref(dept, 'path')} like any (${patternList(scope.patterns)})`);
  return parts.length > 0 ? sql<SqlBool>`(${sql.join(parts, sql` or `)})` : null;
}

/**
 * Whether the person `userId` (a column of the row read, e.g. a task's creator or a sign-in's user) is a person of
 * the scope, as a SQL condition: one of its departments' people, as an employee subject is; for "self" (4), the
 * scope's holder. For the records that belong to a person rather than to a subject (the dashboards' tasks and
 * sign-ins, docs/screens.md "Dashboards"). The scope's people are read once and looked up per row (`in`, a hashed
 * subplan): as `exists`, PostgreSQL costed a lookup per row of a range of 50,000 tasks, and so compiled the
 * statement (JIT) for 1.4 s to run it in 16 ms.
 */
export function personInScope(scope: DataScope, userId: Expression<unknown>): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`true`;
  const parts: RawBuilder<SqlBool>[] = [];
  const departments = departmentInScope(scope, 'scope_d', sql`scope_u.dept_id`);
  if (departments) {
    parts.push(sql<SqlBool>`${userId} in (select scope_u.user_id from sys_user scope_u join sys_dept scope_d on scope_d.dept_id = scope_u.dept_id where ${departments})`);
  }
  if (scope.creatorId !== null) parts.push(sql<SqlBool>`${userId} = ${scope.creatorId}`);
  if (parts.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * Whether the subject row aliased `alias` is in the scope, as a SQL condition: an organisation by its department,
 * an employee by the employee's department, each department named by the scope or below one (its path matching
 * a pattern: a path holds only digits and slashes, so the only wildcard is the trailing `%`).
 */
export function subjectInScope(scope: DataScope, alias = 's'): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`true`;
  const parts: RawBuilder<unknown>[] = [];
  const ofOrganisation = departmentInScope(scope, 'scope_d', ref(alias, 'subject_sys_id'));
  const ofEmployee = departmentInScope(scope, 'scope_d', ref('scope_u', 'dept_id'));
  if (ofOrganisation && ofEmployee) {
    parts.push(
      sql`(${ref(alias, 'subject_type')} = ${SUBJECT_TYPE.organisation} and exists (select 1 from sys_dept scope_d where scope_d.dept_id = ${ref(alias, 'subject_sys_id')} and ${ofOrganisation}))`,
      sql`(${ref(alias, 'subject_type')} = ${SUBJECT_TYPE.employee} and exists (select 1 from sys_user scope_u join sys_dept scope_d on scope_d.dept_id = scope_u.dept_id where scope_u.user_id = ${ref(alias, 'subject_sys_id')} and ${ofEmployee}))`,
    );
  }
  if (scope.creatorId !== null) {
    parts.push(sql`(${ref(alias, 'subject_type')} in (${SUBJECT_TYPE.organisation}, ${SUBJECT_TYPE.employee}) and ${ref(alias, 'create_by')} = ${scope.creatorId})`);
  }
  if (parts.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/** The ids of the tenant's subjects in the scope: `where('a.subject_id', 'in', scopedSubjectIds(...))`. */
export const scopedSubjectIds = (db: Kysely<Database>, tenantId: number, scope: DataScope) =>
  db.selectFrom('act_subject as s').select('s.id').where('s.tenant_id', '=', tenantId).where(subjectInScope(scope, 's'));

/** The ids of the tenant's subjects in the scope, read once (a page that then reads subject by subject). */
export async function scopedSubjectIdList(db: Kysely<Database>, tenantId: number, scope: DataScope): Promise<number[]> {
  return (await scopedSubjectIds(db, tenantId, scope).execute()).map((row) => Number(row.id));
}

/** A condition on a row with a `subject_id` column (an account, a flow) aliased `alias`: its subject is in scope. */
export function ofScopedSubject(db: Kysely<Database>, tenantId: number, scope: DataScope, alias: string): Expression<SqlBool> {
  if (scope.all) return sql<SqlBool>`true`;
  return sql<SqlBool>`${ref(alias, 'subject_id')} in (${scopedSubjectIds(db, tenantId, scope)})`;
}

/** Whether one subject of the tenant is in the scope (a detail or a write by id: not found otherwise). */
export async function subjectSeen(db: Kysely<Database>, tenantId: number, scope: DataScope, subjectId: number): Promise<boolean> {
  if (scope.all) return true;
  const row = await scopedSubjectIds(db, tenantId, scope).where('s.id', '=', subjectId).executeTakeFirst();
  return row !== undefined;
}

/** Whether an account of the tenant belongs to a subject in the scope. */
export async function accountSeen(db: Kysely<Database>, tenantId: number, scope: DataScope, accountId: number): Promise<boolean> {
  if (scope.all) return true;
  const row = await db
    .selectFrom('act_account as a')
    .innerJoin('act_subject as s', 's.id', 'a.subject_id')
    .select('a.id')
    .where('a.tenant_id', '=', tenantId)
    .where('a.id', '=', accountId)
    .where(subjectInScope(scope, 's'))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a subject about to be opened would be in the scope: an organisation subject of `deptId`'s department,
 * an employee subject of the employee `userId`; the opener's own (self) always; tenant, group and provider
 * subjects only with scope 0.
 */
export async function newSubjectInScope(db: Kysely<Database>, scope: DataScope, subjectType: number, sysId: number | null): Promise<boolean> {
  if (scope.all) return true;
  if (subjectType !== SUBJECT_TYPE.organisation && subjectType !== SUBJECT_TYPE.employee) return false;
  if (scope.creatorId !== null) return true;
  if (sysId === null) return false;
  const ofOrganisation = departmentInScope(scope, 'd', sql`${sysId}::bigint`);
  const ofEmployee = departmentInScope(scope, 'd', sql.ref('u.dept_id'));
  if (!ofOrganisation || !ofEmployee) return false;
  const row =
    subjectType === SUBJECT_TYPE.organisation
      ? await db.selectFrom('sys_dept as d').select('d.dept_id').where('d.dept_id', '=', sysId).where(ofOrganisation).executeTakeFirst()
      : await db
          .selectFrom('sys_user as u')
          .innerJoin('sys_dept as d', 'd.dept_id', 'u.dept_id')
          .select('u.user_id')
          .where('u.user_id', '=', sysId)
          .where(ofEmployee)
          .executeTakeFirst();
  return row !== undefined;
}
