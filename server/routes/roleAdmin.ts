import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ACCESS_PAGES, ACCESS_PERMISSION } from '../../schemas/access';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { ROLE_MSG, roleCreateSchema, roleIdParamsSchema, rolePageQuerySchema, rolePageReplySchema, roleRecordSchema, roleUpdateSchema } from '../../schemas/roleAdmin';
import { auditedWrite } from '../audit/trail';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { expectVersion, tagged } from '../http/versions';
import { deleteRole, deptsOfTenant, findRole, holdersOf, insertRole, lockRole, rolePage, tenantMenuIds } from '../repositories/roleAdmin';
import { orHeld } from '../../schemas/approval';
import { gatedWrite, heldOr } from '../approval/gate';
import { roleAuditView, roleUpdateChange } from '../approval/covered/role';
import { holdsMenuPath } from '../services/menus';

const oneRole = { 200: okReply(roleRecordSchema) };
/** A change of a role: 412 with the role as it stands when the version sent is stale. */
const stale = staleReply(roleRecordSchema);

/**
 * 系统管理 › 角色管理 (docs/security.md, "Users, roles and data scopes"): the tenant's roles, each with its menus and
 * buttons, data scope and withheld fields. Read by holders of the role page (and of the user page, whose form
 * picks roles); changed by holders of its buttons' permissions, each change audited. A change reaches its holders
 * at their next call; a change of a role's menus or data scope passes the approval gate (docs/approvals.md).
 */
export async function roleAdminRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = async (request: FastifyRequest) => {
    if (!(await holdsMenuPath(db, request.user, [ACCESS_PAGES.role, ACCESS_PAGES.user]))) throw forbidden();
  };

  /** The menu and departments named must be the tenant's, each refused at its field otherwise. */
  const checked = async (tenantId: number, form: { menuIds: number[]; dsScope: number[]; dsType: number }) => {
    const menuIds = await tenantMenuIds(db, tenantId, form.menuIds);
    if (!menuIds) throw new ApiError(400, ROLE_MSG.menuUnknown, { menuIds: ROLE_MSG.menuUnknown });
    if (form.dsType === 1 && !(await deptsOfTenant(db, tenantId, form.dsScope))) throw new ApiError(400, ROLE_MSG.dsScopeUnknown, { dsScope: ROLE_MSG.dsScopeUnknown });
    return menuIds;
  };

  const current = async (trx: Kysely<Database>, tenantId: number, roleId: number) => {
    const role = await findRole(trx, tenantId, roleId);
    if (!role) throw notFound();
    return role;
  };

  app.get('/admin/role/page', { schema: { querystring: rolePageQuerySchema, response: { 200: okReply(rolePageReplySchema) } }, preValidation: readers }, async (request) => {
    return ok(await rolePage(db, request.user.tenantId, request.query));
  });

  app.get('/admin/role/:id', { schema: { params: roleIdParamsSchema, response: oneRole }, preValidation: readers }, async (request, reply) => {
    const role = await findRole(db, request.user.tenantId, request.params.id);
    if (!role) throw notFound();
    return ok(tagged(reply, role));
  });

  app.post('/admin/role', { schema: { body: roleCreateSchema, response: oneRole }, preValidation: permissionGate(ACCESS_PERMISSION.roleAdd) }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    const menuIds = await checked(tenantId, form);
    try {
      const created = await auditedWrite(request, db, async (trx, audit) => {
        const roleId = await insertRole(trx, tenantId, form.roleCode, form, menuIds);
        const role = await current(trx, tenantId, roleId);
        audit.target(roleId).diff(null, roleAuditView(role));
        return role;
      });
      return ok(created);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, ROLE_MSG.roleCodeTaken, { roleCode: ROLE_MSG.roleCodeTaken });
      throw error;
    }
  });

  // A change of the role's menus or data scope may be held for approval (server/approval/covered/role.ts).
  app.put(
    '/admin/role',
    { schema: { body: roleUpdateSchema, response: { 200: okReply(orHeld(roleRecordSchema)), ...stale } }, preValidation: permissionGate(ACCESS_PERMISSION.roleEdit) },
    async (request) => ok(heldOr(await gatedWrite(request, db, roleUpdateChange, request.body))),
  );

  app.delete(
    '/admin/role/:id',
    { schema: { params: roleIdParamsSchema, response: { 200: okReply(z.boolean()), ...stale } }, preValidation: permissionGate(ACCESS_PERMISSION.roleDel) },
    async (request) => {
      const { id } = request.params;
      const tenantId = request.user.tenantId;
      await auditedWrite(request, db, async (trx, audit) => {
        audit.target(id);
        if (!(await lockRole(trx, tenantId, id))) throw notFound();
        const before = await current(trx, tenantId, id);
        // A delete sent with the version it read is refused when the role changed since (If-Match).
        await expectVersion(request, trx, before);
        // Held by someone: refused, so nobody loses their access by surprise.
        if ((await holdersOf(trx, id)) > 0) throw new ApiError(400, ROLE_MSG.inUse);
        await deleteRole(trx, id);
        audit.diff(roleAuditView(before), null);
      });
      return ok(true);
    },
  );
}
