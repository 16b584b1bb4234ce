import type { MenuNode } from '@schemas/menu';
import { MODULE_HOME } from '@schemas/menu';

/** docs/product.md#routing-rules: the first module held, checked in this order, gives the home path and active module. */
export const MODULE_ORDER = [100, 200, 300, 400, 500, 601, 630, 610, 620, 999];
/** docs/product.md#the-menu-and-modules: module ids each client shows. */
const OPERATE_ONLY = [999, 610, 620];
const OPERATE_CLIENT = [100, 999, 610, 620];

export function visibleModules(nodes: MenuNode[], clientMode: 'normal' | 'operate'): MenuNode[] {
  const allowed = (id: number) => (clientMode === 'operate' ? OPERATE_CLIENT.includes(id) : !OPERATE_ONLY.includes(id));
  const rank = (id: number) => {
    const i = MODULE_ORDER.indexOf(id);
    return i === -1 ? MODULE_ORDER.length : i;
  };
  return nodes.filter((n) => allowed(n.id)).sort((a, b) => rank(a.id) - rank(b.id));
}

export function firstModule(nodes: MenuNode[], clientMode: 'normal' | 'operate'): number | undefined {
  return visibleModules(nodes, clientMode)[0]?.id;
}

export const homePathOf = (moduleId: number | undefined) => (moduleId !== undefined && MODULE_HOME[moduleId]) || '/wel/index';

/** docs/product.md#roles-and-permissions: an item shows only if it has no roles list or the list holds one of the user's roles. */
export function visibleMenu(nodes: MenuNode[], roles: string[]): MenuNode[] {
  return nodes
    .filter((n) => n.type !== '1')
    .filter((n) => !n.roles || n.roles.length === 0 || n.roles.some((r) => roles.includes(r)))
    .map((n) => ({ ...n, children: visibleMenu(n.children ?? [], roles) }));
}

/** Depth-first search of the menu tree for the node of a path, with its ancestors. */
export function findMenuTrail(nodes: MenuNode[], path: string, trail: MenuNode[] = []): MenuNode[] | undefined {
  for (const n of nodes) {
    const here = [...trail, n];
    if (n.path === path) return here;
    const below = findMenuTrail(n.children ?? [], path, here);
    if (below) return below;
  }
  return undefined;
}

export function flattenMenu(nodes: MenuNode[]): MenuNode[] {
  return nodes.flatMap((n) => [n, ...flattenMenu(n.children ?? [])]);
}
