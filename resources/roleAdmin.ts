import { ACCESS_PERMISSION as P, DS_TYPE, dsTypeEnum, withheldFieldEnum } from '@schemas/access';
import type { AdminRole } from '@schemas/roleAdmin';
import { defineResource } from './define';
import { roleAdminTexts } from './texts/roleAdmin';

const BASE = '/admin/role';
const custom = { field: 'dsType', op: 'eq', value: DS_TYPE.custom } as const;

/**
 * 系统管理 › 角色管理 (docs/security.md, "Users, roles and data scopes"): the tenant's roles, each with the menus and
 * buttons it holds (checked in the menu tree), its data scope (all, custom departments, own department and below,
 * own department, self) and the fields it withholds. Deleting a role someone holds is refused by the server.
 */
export default defineResource<AdminRole>()({
  api: {
    list: `${BASE}/page`,
    one: `${BASE}/:id`,
    create: { url: BASE, method: 'post' },
    update: { url: BASE, method: 'put' },
    delete: { url: `${BASE}/:id`, method: 'delete' },
  },
  idField: 'roleId',
  schema: () => import('@schemas/roleAdmin').then((m) => ({ create: m.roleCreateSchema, update: m.roleUpdateSchema })),
  titleField: 'roleName',
  columns: [
    { field: 'roleName', width: 160, search: { widget: 'input', maxLength: 30 } },
    { field: 'roleCode', width: 200, search: { widget: 'input', maxLength: 64 } },
    { field: 'dsType', type: 'tag', enum: dsTypeEnum, colors: { 0: 'blue', 1: 'purple', 2: 'cyan', 3: 'geekblue', 4: 'default' }, width: 150 },
    { key: 'withheldNames', value: (r) => r.withheld.map((f) => withheldFieldEnum.label(f)).join('、') },
    { field: 'userCount', type: 'number', width: 100 },
    { field: 'createTime', type: 'datetime', width: 170 },
  ],
  form: [
    { field: 'roleCode', widget: 'input', maxLength: 64, readOnlyOnEdit: true },
    { field: 'roleName', widget: 'input', maxLength: 30 },
    { field: 'dsType', widget: 'select', enum: dsTypeEnum },
    { field: 'dsScope', widget: 'plugin', plugin: 'deptTree', props: { multiple: true }, visibleWhen: custom },
    { field: 'withheld', widget: 'multiSelect', enum: withheldFieldEnum },
    { field: 'menuIds', widget: 'plugin', plugin: 'menuTree' },
  ],
  showFields: [
    { field: 'roleName' },
    { field: 'roleCode' },
    { field: 'dsType', type: 'enum', enum: dsTypeEnum },
    { field: 'userCount', type: 'number' },
    { field: 'createTime', type: 'datetime' },
  ],
  toolbar: [{ key: 'create', kind: 'create', primary: true, permission: P.roleAdd }],
  actions: [
    { key: 'show', kind: 'show' },
    // A change of its menus or data scope may wait for a checker (docs/approvals.md): the row shows 待审批 meanwhile.
    { key: 'edit', kind: 'edit', permission: P.roleEdit, approval: 'roleMenu' },
    { key: 'delete', kind: 'delete', permission: P.roleDel },
  ],
  approvalEntity: 'role',
  messages: { create: '新增成功!', edit: '编辑成功!', delete: '删除成功' },
  formWidth: 680,
  texts: roleAdminTexts,
});
