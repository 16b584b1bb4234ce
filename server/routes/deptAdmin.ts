import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ACCESS_PERMISSION } from '../../schemas/access';
import { DEPT_MSG, deptCreateSchema, deptIdParamsSchema, deptRecordSchema, deptUpdateSchema, type AdminDept } from '../../schemas/deptAdmin';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { auditedWrite } from '../audit/trail';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ApiError, notFound, ok } from '../http/envelope';
import { expectVersion } from '../http/versions';
import { deleteDept, deptHolds, deptPlace, findDept, insertDept, lockDept, updateDept } from '../repositories/deptAdmin';

const oneDept = { 200: okReply(deptRecordSchema) };
/** A change of a department: 412 with the department as it stands when the version sent is stale. */
const stale = staleReply(deptRecordSchema);

/** The department as the trail compares it. */
const auditView = (dept: AdminDept) => ({ name: dept.name, parentId: dept.parentId, parentName: dept.parentName, deptLable: dept.deptLable, sortOrder: dept.sortOrder });

/**
 * 组织机构's changes (docs/security.md, "Users, roles and data scopes"): add a department under another, rename it,
 * move it (never into its own subtree), delete it (not while departments, people or opened subjects hang on it).
 * The tree and its search stay the pickers' (server/routes/orgPicker.ts). Every change is audited.
 */
export async function deptAdminRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const current = async (trx: Kysely<Database>, tenantId: number, deptId: number) => {
    const dept = await findDept(trx, tenantId, deptId);
    if (!dept) throw notFound();
    return dept;
  };
  const parentOf = async (trx: Kysely<Database>, tenantId: number, parentId: number) => {
    const parent = await deptPlace(trx, tenantId, parentId);
    if (!parent) throw new ApiError(400, DEPT_MSG.parentUnknown, { parentId: DEPT_MSG.parentUnknown });
    return parent;
  };

  app.post('/admin/dept', { schema: { body: deptCreateSchema, response: oneDept }, preValidation: permissionGate(ACCESS_PERMISSION.deptAdd) }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    const created = await auditedWrite(request, db, async (trx, audit) => {
      await parentOf(trx, tenantId, form.parentId);
      const deptId = await insertDept(trx, tenantId, form);
      const dept = await current(trx, tenantId, deptId);
      audit.target(deptId).diff(null, auditView(dept));
      return dept;
    });
    return ok(created);
  });

  app.put('/admin/dept', { schema: { body: deptUpdateSchema, response: { ...oneDept, ...stale } }, preValidation: permissionGate(ACCESS_PERMISSION.deptEdit) }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    const updated = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(form.deptId);
      const row = await lockDept(trx, tenantId, form.deptId);
      if (!row) throw notFound();
      const before = await current(trx, tenantId, form.deptId);
      await expectVersion(request, trx, before);
      const moving = form.parentId !== undefined && form.parentId !== Number(row.parent_id);
      if (moving) {
        if (Number(row.parent_id) === 0) throw new ApiError(400, DEPT_MSG.root, { parentId: DEPT_MSG.root });
        const parent = await parentOf(trx, tenantId, form.parentId!);
        // Under itself or anything below it, the tree would close into a ring.
        if (parent.path.startsWith(row.path)) throw new ApiError(400, DEPT_MSG.cycle, { parentId: DEPT_MSG.cycle });
      }
      await updateDept(trx, form.deptId, { name: form.name, parentId: moving ? form.parentId : undefined, sortOrder: form.sortOrder });
      const after = await current(trx, tenantId, form.deptId);
      audit.diff(auditView(before), auditView(after));
      return after;
    });
    return ok(updated);
  });

  app.delete(
    '/admin/dept/:id',
    { schema: { params: deptIdParamsSchema, response: { 200: okReply(z.boolean()), ...stale } }, preValidation: permissionGate(ACCESS_PERMISSION.deptDel) },
    async (request) => {
      const { id } = request.params;
      const tenantId = request.user.tenantId;
      await auditedWrite(request, db, async (trx, audit) => {
        audit.target(id);
        if (!(await lockDept(trx, tenantId, id))) throw notFound();
        // A delete sent with the version it read is refused when the department changed since (If-Match).
        await expectVersion(request, trx, await current(trx, tenantId, id));
        const holds = await deptHolds(trx, tenantId, id);
        if (holds.children) throw new ApiError(400, DEPT_MSG.hasChildren);
        if (holds.people) throw new ApiError(400, DEPT_MSG.hasPeople);
        if (holds.subjects) throw new ApiError(400, DEPT_MSG.hasSubjects);
        const before = await current(trx, tenantId, id);
        await deleteDept(trx, tenantId, id);
        audit.diff(auditView(before), null);
      });
      return ok(true);
    },
  );
}
