/** The home page's greeting and account summary (src/pages/home/HomePage.tsx); its tab title stays in the shell's texts. */
export const homeZh = {
  greeting: '{{name}}，欢迎回来',
  morning: '早上好',
  afternoon: '下午好',
  evening: '晚上好',
  tenant: '所属租户',
  tenantId: '租户编号',
  username: '登录账号',
  roles: '角色',
  permissions: '权限项',
  modules: '可用模块',
  menus: '菜单页面',
  quickLinks: '常用功能',
  noQuickLinks: '暂无可用功能',
  today: '今天是 {{date}}',
};
