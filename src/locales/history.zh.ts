import type { historyDrawerZh } from './historyDrawer.zh';

/**
 * The history button and undo's 撤销 (docs/product.md#history-and-undo), in zh: what a list shows; the drawer's and the
 * revert's texts come with them (historyDrawer.zh.ts).
 */
export const historyZh = {
  button: '历史记录',
  undo: '撤销',
};
export type HistoryTexts = typeof historyZh & typeof historyDrawerZh;

/** The keyboard grid's announcements (docs/screens.md#inline-editing-and-the-keyboard-grid), in zh. */
export const gridZh = {
  editing: '正在编辑{{field}}：Enter 保存，Esc 取消',
  cancelled: '已取消编辑',
  saving: '保存中',
  selected: '已选中此行，共选 {{count}} 项',
  unselected: '已取消选中此行，共选 {{count}} 项',
};
export type GridTexts = typeof gridZh;
