import type { Kysely } from 'kysely';
import type { Database } from '../server/db/schema';

/**
 * Data-scoped readers of the account centre's bench data (bench/seedAccountCentre.ts; docs/security.md, "Users,
 * roles and data scopes"), for the benches that read through a scope (scopes.ts, dashboards.ts).
 */

/** A user of tenant 1 in `deptId` holding a new role of this scope; signs in with the demo password (admin's hash). */
export async function scopedUser(db: Kysely<Database>, code: string, deptId: number, role: { dsType: number; dsScope?: number[]; withheld?: string[] }) {
  const admin = await db.selectFrom('sys_user').select('password_hash').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const { role_id } = await db
    .insertInto('sys_role')
    .values({
      tenant_id: 1,
      role_code: code,
      role_name: code,
      cross_tenant: false,
      ds_type: role.dsType,
      ds_scope: JSON.stringify(role.dsScope ?? []),
      withheld: JSON.stringify(role.withheld ?? []),
    })
    .returning('role_id')
    .executeTakeFirstOrThrow();
  const username = code.toLowerCase();
  const { user_id } = await db
    .insertInto('sys_user')
    .values({ tenant_id: 1, dept_id: deptId, username, actual_name: code, password_hash: admin.password_hash, lock_flag: '0' })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  await db.insertInto('sys_user_role').values({ user_id, role_id }).execute();
  return { username, userId: Number(user_id) };
}

/**
 * The two bench subjects made organisations of two bench companies' first departments: the big one (95,000 accounts,
 * 950,000 flows) of company one, the small one (5,000 and 50,000) of company two. Answers the two companies.
 */
export async function placeBenchSubjects(db: Kysely<Database>, smallSubjectNo: string) {
  const companies = await db.selectFrom('sys_dept').select('dept_id').where('name', 'like', '压测公司%').orderBy('dept_id').limit(2).execute();
  const [one, two] = companies.map((c) => Number(c.dept_id)) as [number, number];
  const firstDeptOf = async (company: number) =>
    Number((await db.selectFrom('sys_dept').select('dept_id').where('parent_id', '=', company).orderBy('dept_id').executeTakeFirstOrThrow()).dept_id);
  await db
    .updateTable('act_subject')
    .set({ subject_type: 1, subject_sys_id: await firstDeptOf(one) })
    .where('subject_no', '=', 'SJB00001')
    .execute();
  await db
    .updateTable('act_subject')
    .set({ subject_type: 1, subject_sys_id: await firstDeptOf(two) })
    .where('subject_no', '=', smallSubjectNo)
    .execute();
  return { one, two };
}
