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

/** The conflict dialog of a stale save (docs/api.md, "Idempotency keys and versions"), in zh. */
export const conflictZh = {
  title: '记录已被他人修改',
  titleOf: '记录已被他人修改：{{name}}',
  who: '{{user}} 于 {{time}} {{action}}了这条记录。',
  whoUnknown: '这条记录在您打开之后已被修改。',
  someone: '其他用户',
  notSaved: '您的修改尚未保存。',
  theirs: '当前内容（他人的修改）',
  yours: '您的修改',
  changedByThem: '他人已改',
  changedByYou: '您已改',
  same: '您提交的内容与当前内容一致；其他字段已被他人修改。',
  goOn: '继续编辑',
  goOnHint: '保留您填写的内容，您未改动的字段换成当前内容，检查后再保存',
  goOnHintNothing: '关闭此对话框，不做这次修改',
  keepTheirs: '保留他人的修改',
  keepTheirsHint: '重新加载记录的当前内容，放弃您的这次修改',
  applyMine: '用我的修改覆盖',
  applyMineHint: '在当前版本上保存您的修改，审计日志记为覆盖他人的修改',
  bulkConflicts: '以下记录在您选择之后已被他人修改，未执行：',
  bulkApplyMine: '对这些记录仍然执行',
  bulkBy: '{{user}} 于 {{time}} 修改',
  sep: '：',
};
export type ConflictTexts = typeof conflictZh;

/** The keyboard grid's announcements (docs/screens.md#inline-editing-and-the-keyboard-grid), in zh. */
export const gridZh = {
  editing: '正在编辑{{field}}：Enter 保存，Esc 取消',
  cancelled: '已取消编辑',
  saving: '保存中',
  selected: '已选中此行，共选 {{count}} 项',
  unselected: '已取消选中此行，共选 {{count}} 项',
};
export type GridTexts = typeof gridZh;
