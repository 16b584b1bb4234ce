import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DEPT_MSG, type AdminDept, type deptCreateSchema, type deptUpdateSchema } from '../../schemas/deptAdmin';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { deleteDept, deptHolds, deptPlace, findDept, insertDept, lockDept, updateDept } from '../repositories/deptAdmin';

/**
 * 组织机构's changes (docs/security.md, "Users, roles and data scopes"): add a department under another, rename it,
 * move it (never into its own subtree), delete it (not while departments, people or opened subjects hang on it).
 * Each is audited in its own transaction, within one tenant.
 */

/** The department as the trail compares it. */
const auditView = (dept: AdminDept) => ({ name: dept.name, parentId: dept.parentId, parentName: dept.parentName, deptLable: dept.deptLable, sortOrder: dept.sortOrder });

async function current(trx: Kysely<Database>, tenantId: number, deptId: number) {
  const dept = await findDept(trx, tenantId, deptId);
  if (!dept) throw notFound();
  return dept;
}

async function parentOf(trx: Kysely<Database>, tenantId: number, parentId: number) {
  const parent = await deptPlace(trx, tenantId, parentId);
  if (!parent) throw new ApiError(400, DEPT_MSG.parentUnknown, { parentId: DEPT_MSG.parentUnknown });
  return parent;
}

export function createDept(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof deptCreateSchema>) {
  return auditedWrite(call, db, async (trx, audit) => {
    await parentOf(trx, tenantId, form.parentId);
    const deptId = await insertDept(trx, tenantId, form);
    const dept = await current(trx, tenantId, deptId);
    audit.target(deptId).diff(null, auditView(dept));
    return dept;
  });
}

export function editDept(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof deptUpdateSchema>) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.deptId);
    const row = await lockDept(trx, tenantId, form.deptId);
    if (!row) throw notFound();
    const before = await current(trx, tenantId, form.deptId);
    await expectVersion(call, trx, before);
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
}

export function removeDept(db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    if (!(await lockDept(trx, tenantId, id))) throw notFound();
    // A delete sent with the version it read is refused when the department changed since (If-Match).
    await expectVersion(call, trx, await current(trx, tenantId, id));
    const holds = await deptHolds(trx, tenantId, id);
    if (holds.children) throw new ApiError(400, DEPT_MSG.hasChildren);
    if (holds.people) throw new ApiError(400, DEPT_MSG.hasPeople);
    if (holds.subjects) throw new ApiError(400, DEPT_MSG.hasSubjects);
    const before = await current(trx, tenantId, id);
    await deleteDept(trx, tenantId, id);
    audit.diff(auditView(before), null);
  });
}
