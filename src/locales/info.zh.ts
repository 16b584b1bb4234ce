/** The personal info page (src/pages/info/InfoPage.tsx); its title stays in the shell's texts. */
export const infoZh = {
  username: '用户名',
  actualName: '姓名',
  phone: '手机号',
  tenant: '所属租户',
  dept: '部门编号',
  roles: '角色',
  changePassword: '修改密码',
};
