import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { MENU_ADMIN_MSG, MENU_ROOT_ID, pageNeedsScreen, type MenuForm, type menuFormSchema, type menuUpdateSchema, type tenantMenuUpdateSchema } from '../../schemas/menuAdmin';
import { SCREEN_MSG } from '../../schemas/runtimeScreen';
import { isPageNode, runtimeScreenKeyOf } from '../../schemas/screens';
import type { Database } from '../db/schema';
import { isSelfOrDescendant, MAIN_TENANT_ID, TENANT_ADMIN_ROLES, withAncestors } from '../domain/menuTree';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import {
  deleteMenuNode,
  findMenuNodeType,
  findTenantMenuNode,
  hasChildMenu,
  heldMenuIds,
  insertMenuNode,
  isTenantMenu,
  lockMenuNode,
  menuIdTaken,
  menuLinks,
  nextMenuId,
  parentMap,
  replaceTenantMenus,
  toNode,
  updateMenuNode,
} from '../repositories/menus';
import { tenantExists } from '../repositories/session';
import { isScreenPublished } from '../repositories/screens';

/**
 * Menu administration's writes (docs/product.md#menus-and-tenants): menu nodes are platform-wide; a user writes only
 * nodes assigned to their own tenant (`homeTenantId`), each change audited in its own transaction. The tenants'
 * product menus are the main tenant's administrators' to set.
 */

const badRequest = (message: string, field?: string) => new ApiError(400, message, field ? { [field]: message } : undefined);

/** Who administers the menu: the user, in their own tenant. */
export interface MenuAdministrator {
  homeTenantId: number;
  userId: number;
}

/** A node of the tenant's menu, or 404. */
export async function tenantMenuNode(db: Kysely<Database>, tenantId: number, id: number) {
  const row = await findTenantMenuNode(db, tenantId, id);
  if (!row) throw notFound();
  return row;
}

/** The parent a node may hang under: the root (main tenant only) or a menu node of the caller's tenant. */
async function checkParent(db: Kysely<Database>, tenantId: number, parentId: number) {
  if (parentId === MENU_ROOT_ID) {
    if (tenantId !== MAIN_TENANT_ID) throw new ApiError(403, MENU_ADMIN_MSG.rootMainTenantOnly);
    return;
  }
  const parent = await findMenuNodeType(db, parentId);
  if (!parent || !(await isTenantMenu(db, tenantId, parentId))) {
    throw badRequest(MENU_ADMIN_MSG.parentMissing, 'parentId');
  }
  if (parent.type === '1') throw badRequest(MENU_ADMIN_MSG.parentIsButton, 'parentId');
}

/** A leaf opening a runtime screen (`/s/{key}`) needs that screen published in the tenant. */
async function checkRuntimeScreen(db: Kysely<Database>, tenantId: number, form: MenuForm, hasChildren: boolean) {
  const key = runtimeScreenKeyOf(form.path);
  if (key && isPageNode(form, hasChildren) && !(await isScreenPublished(db, tenantId, key))) {
    throw badRequest(SCREEN_MSG.menuUnpublished, 'path');
  }
}

export async function createMenu(db: Kysely<Database>, call: AuditedCall, admin: MenuAdministrator, form: z.output<typeof menuFormSchema>) {
  await checkParent(db, admin.homeTenantId, form.parentId);
  await checkRuntimeScreen(db, admin.homeTenantId, form, false);
  return auditedWrite(call, db, async (trx, audit) => {
    let id = form.id;
    if (id !== undefined) {
      if (await menuIdTaken(trx, id)) throw badRequest(MENU_ADMIN_MSG.duplicateId, 'id');
    } else {
      id = await nextMenuId(trx);
    }
    // The new node belongs to the creator's tenant and to the creator's roles there, so it shows at once.
    const inserted = await insertMenuNode(trx, id, form, admin.homeTenantId, admin.userId);
    // The links it made are recorded with it, so that taking the creation back is exact (server/audit/revertViews.ts).
    audit.target(inserted.id).diff(null, { ...toNode(inserted), ...(await menuLinks(trx, inserted.id)) });
    return inserted;
  });
}

export async function editMenu(db: Kysely<Database>, call: AuditedCall, admin: MenuAdministrator, form: z.output<typeof menuUpdateSchema>) {
  const current = await tenantMenuNode(db, admin.homeTenantId, form.id);
  if (form.parentId !== current.parent_id) {
    if (form.parentId !== MENU_ROOT_ID && isSelfOrDescendant(form.parentId, form.id, await parentMap(db))) {
      throw badRequest(MENU_ADMIN_MSG.parentCycle, 'parentId');
    }
    await checkParent(db, admin.homeTenantId, form.parentId);
  }
  const hasChildren = await hasChildMenu(db, form.id);
  if (form.type === '1' && hasChildren) throw badRequest(MENU_ADMIN_MSG.buttonWithChildren, 'type');
  const noScreen = pageNeedsScreen(form, hasChildren);
  if (noScreen) throw badRequest(noScreen, 'path');
  await checkRuntimeScreen(db, admin.homeTenantId, form, hasChildren);
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.id);
    const before = await lockMenuNode(trx, form.id);
    if (!before) throw notFound();
    await expectVersion(call, trx, toNode(before));
    const updated = await updateMenuNode(trx, form.id, form);
    audit.diff(toNode(before), toNode(updated));
    return updated;
  });
}

export async function removeMenu(db: Kysely<Database>, call: AuditedCall, admin: MenuAdministrator, id: number) {
  await tenantMenuNode(db, admin.homeTenantId, id);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const current = await lockMenuNode(trx, id);
    if (!current) throw notFound();
    if (await hasChildMenu(trx, id)) throw new ApiError(400, MENU_ADMIN_MSG.hasChildren);
    // The tenants and roles that held it are recorded too: a revert brings the node back with them.
    const links = await menuLinks(trx, id);
    await deleteMenuNode(trx, id);
    audit.diff({ ...toNode(current), ...links }, null);
  });
}

/** Sets another tenant's product menus (every ancestor of a chosen node comes along); its administrators hold all of them. */
export async function setTenantMenus(db: Kysely<Database>, call: AuditedCall, form: z.output<typeof tenantMenuUpdateSchema>) {
  if (form.tenantId === MAIN_TENANT_ID) throw badRequest(MENU_ADMIN_MSG.mainTenantFixed, 'tenantId');
  if (!(await tenantExists(db, form.tenantId))) throw badRequest(MENU_ADMIN_MSG.tenantMissing, 'tenantId');
  const parents = await parentMap(db);
  if (form.menuIds.some((id) => !parents.has(id))) throw badRequest(MENU_ADMIN_MSG.menuMissing, 'menuIds');
  const menuIds = withAncestors(form.menuIds, parents);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.tenantId);
    audit.field(
      'menuIds',
      await heldMenuIds(trx, form.tenantId),
      [...menuIds].sort((a, b) => a - b),
    );
    await replaceTenantMenus(trx, form.tenantId, menuIds, TENANT_ADMIN_ROLES);
  });
}
