import { ACCESS_PERMISSION as P, userLockFlagEnum } from '@schemas/access';
import { defineEnum } from '@schemas/enums';
import type { AdminUser } from '@schemas/userAdmin';
import { defineResource, type Condition } from './define';
import { userAdminTexts } from './texts/userAdmin';

const BASE = '/admin/user';
const active: Condition = { field: 'lockFlag', op: 'eq', value: '0' };

/** How a user stands at sign-in: must set a password, locked out by failed attempts, or ready. */
const signInEnum = defineEnum([
  { value: 'ok', zh: '正常', en: 'Ready' },
  { value: 'temporary', zh: '待设置密码', en: 'Must set a password' },
  { value: 'locked', zh: '登录锁定', en: 'Locked out' },
  { value: 'none', zh: '不可登录', en: 'No sign-in' },
] as const);
const signInOf = (r: AdminUser) => (!r.canSignIn ? 'none' : r.loginLocked ? 'locked' : r.passwordTemporary ? 'temporary' : 'ok');

/** The tenant's departments, every one an option labelled by its path. */
const deptOptions = { url: '/admin/dept/list/byCompanyId', valueField: 'deptId', labelField: 'name', childrenField: 'children' } as const;

/**
 * 系统管理 › 用户管理 (docs/security.md, "Users, roles and data scopes"): the tenant's users, searched by user name,
 * name, phone, department (and below) and state; created with a temporary password, edited, enabled and disabled
 * (disabling ends their sessions at once), unlocked after failed sign-ins, their password reset to a temporary
 * one shown once, deleted. Phones and ID numbers read 无权查看 where the user's roles withhold them.
 */
export default defineResource<AdminUser>()({
  api: {
    list: `${BASE}/page`,
    one: `${BASE}/:id`,
    create: { url: BASE, method: 'post' },
    update: { url: BASE, method: 'put' },
    delete: { url: `${BASE}/:id`, method: 'delete' },
    lock: { url: `${BASE}/lock/:userId`, method: 'put' },
    unlock: { url: `${BASE}/:userId/unlock`, method: 'put' },
  },
  idField: 'userId',
  // Loaded with the create and edit dialogs: the list needs no zod (docs/performance.md#what-the-browser-loads).
  schema: () => import('@schemas/userAdmin').then((m) => ({ create: m.userCreateSchema, update: m.userUpdateSchema })),
  titleField: 'username',
  columns: [
    { field: 'username', width: 140, search: { widget: 'input', maxLength: 64, order: 0 } },
    { field: 'actualName', width: 120, search: { widget: 'input', maxLength: 64, order: 1 } },
    { field: 'phone', width: 130, withheld: 'phone', search: { widget: 'input', maxLength: 11, order: 2 } },
    { field: 'deptName', width: 140 },
    { key: 'deptId', hideInTable: true, hideInDetail: true, search: { widget: 'select', options: deptOptions, order: 3 } },
    { key: 'roleNames', value: (r) => r.roleNames.join('、'), ellipsis: true },
    { field: 'lockFlag', type: 'tag', enum: userLockFlagEnum, colors: { '0': 'success', '9': 'default' }, width: 90, search: { widget: 'select', order: 4 } },
    { key: 'signIn', type: 'tag', enum: signInEnum, colors: { ok: 'default', temporary: 'warning', locked: 'error', none: 'default' }, value: signInOf, width: 120 },
    { field: 'createTime', type: 'datetime', width: 170 },
  ],
  form: [
    { field: 'username', widget: 'input', maxLength: 32, readOnlyOnEdit: true },
    { field: 'actualName', widget: 'input', maxLength: 30 },
    {
      field: 'password',
      widget: 'password',
      createOnly: true,
      hint: (_v, lang) => (lang === 'en' ? 'A temporary password: the user sets their own at the first sign-in.' : '临时密码：用户首次登录时须设置自己的密码'),
    },
    { field: 'phone', widget: 'input', maxLength: 11, withheld: 'phone' },
    { field: 'idNumber', widget: 'input', maxLength: 21, withheld: 'idNumber' },
    { field: 'jobNo', widget: 'input', maxLength: 32 },
    { field: 'deptId', widget: 'plugin', plugin: 'deptTree' },
    { field: 'roleIds', widget: 'multiSelect', options: { url: '/admin/role/page', body: { current: 1, size: 500 }, valueField: 'roleId', labelField: 'roleName' } },
  ],
  showFields: [
    { field: 'username' },
    { field: 'actualName' },
    { field: 'phone', withheld: 'phone' },
    { field: 'idNumber', withheld: 'idNumber' },
    { field: 'jobNo' },
    { field: 'deptName' },
    { field: 'roleNames' },
    { field: 'lockFlag', type: 'tag', enum: userLockFlagEnum, colors: { '0': 'success', '9': 'default' } },
    { field: 'createTime', type: 'datetime' },
  ],
  toolbar: [{ key: 'create', kind: 'create', primary: true, permission: P.userAdd }],
  actions: [
    { key: 'show', kind: 'show' },
    { key: 'edit', kind: 'edit', permission: P.userEdit },
    { key: 'disable', kind: 'status', endpoint: 'lock', visible: active, body: () => ({ lockFlag: '9' }), success: '停用成功', danger: true, permission: P.userEdit },
    { key: 'enable', kind: 'status', endpoint: 'lock', visible: { not: active }, body: () => ({ lockFlag: '0' }), success: '启用成功', permission: P.userEdit },
    {
      key: 'unlock',
      kind: 'mutation',
      endpoint: 'unlock',
      visible: { field: 'loginLocked', op: 'eq', value: true },
      body: () => ({}),
      confirmKey: 'userAdmin.confirm.unlock',
      success: '解锁成功',
      permission: P.userEdit,
    },
    { key: 'resetPassword', kind: 'dialog', dialog: { plugin: 'userPassword' }, permission: P.userPassword },
    { key: 'delete', kind: 'delete', permission: P.userDel },
  ],
  messages: { create: '新增成功!', edit: '编辑成功!', delete: '删除成功' },
  formWidth: 600,
  texts: userAdminTexts,
});
