import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { AUDIT_MENU, flattenMenu } from './menuData';

const SYSTEM_FOLDER = 1400;

/**
 * The audit trail's menu node (docs/security.md#audit-trail) for databases seeded before it (a new database gets it with the whole tree): the
 * 审计日志 page and its buttons under the system folder, held by every tenant and role that holds that folder.
 */
export async function seedAuditMenu(db: Kysely<Database>): Promise<void> {
  const present = await db.selectFrom('sys_menu').select('id').where('id', '=', AUDIT_MENU.id).executeTakeFirst();
  if (present) return;
  const folder = await db.selectFrom('sys_menu').select('id').where('id', '=', SYSTEM_FOLDER).executeTakeFirst();
  if (!folder) return;
  const rows = flattenMenu([AUDIT_MENU], SYSTEM_FOLDER);
  const ids = rows.map((r) => r.id);
  await db.transaction().execute(async (trx) => {
    const siblings = await trx.selectFrom('sys_menu').select('id').where('parent_id', '=', SYSTEM_FOLDER).execute();
    await trx
      .insertInto('sys_menu')
      .values(rows.map((r) => (r.id === AUDIT_MENU.id ? { ...r, sort_order: siblings.length + 1 } : r)))
      .execute();
    const tenants = await trx.selectFrom('sys_tenant_menu').select('tenant_id').where('menu_id', '=', SYSTEM_FOLDER).execute();
    if (tenants.length > 0) {
      await trx
        .insertInto('sys_tenant_menu')
        .values(tenants.flatMap((t) => ids.map((menu_id) => ({ tenant_id: t.tenant_id, menu_id }))))
        .execute();
    }
    const roles = await trx.selectFrom('sys_role_menu').select('role_id').where('menu_id', '=', SYSTEM_FOLDER).execute();
    if (roles.length > 0) {
      await trx
        .insertInto('sys_role_menu')
        .values(roles.flatMap((r) => ids.map((menu_id) => ({ role_id: r.role_id, menu_id }))))
        .execute();
    }
  });
}
