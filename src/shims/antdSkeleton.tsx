import { whenDrawn } from './whenDrawn';

/**
 * antd's skeleton in a dialog or a card, drawn only while one is `loading`, which none of the shell's or the first
 * list's is: the same component, loaded when first drawn rather than with every dialog and card.
 */
export default whenDrawn(() => import('antd/es/skeleton'));
