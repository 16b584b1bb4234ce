import type { RibbonProps } from 'antd/es/badge/Ribbon';
import { whenDrawn } from './whenDrawn';

/**
 * antd's `Badge.Ribbon` and its styles, which antd's badge module attaches to every badge and the console draws
 * nowhere: the same component, loaded when first drawn (what it wraps showing meanwhile) rather than on the
 * shell's path.
 */
export default whenDrawn(
  () => import('antd/es/badge/Ribbon'),
  (props: RibbonProps) => props.children,
);
