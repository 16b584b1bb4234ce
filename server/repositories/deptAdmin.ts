import { sql, type Kysely } from 'kysely';
import type { AdminDept } from '../../schemas/deptAdmin';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';

/**
 * The writes of 组织机构 (docs/security.md, "Users, roles and data scopes"), within one tenant; the routes in
 * server/routes/deptAdmin.ts speak HTTP and call these, each in the audited transaction it runs in. A department's
 * path and level follow its parent: migration 140's triggers keep them, for the department and all below it.
 */

/** A department of the tenant as the administration reads it, with its parent's name. */
export async function findDept(db: Kysely<Database>, tenantId: number, deptId: number): Promise<AdminDept | undefined> {
  const row = await db
    .selectFrom('sys_dept as d')
    .leftJoin('sys_dept as p', 'p.dept_id', 'd.parent_id')
    .where('d.tenant_id', '=', tenantId)
    .where('d.dept_id', '=', deptId)
    .select(['d.dept_id', 'd.name', 'd.parent_id', 'p.name as parent_name', 'd.level', 'd.sort_order', 'd.create_time', 'd.version'])
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    deptId: Number(row.dept_id),
    name: row.name,
    parentId: Number(row.parent_id),
    parentName: row.parent_name ?? null,
    deptLable: row.level,
    sortOrder: row.sort_order,
    createTime: formatDateTime(row.create_time) ?? '',
    version: row.version,
  };
}

/** The department's row (with its path) locked for the rest of the transaction. */
export const lockDept = (trx: Kysely<Database>, tenantId: number, deptId: number) =>
  trx.selectFrom('sys_dept').select(['dept_id', 'parent_id', 'path', 'level']).where('tenant_id', '=', tenantId).where('dept_id', '=', deptId).forUpdate().executeTakeFirst();

/** A department of the tenant with its path, or undefined: a parent to be, held (shared) so that it is not deleted meanwhile. */
export const deptPlace = (trx: Kysely<Database>, tenantId: number, deptId: number) =>
  trx.selectFrom('sys_dept').select(['dept_id', 'path', 'level']).where('tenant_id', '=', tenantId).where('dept_id', '=', deptId).forShare().executeTakeFirst();

/** The next sort order among a parent's children (last). */
async function nextSortOrder(trx: Kysely<Database>, tenantId: number, parentId: number): Promise<number> {
  const row = await trx
    .selectFrom('sys_dept')
    .select((eb) => eb.fn.coalesce(eb.fn.max('sort_order'), eb.lit(0)).as('n'))
    .where('tenant_id', '=', tenantId)
    .where('parent_id', '=', parentId)
    .executeTakeFirstOrThrow();
  return Math.min(9999, Number(row.n) + 1);
}

export async function insertDept(trx: Kysely<Database>, tenantId: number, fields: { name: string; parentId: number; sortOrder?: number }): Promise<number> {
  const row = await trx
    .insertInto('sys_dept')
    .values({
      tenant_id: tenantId,
      parent_id: fields.parentId,
      name: fields.name,
      // The trigger sets the path and the level under the parent.
      level: 0,
      sort_order: fields.sortOrder ?? (await nextSortOrder(trx, tenantId, fields.parentId)),
      enable: '0',
    })
    .returning('dept_id')
    .executeTakeFirstOrThrow();
  return Number(row.dept_id);
}

/** Renamed, re-ordered and (a new parent) moved with everything below it; one more version. */
export async function updateDept(trx: Kysely<Database>, deptId: number, fields: { name: string; parentId?: number; sortOrder?: number }) {
  await trx
    .updateTable('sys_dept')
    .set({
      name: fields.name,
      ...(fields.parentId !== undefined ? { parent_id: fields.parentId } : {}),
      ...(fields.sortOrder !== undefined ? { sort_order: fields.sortOrder } : {}),
      version: sql`version + 1`,
      update_time: new Date(),
    })
    .where('dept_id', '=', deptId)
    .execute();
}

/** What keeps a department from being deleted: departments below it, people in it, subjects opened for it. */
export async function deptHolds(db: Kysely<Database>, tenantId: number, deptId: number) {
  const [children, people, subjects] = await Promise.all([
    db.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', tenantId).where('parent_id', '=', deptId).limit(1).executeTakeFirst(),
    db.selectFrom('sys_user').select('user_id').where('dept_id', '=', deptId).where('del_flag', '=', '0').limit(1).executeTakeFirst(),
    db.selectFrom('act_subject').select('id').where('tenant_id', '=', tenantId).where('subject_type', 'in', [1, 3]).where('subject_sys_id', '=', deptId).limit(1).executeTakeFirst(),
  ]);
  return { children: children !== undefined, people: people !== undefined, subjects: subjects !== undefined };
}

/** The department deleted; deleted users keep no department, and custom data scopes no longer name it. */
export async function deleteDept(trx: Kysely<Database>, tenantId: number, deptId: number) {
  await trx.updateTable('sys_user').set({ dept_id: null }).where('dept_id', '=', deptId).where('del_flag', '=', '1').execute();
  await sql`update sys_role set ds_scope = coalesce((select jsonb_agg(e) from jsonb_array_elements(ds_scope) e where e <> to_jsonb(${deptId}::bigint)), '[]'::jsonb)
    where tenant_id = ${tenantId} and ds_scope @> to_jsonb(array[${deptId}::bigint])`.execute(trx);
  await trx.deleteFrom('sys_dept').where('dept_id', '=', deptId).execute();
}
