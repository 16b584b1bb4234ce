import type { AccessControlProvider, CanParams, CanReturnType } from '@refinedev/core';
import { findResourceEntry, menuPathOf } from '@resources/index';
import type { ResourceDecl } from '@resources/define';
import { getAccessToken } from './session';
import { getPermissionMap } from './sessionData';
import { menuPaths, onMenuAccessReset } from './menuAccess';
import { loadResource } from './resourceRegistry';

/** docs/product.md#roles-and-permissions: these keys are allowed while the permission map does not mention them. */
export const ALLOWED_WHEN_UNSET = ['cashier_cashieroutmerchant_add', 'cashier_cashieroutmerchant_del', 'cashier_cashieroutmerchant_edit'] as const;

/** A permission key against the map: held when true; the keys above also when unset. */
export function hasPermission(key: string, map: Record<string, boolean> = getPermissionMap()): boolean {
  if (Object.prototype.hasOwnProperty.call(map, key)) return map[key] === true;
  return (ALLOWED_WHEN_UNSET as readonly string[]).includes(key);
}

/** Refine's action names to the keys a declaration gives its actions. */
const ACTION_ALIASES: Record<string, string> = { add: 'create', clone: 'create' };

/** The permission key of an action of a declaration (row, toolbar, bulk or a master/detail tree's), if it names one. */
export function permissionKeyOf(resource: Pick<ResourceDecl, 'actions' | 'toolbar' | 'bulk' | 'masterDetail'>, action: string): string | undefined {
  const key = ACTION_ALIASES[action] ?? action;
  return [...(resource.actions ?? []), ...(resource.toolbar ?? []), ...(resource.bulk ?? []), ...(resource.masterDetail?.treeActions ?? [])].find((a) => a.key === key)?.permission;
}

// Answers per session, permission map and action; dropped when the menu is reloaded.
const answers = new Map<string, CanReturnType>();
onMenuAccessReset(() => answers.clear());

/**
 * `can` from the menu and the permission map (docs/product.md#the-menu-and-modules): a resource's pages ('list') are reachable
 * when the user's menu holds its menu page; an action on a page the user reached needs the permission key its
 * declaration gives it (the declaration loads with the page, so this asks nothing more of the network).
 */
export async function can({ resource, action }: CanParams): Promise<CanReturnType> {
  const entry = findResourceEntry(resource);
  if (!entry) return { can: true };
  const token = getAccessToken();
  // Signed out (or signing out): nothing is allowed, and the server is not asked.
  if (!token) return { can: false, reason: 'unauthenticated' };
  const map = getPermissionMap();
  const cacheKey = `${token}|${JSON.stringify(map)}|${entry.name}|${action}`;
  const known = answers.get(cacheKey);
  if (known) return known;

  let answer: CanReturnType;
  if (action === 'list') {
    const paths = await menuPaths();
    answer = paths.has(menuPathOf(entry)) ? { can: true } : { can: false, reason: 'menu' };
  } else {
    const key = permissionKeyOf(await loadResource(entry), action);
    answer = key && !hasPermission(key, map) ? { can: false, reason: key } : { can: true };
  }
  answers.set(cacheKey, answer);
  return answer;
}

export const accessControlProvider: AccessControlProvider = {
  can,
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
