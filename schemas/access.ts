import { defineEnum } from './enums';

/**
 * People and access (docs/security.md, "Users, roles and data scopes"): the words both sides use for a role's
 * data scope and withheld fields, kept free of zod so that the lists that show them load without it.
 */

/** A role's data scope: which account-centre records its holders see. */
export const dsTypeEnum = defineEnum([
  { value: 0, zh: '全部', en: 'All' },
  { value: 1, zh: '自定义部门', en: 'Custom departments' },
  { value: 2, zh: '本部门及以下', en: 'Own department and below' },
  { value: 3, zh: '本部门', en: 'Own department' },
  { value: 4, zh: '仅本人', en: 'Self only' },
] as const);
export type DsType = (typeof dsTypeEnum.values)[number];
export const DS_TYPE = { all: 0, custom: 1, ownAndBelow: 2, own: 3, self: 4 } as const satisfies Record<string, DsType>;

/**
 * Fields a role may withhold: `amount` (balances, credit, totals, change and limit amounts), `phone`, `idNumber`
 * (a person's ID number) and `merchantAuth` (an out merchant's authorisation). A withheld field comes as null and
 * the reply names it in `withheld`; exports keep its column with empty cells; a save never writes it.
 */
export const withheldFieldEnum = defineEnum([
  { value: 'amount', zh: '金额', en: 'Amounts' },
  { value: 'phone', zh: '手机号', en: 'Phone numbers' },
  { value: 'idNumber', zh: '证件号码', en: 'ID numbers' },
  { value: 'merchantAuth', zh: '三方授权信息', en: 'Merchant authorisation' },
] as const);
export type WithheldField = (typeof withheldFieldEnum.values)[number];
export const WITHHELD_FIELDS = withheldFieldEnum.values as [WithheldField, ...WithheldField[]];

/** What the console shows where a withheld value would be. */
export const WITHHELD_TEXT = { zh: '无权查看', en: 'Hidden' } as const;

/** A user's state (the lockFlag of docs/product.md#states-and-transitions): '0' active, '9' disabled. */
export const userLockFlagEnum = defineEnum([
  { value: '0', zh: '正常', en: 'Active' },
  { value: '9', zh: '停用', en: 'Disabled' },
] as const);

/** Permission keys of the button nodes under 用户管理, 角色管理 and 组织机构 (系统管理). */
export const ACCESS_PERMISSION = {
  userAdd: 'sys_user_add',
  userEdit: 'sys_user_edit',
  userDel: 'sys_user_del',
  userPassword: 'sys_user_password',
  roleAdd: 'sys_role_add',
  roleEdit: 'sys_role_edit',
  roleDel: 'sys_role_del',
  deptAdd: 'sys_dept_add',
  deptEdit: 'sys_dept_edit',
  deptDel: 'sys_dept_del',
} as const;

/** The menu pages whose holders may read users, roles and departments. */
export const ACCESS_PAGES = { user: '/admin/user/index', role: '/admin/role/index', dept: '/admin/dept/index' } as const;

/** The refusal that opens the set-password step (passwordChangeConstants.ts, kept apart for the sign-in page's sake). */
export { PASSWORD_CHANGE_FLAG, PASSWORD_CHANGE_MESSAGE } from './passwordChangeConstants';
