/**
 * The history drawer's and the revert's texts (docs/product.md#history-and-undo), in zh, registered by
 * engine/history/historyTexts.ts when the drawer, undo's revert or the conflict dialog loads
 * (docs/performance.md#what-the-browser-loads).
 */
export const historyDrawerZh = {
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
  conflictTitle: '以下字段在此之后已被修改',
  conflictExpected: '此修改后的值',
  conflictCurrent: '当前值',
  conflictHint: '打开该记录的历史记录可查看冲突的字段。',
  notRevertible: '不可撤销',
  total: '共 {{total}} 次修改，显示最近 {{shown}} 次',
  overwrote: '覆盖了他人的修改（版本 {{version}}）',
};
