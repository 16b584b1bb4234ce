import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { DS_TYPE, WITHHELD_FIELDS } from '../../../schemas/access';
import type { ApprovalAction } from '../../../schemas/approvalConstants';
import { ROLE_MSG, roleUpdateSchema, type AdminRole } from '../../../schemas/roleAdmin';
import type { Database } from '../../db/schema';
import { ApiError, notFound } from '../../http/envelope';
import { deptNames, deptsOfTenant, findRole, lockRole, menuNames, setRoleMenus, tenantMenuIds, updateRole } from '../../repositories/roleAdmin';
import type { CoveredChange, RecordState } from '../covered';

type RoleForm = z.output<typeof roleUpdateSchema>;

/** The role as the trail compares it: who may see what, and its menu (the role routes' own view). */
export const roleAuditView = (role: AdminRole) => ({
  roleCode: role.roleCode,
  roleName: role.roleName,
  dsType: role.dsType,
  dsScope: role.dsScope,
  withheld: role.withheld,
  menuIds: role.menuIds,
});

const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);
/** A scope as the role keeps it: a custom one names its departments, any other none; withheld fields in their order. */
const scopeOf = (s: { dsType: number; dsScope: readonly number[]; withheld: readonly string[] }) => ({
  dsType: s.dsType,
  dsScope: s.dsType === DS_TYPE.custom ? sortedIds(s.dsScope) : [],
  withheld: WITHHELD_FIELDS.filter((f) => s.withheld.includes(f)),
});
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The form's menu with every ancestor, and its departments, refused at their field as the role routes refuse them. */
async function checkedForm(trx: Kysely<Database>, tenantId: number, form: RoleForm) {
  const menuIds = await tenantMenuIds(trx, tenantId, form.menuIds);
  if (!menuIds) throw new ApiError(400, ROLE_MSG.menuUnknown, { menuIds: ROLE_MSG.menuUnknown });
  if (form.dsType === DS_TYPE.custom && !(await deptsOfTenant(trx, tenantId, form.dsScope))) throw new ApiError(400, ROLE_MSG.dsScopeUnknown, { dsScope: ROLE_MSG.dsScopeUnknown });
  return menuIds;
}

/** The role of the tenant, locked; 404 when the tenant has none with this id. */
async function lockedRole(trx: Kysely<Database>, tenantId: number, roleId: number): Promise<AdminRole> {
  if (!(await lockRole(trx, tenantId, roleId))) throw notFound();
  const role = await findRole(trx, tenantId, roleId);
  if (!role) throw notFound();
  return role;
}

/** What the role's menus and scope hash to: the state the approval checks beside the version. */
const digest = (role: AdminRole) =>
  createHash('sha256')
    .update(JSON.stringify([role.roleName, scopeOf(role), sortedIds(role.menuIds)]))
    .digest('hex');

/**
 * A role's edit (`PUT /admin/role`): the rule `roleMenu` holds it when the menus and buttons it holds change, and
 * `roleScope` when its data scope changes (which records: `dsType` and a custom scope's departments; which of
 * their fields: the withheld ones). The whole edit waits; when both change and both rules are on, the one asking
 * for more approvals holds it. Approvers read the menus and departments by name; the request keeps the role's
 * version, which any change of the role moves (another edit, a department of its scope deleted), and a digest of
 * its name, menus and scope, which also sees a menu node deleted; either moved ends the request conflicted.
 */
export const roleUpdateChange: CoveredChange<RoleForm, AdminRole> = {
  operation: 'roleUpdate',
  entity: 'role',
  auditAction: 'update',
  versioned: true,
  payload: roleUpdateSchema,
  async read(trx, actor, form) {
    const role = await lockedRole(trx, actor.tenantId, form.roleId);
    const menuIds = await checkedForm(trx, actor.tenantId, form);
    const scope = scopeOf(role);
    const state: RecordState = {
      entity: 'role',
      entityId: String(role.roleId),
      title: `${role.roleName}（${role.roleCode}）`,
      fields: {
        roleName: role.roleName,
        dsType: scope.dsType,
        dsScope: await deptNames(trx, actor.tenantId, scope.dsScope),
        withheld: scope.withheld,
        menus: await menuNames(trx, sortedIds(role.menuIds)),
      },
      version: role.version,
      record: role,
      // A menu node deleted leaves the role without moving its version: the digest sees it.
      fingerprint: digest(role),
      fingerprintField: 'menus',
      unkept: {
        menuIds: sortedIds(role.menuIds),
        scope,
        next: { menuIds, scope: scopeOf(form), menus: await menuNames(trx, menuIds), dsScope: await deptNames(trx, actor.tenantId, scopeOf(form).dsScope) },
      },
    };
    return state;
  },
  ruleOf(_form, state) {
    const unkept = state.unkept as { menuIds: number[]; scope: unknown; next: { menuIds: number[]; scope: unknown } };
    const rules: ApprovalAction[] = [];
    if (!same(unkept.menuIds, unkept.next.menuIds)) rules.push('roleMenu');
    if (!same(unkept.scope, unkept.next.scope)) rules.push('roleScope');
    return rules;
  },
  preview(form, state) {
    const next = (state.unkept as { next: { scope: ReturnType<typeof scopeOf>; menus: string[]; dsScope: string[] } }).next;
    return { roleName: form.roleName, dsType: next.scope.dsType, dsScope: next.dsScope, withheld: next.scope.withheld, menus: next.menus };
  },
  async apply({ trx, actor, pass, audit }, form) {
    audit.target(form.roleId);
    const before = await lockedRole(trx, actor.tenantId, form.roleId);
    const menuIds = await checkedForm(trx, actor.tenantId, form);
    await updateRole(trx, pass, form.roleId, form);
    await setRoleMenus(trx, pass, form.roleId, menuIds);
    const after = await lockedRole(trx, actor.tenantId, form.roleId);
    audit.diff(roleAuditView(before), roleAuditView(after));
    return after;
  },
  historyKeys: (state) => [{ entity: 'role', entityId: state.entityId }],
};
