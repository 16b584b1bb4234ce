import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { byCompanySchema, DeptNode, PickerPerson, queryByDeptSchema } from '../../schemas/orgPicker';
import type { Page } from '../../schemas/envelope';
import type { Database } from '../db/schema';
import { containsOp, likePattern } from '../db/textSearch';

/**
 * The queries of the organisation pickers (docs/product.md#users-and-organisations): the tenant's departments
 * and people. The routes in server/routes/orgPicker.ts speak HTTP and call these.
 */

/** At most this many name matches per tree search; the tree shows them with their ancestors. */
const SEARCH_LIMIT = 200;

interface DeptRow {
  dept_id: number;
  name: string;
  parent_id: number;
  level: number;
  enable: string;
  has_children: boolean;
  version?: number;
}

function toNode(row: DeptRow, levelLimit: number | undefined): DeptNode {
  return {
    deptId: row.dept_id,
    name: row.name,
    parentId: row.parent_id,
    deptLable: row.level,
    isLevel: row.level === 0,
    enable: row.enable,
    disabled: levelLimit !== undefined && row.level < levelLimit,
    hasChildren: row.has_children,
    ...(row.version === undefined ? {} : { version: Number(row.version) }),
  };
}

/** Nests flat nodes under their parents; nodes whose parent is absent become roots. */
function nest(nodes: DeptNode[]): DeptNode[] {
  const byId = new Map(nodes.map((n) => [n.deptId, { ...n, children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId);
    if (parent) parent.children!.push(node);
    else roots.push(node);
  }
  return roots;
}

const deptSelect = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('sys_dept as d')
    .where('d.tenant_id', '=', tenantId)
    .select([
      'd.dept_id',
      'd.name',
      'd.parent_id',
      'd.level',
      'd.enable',
      'd.version',
      sql<boolean>`exists (select 1 from sys_dept c where c.tenant_id = d.tenant_id and c.parent_id = d.dept_id)`.as('has_children'),
    ]);

const personSelect = (db: Kysely<Database>, tenantId: number) =>
  db
    .selectFrom('sys_user as u')
    .leftJoin('sys_dept as d', 'd.dept_id', 'u.dept_id')
    .where('u.tenant_id', '=', tenantId)
    .where('u.lock_flag', '=', '0')
    .where('u.del_flag', '=', '0')
    .select(['u.user_id', 'u.username', 'u.actual_name', 'u.phone', 'u.dept_id', 'd.name as dept_name', 'u.job_no']);
const toPerson = (r: Awaited<ReturnType<ReturnType<typeof personSelect>['executeTakeFirstOrThrow']>>): PickerPerson => ({
  userId: r.user_id,
  username: r.username,
  actualName: r.actual_name,
  phone: r.phone,
  deptId: r.dept_id,
  deptName: r.dept_name ?? null,
  jobNo: r.job_no,
});

/** The tenant's active people of these ids. */
export async function peopleByIds(db: Kysely<Database>, tenantId: number, ids: number[]): Promise<PickerPerson[]> {
  const rows = await personSelect(db, tenantId).where('u.user_id', 'in', ids).orderBy('u.user_id').execute();
  return rows.map(toPerson);
}

/** The tenant's departments of these ids, with their parent's name. */
export async function deptsByIds(db: Kysely<Database>, tenantId: number, ids: number[]) {
  const rows = await db
    .selectFrom('sys_dept as d')
    .leftJoin('sys_dept as p', 'p.dept_id', 'd.parent_id')
    .where('d.tenant_id', '=', tenantId)
    .where('d.dept_id', 'in', ids)
    .select(['d.dept_id', 'd.name', 'd.parent_id', 'd.level', 'd.enable', 'd.version', 'p.name as parent_name'])
    .orderBy('d.dept_id')
    .execute();
  return rows.map((r) => ({
    ...toNode({ ...r, has_children: false }, undefined),
    parentName: r.parent_name ?? null,
  }));
}

/** The departments under a company (or the whole tenant), nested. */
export async function deptTreeOfCompany(db: Kysely<Database>, tenantId: number, q: z.output<typeof byCompanySchema>): Promise<DeptNode[]> {
  const rows = await sql<DeptRow>`
    with recursive sub as (
      select dept_id from sys_dept
      where tenant_id = ${tenantId} and ${q.companyId === undefined ? sql`parent_id = 0` : sql`dept_id = ${q.companyId}`}
      union all
      select d.dept_id from sys_dept d join sub on d.parent_id = sub.dept_id where d.tenant_id = ${tenantId}
    )
    select d.dept_id, d.name, d.parent_id, d.level, d.enable, d.version, false as has_children
    from sys_dept d join sub on sub.dept_id = d.dept_id
    ${q.enable !== undefined ? sql`where d.enable = ${q.enable}` : sql``}
    order by d.level, d.sort_order, d.dept_id
    limit 20000
  `.execute(db);
  const nodes = rows.rows.map((r) => toNode(r, undefined));
  const ids = new Set(nodes.map((n) => n.deptId));
  return nest(nodes.map((n) => ({ ...n, hasChildren: nodes.some((c) => c.parentId === n.deptId && ids.has(c.deptId)) })));
}

/** A page of the tenant's active people, of a department and everything below it when given, by name when given. */
export async function peopleOfDept(db: Kysely<Database>, tenantId: number, q: z.output<typeof queryByDeptSchema>): Promise<Page<PickerPerson>> {
  let query = personSelect(db, tenantId);
  if (q.deptId !== undefined) {
    // The department and everything below it.
    query = query.where(
      'u.dept_id',
      'in',
      sql<number>`(with recursive sub as (
        select dept_id from sys_dept where tenant_id = ${tenantId} and dept_id = ${q.deptId}
        union all select d.dept_id from sys_dept d join sub on d.parent_id = sub.dept_id where d.tenant_id = ${tenantId}
      ) select dept_id from sub)`,
    );
  }
  if (q.name) query = query.where('u.actual_name', containsOp(q.name), likePattern(q.name));
  const { total } = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .orderBy('u.user_id')
    .limit(q.size)
    .offset((q.current - 1) * q.size)
    .execute();
  return { records: rows.map(toPerson), total: Number(total), current: q.current, size: q.size };
}

/** The children of a department (0: the tenant's roots), as lazy tree nodes. */
export async function deptChildren(db: Kysely<Database>, tenantId: number, parentId: number, levelLimit: number | undefined): Promise<DeptNode[]> {
  const rows = await deptSelect(db, tenantId).where('d.parent_id', '=', parentId).orderBy('d.sort_order').orderBy('d.dept_id').limit(5000).execute();
  return rows.map((r) => toNode(r, levelLimit));
}

/** The departments whose name matches, with their ancestors, nested. */
export async function deptTreeSearch(db: Kysely<Database>, tenantId: number, name: string, levelLimit: number | undefined): Promise<DeptNode[]> {
  const rows = await sql<DeptRow>`
    with recursive hit as (
      select dept_id from sys_dept where tenant_id = ${tenantId} and name ${sql.raw(containsOp(name))} ${likePattern(name)} order by level, dept_id limit ${SEARCH_LIMIT}
    ), up as (
      select d.dept_id, d.parent_id from sys_dept d join hit on hit.dept_id = d.dept_id
      union
      select p.dept_id, p.parent_id from sys_dept p join up on p.dept_id = up.parent_id where p.tenant_id = ${tenantId}
    )
    select d.dept_id, d.name, d.parent_id, d.level, d.enable, d.version,
      exists (select 1 from sys_dept c where c.tenant_id = d.tenant_id and c.parent_id = d.dept_id) as has_children
    from sys_dept d where d.dept_id in (select dept_id from up)
    order by d.level, d.sort_order, d.dept_id
  `.execute(db);
  return nest(rows.rows.map((r) => toNode(r, levelLimit)));
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

/** The tenant's name. */
export const tenantName = async (db: Kysely<Database>, tenantId: number) => (await db.selectFrom('sys_tenant').select('name').where('id', '=', tenantId).executeTakeFirstOrThrow()).name;

/** A user of the tenant: their name, or undefined. */
export const userOfTenant = (db: Kysely<Database>, tenantId: number, userId: number) =>
  db.selectFrom('sys_user').select('actual_name').where('tenant_id', '=', tenantId).where('user_id', '=', userId).executeTakeFirst();

/** A department of the tenant: its name and level (0 a group), or undefined. */
export const deptOfTenant = (db: Kysely<Database>, tenantId: number, deptId: number) =>
  db.selectFrom('sys_dept').select(['name', 'level']).where('tenant_id', '=', tenantId).where('dept_id', '=', deptId).executeTakeFirst();
