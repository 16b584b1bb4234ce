import type { MenuNode } from '@schemas/menu';
import { firstModule, homePathOf, visibleModules } from '@/providers/modules';

export { firstModule, homePathOf, visibleModules };

/** SPEC.md section 6: tenant 1 is the main tenant. */
export const MAIN_TENANT_ID = 1;
export const PLATFORM_MODULE = 100;
export const SUPPLY_CHAIN_MODULE = 300;

/**
 * The platform module's menu: the main tenant uses the children of menu 100; other tenants use the nodes
 * whose parent is 100 (their tree may hold 100 only as the ancestor of a few pages).
 */
export function platformMenu(tree: MenuNode[], flat: MenuNode[], tenantId: number | string | undefined): MenuNode[] {
  if (Number(tenantId) === MAIN_TENANT_ID) return tree.find((n) => n.id === PLATFORM_MODULE)?.children ?? [];
  return flat.filter((n) => n.parentId === PLATFORM_MODULE);
}

/** The module to activate: the stored one while the user still holds it, else the first (SPEC.md section 4). */
export function activeModuleOf(
  modules: MenuNode[],
  stored: number | undefined,
  clientMode: 'normal' | 'operate',
): number | undefined {
  const shown = visibleModules(modules, clientMode);
  return shown.some((m) => m.id === stored) ? stored : firstModule(shown, clientMode);
}

/** The last tab used in each module, so switching back reopens it. */
export type LastTabs = Record<string, string>;

export const rememberTab = (map: LastTabs, moduleId: number | undefined, value: string): LastTabs =>
  moduleId === undefined || map[moduleId] === value ? map : { ...map, [moduleId]: value };

/** Where switching to a module goes: its last tab while that tab is still open, else its home. */
export function tabToReopen(map: LastTabs, moduleId: number, openValues: string[]): string {
  const last = map[moduleId];
  return last && openValues.includes(last) ? last : homePathOf(moduleId);
}

/** Supply-chain parameters load on navigation when module 300 is active and none are loaded. */
export const needsScmParams = (activeModule: number | undefined, loaded: boolean) => activeModule === SUPPLY_CHAIN_MODULE && !loaded;
