import type { MenuNode } from '@schemas/menu';
import { findMenuTrail, firstModule, homePathOf, visibleModules } from '@/providers/modules';
import type { ModuleTree } from '@/providers/moduleTrees';

export { firstModule, homePathOf, visibleModules };

/** docs/product.md#roles-and-permissions: tenant 1 is the main tenant. */
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

/** The module to activate: the stored one while the user still holds it, else the first (docs/product.md#the-menu-and-modules). */
export function activeModuleOf(modules: MenuNode[], stored: number | undefined, clientMode: 'normal' | 'operate'): number | undefined {
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

/** Whether a module's tree holds any of an address's menu paths (routeInfo.ts `menuPathsOf`). */
export const treeHolds = (tree: MenuNode[], menuPaths: string[]) => menuPaths.some((path) => findMenuTrail(tree, path) !== undefined);

/**
 * The module to switch to for an address (issues 13, 15): none while the active module holds it (a screen in
 * several modules keeps the user where they are) or no held module does; else the first held module that does.
 */
export function moduleOfAddress(menuPaths: string[], active: number | undefined, trees: ModuleTree[]): number | undefined {
  const activeTree = trees.find((t) => t.module === active);
  if (activeTree && treeHolds(activeTree.tree, menuPaths)) return undefined;
  return trees.find((t) => t.module !== active && treeHolds(t.tree, menuPaths))?.module;
}
