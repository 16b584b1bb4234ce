import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ACCESS_PAGES, ACCESS_PERMISSION } from '../../schemas/access';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { tagged } from '../http/versions';
import { ROLE_MSG, roleCreateSchema, roleIdParamsSchema, rolePageQuerySchema, rolePageReplySchema, roleRecordSchema, roleUpdateSchema } from '../../schemas/roleAdmin';
import { auditOf } from '../http/auditedCall';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { findRole, rolePage } from '../repositories/roleAdmin';
import { holdsMenuPath } from '../repositories/menus';
import { createRole, editRole, removeRole } from '../services/roles';
import { gateOf } from '../http/approvalGate';
import { orHeld } from '../../schemas/approval';
import { heldOr } from '../approval/gate';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';
import { ROLE_PAGE_EXAMPLE } from '../http/replyExamples';

const oneRole = { 200: okReply(roleRecordSchema) };
/** A change of a role: 412 with the role as it stands when the version sent is stale. */
const stale = staleReply(roleRecordSchema);

/**
 * 系统管理 › 角色管理 (docs/security.md, "Users, roles and data scopes"): the tenant's roles, each with its menus and
 * buttons, data scope and withheld fields. Read by holders of the role page (and of the user page, whose form
 * picks roles); changed by holders of its buttons' permissions (server/services/roles.ts).
 */
export async function roleAdminRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const readers = async (request: FastifyRequest) => {
    if (!(await holdsMenuPath(db, request.user, [ACCESS_PAGES.role, ACCESS_PAGES.user]))) throw forbidden();
  };

  app.get(
    '/admin/role/page',
    {
      schema: { querystring: rolePageQuerySchema, response: { 200: okReply(rolePageReplySchema) } },
      preValidation: readers,
      config: { operation: op('listRoles', "A page of the tenant's roles", 'access', SCREEN.roles), example: ROLE_PAGE_EXAMPLE },
    },
    async (request) => {
      return ok(await rolePage(db, request.user.tenantId, request.query));
    },
  );

  app.get(
    '/admin/role/:id',
    { schema: { params: roleIdParamsSchema, response: oneRole }, preValidation: readers, config: { operation: op('getRole', 'One role', 'access', SCREEN.roles) } },
    async (request, reply) => {
      const role = await findRole(db, request.user.tenantId, request.params.id);
      if (!role) throw notFound();
      return ok(tagged(reply, role));
    },
  );

  app.post(
    '/admin/role',
    {
      schema: { body: roleCreateSchema, response: oneRole },
      preValidation: permissionGate(ACCESS_PERMISSION.roleAdd),
      config: {
        operation: op('createRole', 'Add a role with its menus, data scope and withheld fields', 'access', SCREEN.roles),
        audit: { entity: 'role', action: 'create', idOf: idFrom.none },
      },
    },
    async (request) => {
      try {
        return ok(await createRole(db, auditOf(request), request.user.tenantId, request.body));
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(400, ROLE_MSG.roleCodeTaken, { roleCode: ROLE_MSG.roleCodeTaken });
        throw error;
      }
    },
  );

  // A change of the role's menus or data scope may be held for approval (server/approval/covered/role.ts).
  app.put(
    '/admin/role',
    {
      schema: { body: roleUpdateSchema, response: { 200: okReply(orHeld(roleRecordSchema)), ...stale } },
      preValidation: permissionGate(ACCESS_PERMISSION.roleEdit),
      config: {
        operation: op('updateRole', "Change a role's menus, data scope and withheld fields", 'access', SCREEN.roles),
        audit: { entity: 'role', action: 'update', idOf: idFrom.body('roleId') },
      },
    },
    async (request) => ok(heldOr(await editRole(db, await gateOf(request, db), request.body))),
  );

  app.delete(
    '/admin/role/:id',
    {
      schema: { params: roleIdParamsSchema, response: { 200: okReply(z.boolean()), ...stale } },
      preValidation: permissionGate(ACCESS_PERMISSION.roleDel),
      config: { operation: op('deleteRole', 'Delete a role nobody holds', 'access', SCREEN.roles), audit: { entity: 'role', action: 'delete' } },
    },
    async (request) => {
      await removeRole(db, auditOf(request), request.user.tenantId, request.params.id);
      return ok(true);
    },
  );
}
