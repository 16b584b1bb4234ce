/** The history drawer, undo and the editable grid (docs/product.md#history-and-undo), in zh. */
export const historyZh = {
  button: '历史记录',
  title: '历史记录：{{name}}',
  empty: '暂无修改记录',
  by: '{{user}} 于 {{time}}',
  field: '字段',
  before: '修改前',
  after: '修改后',
  revert: '撤销此修改',
  revertConfirm: '确定撤销这次修改吗？撤销本身也会记录，可以再次撤销。',
  revertBulk: '这是一次批量操作，将整批撤销。',
  reverted: '已被撤销',
  revertOf: '撤销了 #{{id}}',
  undo: '撤销',
  conflictTitle: '以下字段在此之后已被修改',
  conflictExpected: '此修改后的值',
  conflictCurrent: '当前值',
  conflictHint: '打开该记录的历史记录可查看冲突的字段。',
  notRevertible: '不可撤销',
  total: '共 {{total}} 次修改，显示最近 {{shown}} 次',
  overwrote: '覆盖了他人的修改（版本 {{version}}）',
};
export type HistoryTexts = typeof historyZh;

/** The keyboard grid's announcements (docs/screens.md#inline-editing-and-the-keyboard-grid), in zh. */
export const gridZh = {
  editing: '正在编辑{{field}}：Enter 保存，Esc 取消',
  cancelled: '已取消编辑',
  saving: '保存中',
  selected: '已选中此行，共选 {{count}} 项',
  unselected: '已取消选中此行，共选 {{count}} 项',
};
export type GridTexts = typeof gridZh;
