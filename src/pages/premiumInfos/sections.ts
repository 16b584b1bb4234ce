import type { MenuNode } from '@schemas/menu';
import { homePathOf } from '@/providers/modules';
import type { ModuleItem } from '@/providers/sessionData';

export interface ModuleRow {
  id: number;
  label: string;
  enLabel?: string | null;
  home: string;
  active: boolean;
}

export interface SectionRow {
  id: number;
  name: string;
  enName?: string | null;
  /** How many pages (menu nodes with a path and no page below them) the section holds. */
  pages: number;
}

/** The modules of the module menu, in its order, with their home and the active one marked. */
export const moduleRowsOf = (modules: ModuleItem[], active: number | undefined): ModuleRow[] =>
  modules.map((m) => ({ id: m.value, label: m.label, enLabel: m.enLabel, home: homePathOf(m.value), active: m.value === active }));

function pageCount(node: MenuNode): number {
  const below = (node.children ?? []).filter((c) => c.type !== '1');
  if (!below.length) return node.path ? 1 : 0;
  return below.reduce((sum, c) => sum + pageCount(c), 0);
}

/** The top-level sections of the active module's menu and the pages each holds (empty folders left out). */
export const sectionsOf = (tree: MenuNode[]): SectionRow[] =>
  tree
    .filter((n) => n.type !== '1')
    .map((n) => ({ id: n.id, name: n.name || n.label, enName: n.enName, pages: pageCount(n) }))
    .filter((s) => s.pages > 0);
