/**
 * zh texts of the operator tools (docs/screens.md#operator-tools-on-every-list) that a list shows as it opens: its
 * tools' buttons and the selection bar. Those of the panels, the bulk run's result, the palette and the shortcuts
 * come with their chunks (listPanels.zh.ts).
 */
export const listToolsZh = {
  settings: {
    button: '列设置',
  },
  views: {
    button: '视图',
  },
  bulk: {
    selected: '已选 {{count}} 项',
    clear: '清空',
    confirmTitle: '批量操作',
    confirm: '确定对所选 {{count}} 项执行「{{action}}」吗?',
  },
};
