import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { ROLE_MSG, type roleCreateSchema, type roleUpdateSchema } from '../../schemas/roleAdmin';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { deleteRole, deptsOfTenant, findRole, holdersOf, insertRole, lockRole, tenantMenuIds } from '../repositories/roleAdmin';
import { gatedWrite, type GateCall } from '../approval/gate';
import { roleAuditView, roleUpdateChange } from '../approval/covered/role';

/**
 * 角色管理's changes (docs/security.md, "Users, roles and data scopes"): the tenant's roles, each with its menus and
 * buttons, data scope and withheld fields; each change audited in its own transaction. A change reaches its holders
 * at their next call; a change of a role's menus or data scope passes the approval gate (docs/approvals.md).
 */

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
    const roleId = await insertRole(trx, tenantId, form.roleCode, form, menuIds);
    const role = await current(trx, tenantId, roleId);
    audit.target(roleId).diff(null, roleAuditView(role));
    return role;
  });
}

/**
 * An edit of a role, through the approval gate: a change of its menus or data scope may be held, the whole edit
 * waiting (server/approval/covered/role.ts). Answers the role after, or the request it was held as.
 */
export const editRole = (db: Kysely<Database>, gate: GateCall, form: z.output<typeof roleUpdateSchema>) => gatedWrite(db, gate, roleUpdateChange, form);

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
    audit.diff(roleAuditView(before), null);
  });
}
