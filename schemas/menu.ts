import type { z } from 'zod';
import type { menuNodeSchema } from './menuAdmin';

/** A node of the menu tree (docs/product.md#records-and-fields, "Menu node"), as `GET /admin/menu` answers it. */
export type MenuNode = z.output<typeof menuNodeSchema>;

/** Module ids of docs/product.md#the-menu-and-modules and the home path of each. */
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
