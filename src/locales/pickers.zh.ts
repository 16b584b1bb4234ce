/** The account centre's organisation and employee pickers (src/pages/accountCenter/pickers/). */
export const pickersZh = {
  remove: '移除',
  org: { title: '选择组织', choose: '选择组织', search: '搜索组织', chosen: '已选组织 {{count}} 个', name: '组织名称', parentName: '上级组织' },
  people: { choose: '选择员工', actualName: '姓名', jobNo: '工号', phone: '手机号', deptName: '部门' },
};
