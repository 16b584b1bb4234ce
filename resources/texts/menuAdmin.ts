import type { ResourceTexts } from '../define';

/** The labels of menuAdmin in both languages (its page titles are the shell's, in src/locales). */
export const menuAdminTexts: ResourceTexts = {
  'zh-CN': {
    fields: {
      id: '菜单编号',
      parentId: '上级菜单',
      name: '菜单名称',
      enName: '英文名称',
      path: '路径',
      icon: '图标',
      sortOrder: '排序',
      type: '类型',
      keepAlive: '缓存',
      permission: '权限标识',
      roles: '可见角色',
  },
  placeholders: { roles: '不填则所有角色可见，如 ROLE_ADMIN', path: '以 / 或 http(s):// 开头', enName: '英文界面显示的名称，不填则显示菜单名称' },
  noScreen: '无对应页面',
  root: '顶级菜单',
  productLine: '产品线',
  button: '按钮',
  reload: '刷新菜单',
  reloaded: '菜单已刷新',
  addChild: '新增下级',
  chooseNode: '请在左侧选择菜单',

  },
  en: {
    fields: {
      id: 'Menu ID',
      parentId: 'Parent menu',
      name: 'Name',
      enName: 'English name',
      path: 'Path',
      icon: 'Icon',
      sortOrder: 'Order',
      type: 'Type',
      keepAlive: 'Cache',
      permission: 'Permission key',
      roles: 'Visible to roles',
  },
  placeholders: { roles: 'Empty = every role, e.g. ROLE_ADMIN', path: 'Starts with / or http(s)://', enName: 'Shown in English; empty = the name' },
  noScreen: 'No screen',
  root: 'Top level',
  productLine: 'Product line',
  button: 'Button',
  reload: 'Reload menu',
  reloaded: 'Menu reloaded',
  addChild: 'Add child',
  chooseNode: 'Choose a menu on the left',

  },
};
