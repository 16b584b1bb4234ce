import type { Envelope } from '@schemas/envelope';
import type { MenuNode } from '@schemas/menu';
import { httpClient } from './lazyClient';
import { KEYS } from './session';
import { getStore } from './storage';
import type { ModuleItem } from './sessionData';

/** A held module and its menu tree, as `GET /admin/menu?parentId=` gives it. */
export interface ModuleTree {
  module: number;
  tree: MenuNode[];
}

// One request per module per menu load, shared by the command palette and the module of an address;
// forgotten whenever the menus load again (sign-in, reload, a menu administration change).
let trees = new Map<number, Promise<MenuNode[]>>();
// The trees that have arrived, for the module switcher to show a module at once (docs/performance.md#tab-and-module-switches).
let arrived = new Map<number, MenuNode[]>();

export function forgetModuleTrees() {
  trees = new Map();
  arrived = new Map();
}

/** A module's tree fetched elsewhere (the module switcher's load), so it is not fetched twice. */
export function rememberModuleTree(module: number, tree: MenuNode[]) {
  trees.set(module, Promise.resolve(tree));
  arrived.set(module, tree);
}

/** A module's tree as already fetched since the menus last loaded, if it was. */
export const knownModuleTree = (module: number): MenuNode[] | undefined => arrived.get(module);

function treeOf(module: number): Promise<MenuNode[]> {
  const known = trees.get(module);
  if (known) return known;
  const loading = httpClient()
    .then((http) => http.get<Envelope<MenuNode[]>>('/admin/menu', { params: { parentId: module }, ignoreErrors: true }))
    .then((reply) => {
      const tree = reply.data.data ?? [];
      if (trees.get(module) === loading) arrived.set(module, tree);
      return tree;
    })
    .catch(() => {
      // A failed fetch is tried again next time rather than remembered as an empty module.
      if (trees.get(module) === loading) trees.delete(module);
      return [] as MenuNode[];
    });
  trees.set(module, loading);
  return loading;
}

/** The trees of every module the user holds, in the module switcher's order. */
export function loadModuleTrees(): Promise<ModuleTree[]> {
  const modules = getStore<ModuleItem[]>(KEYS.moduleList) ?? [];
  return Promise.all(modules.map(async ({ value }) => ({ module: value, tree: await treeOf(value) })));
}
