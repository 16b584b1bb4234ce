import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ROLE_MSG, type AdminRole, type roleCreateSchema, type roleUpdateSchema } from '../../schemas/roleAdmin';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { deleteRole, deptsOfTenant, findRole, holdersOf, insertRole, lockRole, setRoleMenus, tenantMenuIds, updateRole } from '../repositories/roleAdmin';

/**
 * 角色管理's changes (docs/security.md, "Users, roles and data scopes"): the tenant's roles, each with its menus and
 * buttons, data scope and withheld fields; each change audited in its own transaction. A change reaches its holders
 * at their next call.
 */

/** The role as the trail compares it: who may see what, and its menu. */
const auditView = (role: AdminRole) => ({
  roleCode: role.roleCode,
  roleName: role.roleName,
  dsType: role.dsType,
  dsScope: role.dsScope,
  withheld: role.withheld,
  menuIds: role.menuIds,
});

/** The menu and departments named must be the tenant's, each refused at its field otherwise. */
async function checked(db: Kysely<Database>, tenantId: number, form: { menuIds: number[]; dsScope: number[]; dsType: number }) {
  const menuIds = await tenantMenuIds(db, tenantId, form.menuIds);
  if (!menuIds) throw new ApiError(400, ROLE_MSG.menuUnknown, { menuIds: ROLE_MSG.menuUnknown });
  if (form.dsType === 1 && !(await deptsOfTenant(db, tenantId, form.dsScope))) throw new ApiError(400, ROLE_MSG.dsScopeUnknown, { dsScope: ROLE_MSG.dsScopeUnknown });
  return menuIds;
}

async function current(trx: Kysely<Database>, tenantId: number, roleId: number) {
  const role = await findRole(trx, tenantId, roleId);
  if (!role) throw notFound();
  return role;
}

export async function createRole(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof roleCreateSchema>) {
  const menuIds = await checked(db, tenantId, form);
  return auditedWrite(call, db, async (trx, audit) => {
    const roleId = await insertRole(trx, tenantId, form.roleCode, form);
    await setRoleMenus(trx, roleId, menuIds);
    const role = await current(trx, tenantId, roleId);
    audit.target(roleId).diff(null, auditView(role));
    return role;
  });
}

export async function editRole(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof roleUpdateSchema>) {
  const menuIds = await checked(db, tenantId, form);
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.roleId);
    if (!(await lockRole(trx, tenantId, form.roleId))) throw notFound();
    const before = await current(trx, tenantId, form.roleId);
    await expectVersion(call, trx, before);
    await updateRole(trx, form.roleId, form);
    await setRoleMenus(trx, form.roleId, menuIds);
    const after = await current(trx, tenantId, form.roleId);
    audit.diff(auditView(before), auditView(after));
    return after;
  });
}

/** Deletes a role nobody holds (held by someone: refused, so nobody loses their access by surprise). */
export function removeRole(db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    if (!(await lockRole(trx, tenantId, id))) throw notFound();
    const before = await current(trx, tenantId, id);
    // A delete sent with the version it read is refused when the role changed since (If-Match).
    await expectVersion(call, trx, before);
    if ((await holdersOf(trx, id)) > 0) throw new ApiError(400, ROLE_MSG.inUse);
    await deleteRole(trx, id);
    audit.diff(auditView(before), null);
  });
}
