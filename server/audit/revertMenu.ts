import type { Kysely } from 'kysely';
import { AUDIT_REVERT_MSG } from '../../schemas/auditRevert';
import { MENU_ADMIN_MSG, MENU_ROOT_ID } from '../../schemas/menuAdmin';
import { SCREEN_MSG } from '../../schemas/runtimeScreen';
import { isPageNode, runtimeScreenKeyOf } from '../../schemas/screens';
import { pageNeedsScreen } from '../../schemas/menuAdmin';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import { deleteMenuNode, existingLinks, findMenuNodeType, hasChildMenu, isTenantMenu, lockMenuNode, menuLinks, restoreMenuNode, setMenuColumns, toNode } from '../repositories/menus';
import { MAIN_TENANT_ID } from '../domain/menuTree';
import { isScreenPublished } from '../repositories/screens';

type Row = Record<string, unknown>;

/** The fields an edit of a node writes, by their recorded names. */
const EDITED: Record<string, string> = {
  name: 'name',
  enName: 'en_name',
  path: 'path',
  icon: 'icon',
  sortOrder: 'sort_order',
  keepAlive: 'keep_alive',
  permission: 'permission',
};

const idList = (value: unknown): number[] | undefined => (Array.isArray(value) && value.every((v) => Number.isSafeInteger(v)) ? (value as number[]) : undefined);
const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A node of the tenant's menu as the trail records its creation and delete: the node with its tenants and roles. */
async function read(trx: Kysely<Database>, tenantId: number, id: number): Promise<Row | undefined> {
  if (!(await isTenantMenu(trx, tenantId, id))) return undefined;
  const row = await lockMenuNode(trx, id);
  return row ? { ...toNode(row), ...(await menuLinks(trx, id)) } : undefined;
}

/** The checks of the menu administration's create, for a node brought back: its parent, its screen, its links. */
async function checkRestore(trx: Kysely<Database>, tenantId: number, node: { parentId: number; type: string; path: string }, tenantIds: number[], roleIds: number[]) {
  if (node.parentId === MENU_ROOT_ID) {
    if (tenantId !== MAIN_TENANT_ID) throw new ApiError(403, MENU_ADMIN_MSG.rootMainTenantOnly);
  } else {
    const parent = await findMenuNodeType(trx, node.parentId);
    if (!parent || !(await isTenantMenu(trx, tenantId, node.parentId))) throw new ApiError(400, MENU_ADMIN_MSG.parentMissing);
    if (parent.type === '1') throw new ApiError(400, MENU_ADMIN_MSG.parentIsButton);
  }
  const noScreen = pageNeedsScreen(node, false);
  if (noScreen) throw new ApiError(400, noScreen);
  const key = runtimeScreenKeyOf(node.path);
  if (key && isPageNode(node, false) && !(await isScreenPublished(trx, tenantId, key))) throw new ApiError(400, SCREEN_MSG.menuUnpublished);
  const found = await existingLinks(trx, tenantIds, roleIds);
  if (found.tenants !== tenantIds.length || found.roles !== roleIds.length) throw new ApiError(409, AUDIT_REVERT_MSG.linksGone);
}

/**
 * Menu nodes (菜单管理): an edit's own fields are written back; a creation is taken back with the links it made
 * (refused while the node has children, as its delete is); a delete is brought back with the tenants and roles
 * that held it, which the trail records with it, after the create's checks. Its parent and type are never
 * written by a revert of an edit (the edit's cycle and button rules belong to the form).
 */
export const menuView = {
  read,
  async write(trx: Kysely<Database>, tenantId: number, id: number, values: Row) {
    const set = Object.fromEntries(
      Object.entries(values).map(([field, value]) => {
        const column = EDITED[field];
        if (!column) throw new ApiError(400, AUDIT_REVERT_MSG.notRevertible);
        return [column, column === 'name' || column === 'path' || column === 'sort_order' || column === 'keep_alive' ? value : textOrNull(value)];
      }),
    );
    if (Object.keys(set).length) await setMenuColumns(trx, id, set);
    return (await read(trx, tenantId, id))!;
  },
  async remove(trx: Kysely<Database>, _tenantId: number, id: number) {
    if (await hasChildMenu(trx, id)) throw new ApiError(400, MENU_ADMIN_MSG.hasChildren);
    await deleteMenuNode(trx, id);
  },
  async restore(trx: Kysely<Database>, tenantId: number, id: number, values: Row) {
    const tenantIds = idList(values.tenantIds);
    const roleIds = idList(values.roleIds);
    // A node deleted before its links were recorded cannot come back as it was.
    if (!tenantIds || !roleIds || !tenantIds.includes(tenantId)) throw new ApiError(400, AUDIT_REVERT_MSG.notRevertible);
    const node = {
      parentId: Number(values.parentId),
      type: values.type === '1' ? '1' : '0',
      path: typeof values.path === 'string' ? values.path : '',
    };
    await checkRestore(trx, tenantId, node, tenantIds, roleIds);
    await restoreMenuNode(
      trx,
      {
        id,
        parent_id: node.parentId,
        name: String(values.name ?? ''),
        en_name: textOrNull(values.enName),
        path: node.path,
        icon: textOrNull(values.icon),
        sort_order: Number(values.sortOrder ?? 0),
        keep_alive: values.keepAlive === '1' ? '1' : '0',
        type: node.type,
        permission: textOrNull(values.permission),
        roles: Array.isArray(values.roles) && values.roles.length ? values.roles.join(',') : null,
      },
      tenantIds,
      roleIds,
    );
    return (await read(trx, tenantId, id))!;
  },
};
