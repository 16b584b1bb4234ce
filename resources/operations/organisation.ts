import { ACCESS_PERMISSION as P } from '@schemas/access';
import { deptCreateSchema } from '@schemas/deptAdmin';
import { defineResource, type FormFieldDecl } from '../define';
import { orgTreeSource } from '../accountCenter/shared';

type Node = Record<string, unknown>;

const nameField: FormFieldDecl<Node> = { field: 'name', widget: 'input', maxLength: 50 };
const sortField: FormFieldDecl<Node> = { field: 'sortOrder', widget: 'number' };

/**
 * 组织机构: the organisation tree (`/admin/dept/v2/...`, lazy, searchable with the 500 ms debounce) beside the
 * employees of the chosen department and everything below it (`POST /admin/user/queryByDeptId`); before a
 * department is chosen, every employee of the tenant. Above the tree, for the chosen department (docs/security.md,
 * "Users, roles and data scopes"): add a department under it, rename or move it (never into its own subtree), delete
 * it (the server refuses while departments, people or an opened subject hang on it).
 */
export default defineResource()({
  api: {
    create: { url: '/admin/dept', method: 'post' },
    update: { url: '/admin/dept', method: 'put' },
    delete: { url: '/admin/dept/:deptId', method: 'delete' },
  },
  idField: 'deptId',
  titleField: 'name',
  masterDetail: {
    tree: orgTreeSource,
    treeSearchPlaceholderKey: 'organisation.hints.searchOrg',
    treeActions: [
      {
        key: 'addDept',
        kind: 'dialog',
        permission: P.deptAdd,
        reload: ['tree'],
        dialog: {
          form: {
            titleKey: 'organisation.titles.addDept',
            info: [{ key: 'name', titleKey: 'organisation.fields.parentName' }],
            schema: deptCreateSchema,
            fields: [nameField, sortField],
            submit: { endpoint: 'create', body: (values, ctx) => ({ ...values, parentId: ctx.record?.deptId }), success: '新增成功!' },
          },
        },
      },
      {
        key: 'editDept',
        kind: 'dialog',
        permission: P.deptEdit,
        reload: ['tree', 'list'],
        dialog: {
          form: {
            titleKey: 'organisation.titles.editDept',
            schema: deptCreateSchema,
            initialValues: (ctx) => ({ name: ctx.record?.name, parentId: ctx.record?.parentId === 0 ? undefined : ctx.record?.parentId }),
            fields: [
              nameField,
              // The group at the top has no parent to move under.
              { field: 'parentId', widget: 'plugin', plugin: 'deptTree', props: (ctx) => ({ exclude: ctx.record?.deptId }), visibleWhen: (_values, ctx) => ctx.record?.parentId !== 0 },
              sortField,
            ],
            submit: { endpoint: 'update', body: (values, ctx) => ({ ...values, deptId: ctx.record?.deptId }), success: '编辑成功!' },
          },
        },
      },
      {
        key: 'deleteDept',
        kind: 'mutation',
        endpoint: 'delete',
        body: () => undefined,
        permission: P.deptDel,
        danger: true,
        confirmKey: 'organisation.confirm.deleteDept',
        success: '删除成功',
        reload: ['tree'],
      },
    ],
    list: {
      url: '/admin/user/queryByDeptId',
      body: (deptId, name) => ({ deptId: deptId ?? undefined, name }),
      rowKey: 'userId',
      columns: [{ key: 'actualName' }, { key: 'jobNo' }, { key: 'username' }, { key: 'phone', withheld: 'phone' }, { key: 'deptName' }],
      pageSize: 10,
      searchPlaceholderKey: 'organisation.hints.searchPeople',
      searchMaxLength: 50,
    },
  },
  texts: {
    'zh-CN': {
      fields: {
        actualName: '姓名',
        jobNo: '工号',
        username: '登录账号',
        phone: '手机号',
        deptName: '部门',
        name: '部门名称',
        parentName: '上级部门',
        parentId: '上级部门',
        sortOrder: '排序',
      },
      hints: { searchOrg: '搜索组织', searchPeople: '输入姓名搜索员工' },
      titles: { addDept: '新增下级部门', editDept: '编辑部门' },
      actions: { addDept: '新增下级', editDept: '编辑', deleteDept: '删除' },
      confirm: { deleteDept: '确定删除部门「{{name}}」吗? 删除后不可恢复。' },
      placeholders: { name: '请输入部门名称', parentId: '请选择上级部门', sortOrder: '0-9999，越小越靠前' },
    },
    en: {
      fields: {
        actualName: 'Name',
        jobNo: 'Job no.',
        username: 'User name',
        phone: 'Phone',
        deptName: 'Department',
        name: 'Department name',
        parentName: 'Parent department',
        parentId: 'Parent department',
        sortOrder: 'Order',
      },
      hints: { searchOrg: 'Search organisations', searchPeople: 'Search employees by name' },
      titles: { addDept: 'Add a department below', editDept: 'Edit the department' },
      actions: { addDept: 'Add below', editDept: 'Edit', deleteDept: 'Delete' },
      confirm: { deleteDept: 'Delete the department "{{name}}"? This cannot be undone.' },
      placeholders: { name: 'Enter the department name', parentId: 'Choose the parent department', sortOrder: '0-9999, lower comes first' },
    },
  },
});
