/** The account-centre calls of SPEC.md section 7 (relative to the API base). */
export const ACCOUNT_API = {
  subjectList: '/accountcenter/subject/list',
  subjectView: (id: number | string, tenantId: number | string) => `/accountcenter/subject/view/${id}/${tenantId}`,
  subjectExport: '/accountcenter/subject/export',
  manageView: (id: number | string, tenantId: number | string) => `/accountcenter/actAccount/manage/view/${id}/${tenantId}`,
  sonList: '/accountcenter/actAccount/son/list',
  sonView: (id: number | string, tenantId: number | string) => `/accountcenter/actAccount/son/view/${id}/${tenantId}`,
  save: '/accountcenter/actAccount/save',
  update: '/accountcenter/actAccount/update',
  operate: '/accountcenter/actAccount/operate',
  scenes: (id: number | string, tenantId: number | string) => `/accountcenter/actAccount/scenes/${id}/${tenantId}`,
  recharge: '/accountcenter/actAccount/exchangeAccounts/recharge',
  dealLock: '/accountcenter/actAccount/queryAccountDealLock',
  overview: (subject: number | string, tenant: number | string) => `/accountcenter/actAccount/overview/${subject}/${tenant}/`,
  getLimit: '/accountcenter/actAccountLimit/getActAccountLimit',
  saveLimit: '/accountcenter/actAccountLimit/saveActAccountLimit',
  flowPage: '/accountcenter/actaccountflow/detail/page',
  flowExport: '/accountcenter/actaccountflow/detail/export',
  accountTypes: '/accountcenter/actAccountType/enableList',
  tenants: '/admin/tenant/list',
  usersByIds: '/admin/user/listByIds',
  deptsByIds: '/admin/dept/getDeptListByIds',
  usersByDept: '/admin/user/queryByDeptId',
  lazyTree: '/admin/dept/v2/lazyLoadTreeV2',
  treeByName: '/admin/dept/v2/loadTreeByNameV2',
} as const;

/** Route paths of the account-centre pages. */
export const ACCOUNT_ROUTES = {
  openView: '/platAccountMgr/accountOpenView/index',
  child: '/platAccountMgr/accountOpenView/child',
  addChild: '/platAccountMgr/accountOpenView/addChild',
  editChild: '/platAccountMgr/accountOpenView/editChild',
  detailChild: '/platAccountMgr/accountOpenView/detailChild',
  addPerson: '/platAccountMgr/accountOpenView/addPerson',
  overview: '/accountViewDetail',
  flows: '/accountBillDetail',
} as const;
