/** The settings drawer (src/shell/settings/SettingsDrawer.tsx); the user menu's entry stays in the shell's texts. */
export const settingsZh = {
  showTag: '标签栏',
  showDebug: '日志',
  showTheme: '主题',
  showColor: '主题色',
  showFullScreen: '全屏',
  showLock: '锁屏',
  showCollapse: '折叠菜单',
  showMenu: '顶部导航',
  showHelp: '帮助',
  showMessage: '系统消息',
};
