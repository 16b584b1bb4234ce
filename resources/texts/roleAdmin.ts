import type { ResourceTexts } from '../define';

/** The labels of 角色管理 in both languages (its page titles are the shell's, in src/locales). */
export const roleAdminTexts: ResourceTexts = {
  'zh-CN': {
    fields: {
      roleName: '角色名称',
      roleCode: '角色编码',
      dsType: '数据权限',
      dsScope: '自定义部门',
      withheld: '隐藏字段',
      withheldNames: '隐藏字段',
      menuIds: '菜单与按钮',
      userCount: '用户数',
      createTime: '创建时间',
    },
    placeholders: {
      roleName: '请输入角色名称',
      roleCode: '大写英文和下划线，如 ROLE_FINANCE',
      dsType: '请选择数据权限',
      dsScope: '请勾选部门',
      withheld: '不隐藏',
    },
    menuTree: { label: '菜单与按钮', button: '按钮', empty: '暂无可分配的菜单' },
  },
  en: {
    fields: {
      roleName: 'Role name',
      roleCode: 'Role code',
      dsType: 'Data scope',
      dsScope: 'Custom departments',
      withheld: 'Withheld fields',
      withheldNames: 'Withheld fields',
      menuIds: 'Menus and buttons',
      userCount: 'Users',
      createTime: 'Created at',
    },
    placeholders: {
      roleName: 'Enter the role name',
      roleCode: 'Capital letters and underscores, e.g. ROLE_FINANCE',
      dsType: 'Choose the data scope',
      dsScope: 'Check the departments',
      withheld: 'None withheld',
    },
    menuTree: { label: 'Menus and buttons', button: 'Button', empty: 'No menu to give' },
  },
};
