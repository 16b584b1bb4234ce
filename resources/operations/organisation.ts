import { defineResource } from '../define';
import { orgTreeSource } from '../accountCenter/shared';

/**
 * 组织机构: the organisation tree (`/admin/dept/v2/...`, lazy, searchable with the 500 ms debounce) beside the
 * employees of the chosen department and everything below it (`POST /admin/user/queryByDeptId`); before a
 * department is chosen, every employee of the tenant.
 */
export default defineResource()({
  api: {},
  masterDetail: {
    tree: orgTreeSource,
    treeSearchPlaceholderKey: 'organisation.hints.searchOrg',
    list: {
      url: '/admin/user/queryByDeptId',
      body: (deptId, name) => ({ deptId: deptId ?? undefined, name }),
      rowKey: 'userId',
      columns: [{ key: 'actualName' }, { key: 'jobNo' }, { key: 'username' }, { key: 'phone' }, { key: 'deptName' }],
      pageSize: 10,
      searchPlaceholderKey: 'organisation.hints.searchPeople',
      searchMaxLength: 50,
    },
  },
  texts: {
    'zh-CN': {
      fields: { actualName: '姓名', jobNo: '工号', username: '登录账号', phone: '手机号', deptName: '部门' },
      hints: { searchOrg: '搜索组织', searchPeople: '输入姓名搜索员工' },
    },
    en: {
      fields: { actualName: 'Name', jobNo: 'Job no.', username: 'User name', phone: 'Phone', deptName: 'Department' },
      hints: { searchOrg: 'Search organisations', searchPeople: 'Search employees by name' },
    },
  },
});
