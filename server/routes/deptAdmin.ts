import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ACCESS_PERMISSION } from '../../schemas/access';
import { deptCreateSchema, deptIdParamsSchema, deptRecordSchema, deptUpdateSchema } from '../../schemas/deptAdmin';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { auditOf } from '../http/auditedCall';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ok } from '../http/envelope';
import { createDept, editDept, removeDept } from '../services/depts';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';

const oneDept = { 200: okReply(deptRecordSchema) };
/** A change of a department: 412 with the department as it stands when the version sent is stale. */
const stale = staleReply(deptRecordSchema);

/**
 * 组织机构's changes (docs/security.md, "Users, roles and data scopes"), each needing its permission; the rules and
 * the audited writes are server/services/depts.ts's. The tree and its search stay the pickers' (server/routes/orgPicker.ts).
 */
export async function deptAdminRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/admin/dept',
    {
      schema: { body: deptCreateSchema, response: oneDept },
      preValidation: permissionGate(ACCESS_PERMISSION.deptAdd),
      config: { operation: op('createDept', 'Add a department', 'access', SCREEN.depts), audit: { entity: 'dept', action: 'create', idOf: idFrom.none } },
    },
    async (request) => ok(await createDept(db, auditOf(request), request.user.tenantId, request.body)),
  );

  app.put(
    '/admin/dept',
    {
      schema: { body: deptUpdateSchema, response: { ...oneDept, ...stale } },
      preValidation: permissionGate(ACCESS_PERMISSION.deptEdit),
      config: { operation: op('updateDept', 'Rename or move a department', 'access', SCREEN.depts), audit: { entity: 'dept', action: 'update', idOf: idFrom.body('deptId') } },
    },
    async (request) => ok(await editDept(db, auditOf(request), request.user.tenantId, request.body)),
  );

  app.delete(
    '/admin/dept/:id',
    {
      schema: { params: deptIdParamsSchema, response: { 200: okReply(z.boolean()), ...stale } },
      preValidation: permissionGate(ACCESS_PERMISSION.deptDel),
      config: { operation: op('deleteDept', 'Delete a department nothing hangs on', 'access', SCREEN.depts), audit: { entity: 'dept', action: 'delete' } },
    },
    async (request) => {
      await removeDept(db, auditOf(request), request.user.tenantId, request.params.id);
      return ok(true);
    },
  );
}
