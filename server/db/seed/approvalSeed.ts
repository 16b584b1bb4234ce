import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { hashPassword, type ScryptCost } from '../../domain/password';
import { APPROVAL_EXPIRE_HOURS } from '../../../schemas/approvalConstants';
import { withAncestors } from '../../domain/menuTree';
import { flattenMenu, subtreeIds } from './menuData';

/**
 * The approvals' demo data (docs/approvals.md), for new databases and for ones seeded before it: the role
 * 审批员 (ROLE_CHECKER) holding the approval inbox and its approving permission, the user `checker` in the main
 * tenant with that role, so that a newcomer can submit as `admin` and approve as `checker`, and the main tenant's
 * rule: recharges from 1,000 need one approval. Runs once, while the role does not exist.
 */
export const CHECKER = { username: 'checker', actualName: '审批专员', phone: '13800000007', jobNo: 'ZS90098', role: 'ROLE_CHECKER', roleName: '审批员', tenantId: 1 };
export const DEMO_RULES = [{ action: 'recharge', minAmount: '1000.00', approvals: 1, enabled: true, expireHours: APPROVAL_EXPIRE_HOURS.default }];
const INBOX_MENU = 1417;

export async function seedApprovals(db: Kysely<Database>, demoPassword: string, cost: ScryptCost): Promise<void> {
  const role = await db.selectFrom('sys_role').select('role_id').where('role_code', '=', CHECKER.role).executeTakeFirst();
  if (role) return;
  const tenant = await db.selectFrom('sys_tenant').select('id').where('id', '=', CHECKER.tenantId).executeTakeFirst();
  const inbox = await db.selectFrom('sys_menu').select('id').where('id', '=', INBOX_MENU).executeTakeFirst();
  if (!tenant || !inbox) return;
  const hash = await hashPassword(demoPassword, cost);
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(724180)`.execute(trx);
    if (await trx.selectFrom('sys_role').select('role_id').where('role_code', '=', CHECKER.role).executeTakeFirst()) return;
    const { role_id } = await trx
      .insertInto('sys_role')
      .values({ tenant_id: CHECKER.tenantId, role_code: CHECKER.role, role_name: CHECKER.roleName, cross_tenant: false })
      .returning('role_id')
      .executeTakeFirstOrThrow();
    // The inbox and its button, with the folder and module above them (a page held without them is unreachable).
    const menuIds = withAncestors(subtreeIds([INBOX_MENU]), new Map(flattenMenu().map((row) => [row.id, row.parent_id])));
    const present = new Set((await trx.selectFrom('sys_menu').select('id').where('id', 'in', menuIds).execute()).map((r) => r.id));
    await trx
      .insertInto('sys_role_menu')
      .values(menuIds.filter((id) => present.has(id)).map((menu_id) => ({ role_id, menu_id })))
      .execute();
    const finance = await trx.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', CHECKER.tenantId).where('name', '=', '财务部').orderBy('dept_id').executeTakeFirst();
    let user = await trx.selectFrom('sys_user').select('user_id').where('username', '=', CHECKER.username).executeTakeFirst();
    if (!user) {
      user = await trx
        .insertInto('sys_user')
        .values({
          tenant_id: CHECKER.tenantId,
          dept_id: finance?.dept_id ?? null,
          username: CHECKER.username,
          actual_name: CHECKER.actualName,
          phone: CHECKER.phone,
          job_no: CHECKER.jobNo,
          password_hash: hash,
          lock_flag: '0',
        })
        .returning('user_id')
        .executeTakeFirstOrThrow();
    }
    await trx.insertInto('sys_user_role').values({ user_id: user.user_id, role_id }).execute();
    const rules = await trx.selectFrom('approval_rule_set').select('version').where('tenant_id', '=', CHECKER.tenantId).executeTakeFirst();
    if (!rules)
      await trx
        .insertInto('approval_rule_set')
        .values({ tenant_id: CHECKER.tenantId, version: 1, rules: JSON.stringify(DEMO_RULES), user_id: null, username: 'system', actual_name: null })
        .execute();
  });
}
