import { whenDrawn } from './whenDrawn';

/**
 * antd's `Dropdown.Button`, which antd's dropdown module attaches to every dropdown and the console draws nowhere:
 * the same component, loaded when first drawn rather than on the shell's path.
 */
export default whenDrawn(() => import('antd/es/dropdown/dropdown-button'));
