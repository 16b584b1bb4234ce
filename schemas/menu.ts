/** A node of the menu tree (SPEC.md section 3, "Menu node"). */
export interface MenuNode {
  id: number;
  parentId: number;
  name: string;
  /** The English name; empty falls back to the Chinese one (`menuName`). Menus stored by an earlier version lack it. */
  enName?: string | null;
  label: string;
  path: string;
  icon: string | null;
  sortOrder: number;
  keepAlive: '0' | '1';
  /** '0' menu, '1' button (permission only, never shown). */
  type: '0' | '1';
  permission: string | null;
  roles?: string[];
  children: MenuNode[];
}

/** Module ids of SPEC.md section 4 and the home path of each. */
export const MODULE_HOME: Record<number, string> = {
  100: '/wel/index',
  200: '/wel/index',
  300: '/scm/wel/index',
  400: '/operate/wel/index',
  500: '/wel/index',
  601: '/wel/index',
  630: '/wel/index',
  610: '/operate/wel/index',
  620: '/operate/wel/index',
  999: '/operate/wel/index',
};

/** A menu node's name in a language: the English one in English while there is one, else the Chinese one. */
export const menuName = (node: { name: string; enName?: string | null; label?: string }, lang: string): string =>
  (lang.startsWith('en') && node.enName) || node.name || node.label || '';
