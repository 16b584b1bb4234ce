import type { AccessControlProvider, CanParams, CanReturnType } from '@refinedev/core';
import { resources } from '@resources/index';
import type { ResourceDecl } from '@resources/define';
import { getAccessToken } from './session';
import { getPermissionMap } from './sessionData';
import { menuPaths, onMenuAccessReset } from './menuAccess';

/** SPEC.md section 6: these keys are allowed while the permission map does not mention them. */
export const ALLOWED_WHEN_UNSET = [
  'cashier_cashieroutmerchant_add',
  'cashier_cashieroutmerchant_del',
  'cashier_cashieroutmerchant_edit',
] as const;

/** A permission key against the map: held when true; the keys above also when unset. */
export function hasPermission(key: string, map: Record<string, boolean> = getPermissionMap()): boolean {
  if (Object.prototype.hasOwnProperty.call(map, key)) return map[key] === true;
  return (ALLOWED_WHEN_UNSET as readonly string[]).includes(key);
}

/** Refine's action names to the keys of a resource's `permissions` map. */
const ACTION_ALIASES: Record<string, string> = { create: 'add', clone: 'add' };

export function permissionKeyOf(resource: ResourceDecl, action: string): string | undefined {
  return resource.permissions?.[ACTION_ALIASES[action] ?? action];
}

const findResource = (name: string | undefined) => resources.find((r) => r.name === name);

// Answers per session, permission map and action; dropped when the menu is reloaded.
const answers = new Map<string, CanReturnType>();
onMenuAccessReset(() => answers.clear());

/**
 * `can` from the menu and the permission map (DESIGN.md section 5): a resource is reachable when the user's
 * menu holds its list route; an action also needs the permission key the resource declares for it.
 */
export async function can({ resource, action }: CanParams): Promise<CanReturnType> {
  const decl = findResource(resource);
  if (!decl) return { can: true };
  const token = getAccessToken();
  // Signed out (or signing out): nothing is allowed, and the server is not asked.
  if (!token) return { can: false, reason: 'unauthenticated' };
  const map = getPermissionMap();
  const cacheKey = `${token}|${JSON.stringify(map)}|${decl.name}|${action}`;
  const known = answers.get(cacheKey);
  if (known) return known;

  let answer: CanReturnType;
  const paths = await menuPaths();
  if (!paths.has(decl.routes.list)) {
    answer = { can: false, reason: 'menu' };
  } else {
    const key = permissionKeyOf(decl, action);
    answer = key && !hasPermission(key, map) ? { can: false, reason: key } : { can: true };
  }
  answers.set(cacheKey, answer);
  return answer;
}

export const accessControlProvider: AccessControlProvider = {
  can,
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
