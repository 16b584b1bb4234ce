import { z } from 'zod';
import { DS_TYPE, dsTypeEnum, WITHHELD_FIELDS } from './access';
import { boundedText, idField, numberChoice, pageFields, searchObject } from './input';
import { choiceOf, dateTimeText, pageOf } from './reply';
import { recordVersion, versionField } from './version';
import { keyRule, nameRule } from './rules';

/**
 * Roles of 系统管理 › 角色管理 (`/admin/role/index`, docs/security.md "Users, roles and data scopes"): the menus
 * and buttons a role holds, its data scope and the fields it withholds.
 */
export const ROLE_MSG = {
  id: '角色编号格式错误',
  roleCode: '请输入角色编码',
  roleCodeMax: '角色编码不能超过64个字符',
  roleCodeFormat: '请输入大写英文、下划线',
  roleCodeTaken: '角色编码已存在',
  roleName: '请输入角色名称',
  roleNameMax: '角色名称不能超过30个字符',
  roleNameFormat: '请输入中文、英文、数字包括下划线',
  dsType: '请选择数据权限',
  dsScope: '请选择自定义数据权限的部门',
  dsScopeUnknown: '所选部门不存在',
  withheld: '请选择有效的字段',
  menuIds: '请选择有效的菜单',
  menuUnknown: '所选菜单不存在',
  inUse: '该角色已分配给用户，不能删除',
} as const;

const roleId = idField(ROLE_MSG.id);
const dsType = numberChoice(dsTypeEnum.values, ROLE_MSG.dsType);

const roleFields = {
  roleName: z.string({ error: ROLE_MSG.roleName }).max(30, ROLE_MSG.roleNameMax).trim().min(1, ROLE_MSG.roleName).pipe(nameRule(ROLE_MSG.roleNameFormat)),
  dsType,
  /** The departments of a custom scope (dsType 1): each of them, not what is below it. */
  dsScope: z.array(idField(ROLE_MSG.dsScope), { error: ROLE_MSG.dsScope }).max(10_000, ROLE_MSG.dsScope).default([]),
  withheld: z
    .array(z.enum(WITHHELD_FIELDS, { error: ROLE_MSG.withheld }), { error: ROLE_MSG.withheld })
    .max(WITHHELD_FIELDS.length, ROLE_MSG.withheld)
    .default([]),
  /** Menus and buttons; their folders and modules are held with them. */
  menuIds: z.array(idField(ROLE_MSG.menuIds), { error: ROLE_MSG.menuIds }).max(10_000, ROLE_MSG.menuIds).default([]),
};

const customNeedsDepts: [(r: { dsType: number; dsScope: number[] }) => boolean, { message: string; path: string[] }] = [
  (r) => r.dsType !== DS_TYPE.custom || r.dsScope.length > 0,
  { message: ROLE_MSG.dsScope, path: ['dsScope'] },
];

/** `POST /admin/role`. */
export const roleCreateSchema = z
  .object({
    roleCode: z.string({ error: ROLE_MSG.roleCode }).max(64, ROLE_MSG.roleCodeMax).trim().min(1, ROLE_MSG.roleCode).pipe(keyRule(ROLE_MSG.roleCodeFormat)),
    ...roleFields,
  })
  .refine(...customNeedsDepts);

/** `PUT /admin/role`: everything but the code, which menus and other records name. */
export const roleUpdateSchema = z.object({ roleId, ...roleFields, version: versionField.optional() }).refine(...customNeedsDepts);

export const roleIdParamsSchema = z.object({ id: roleId });

/** `GET /admin/role/page`. */
export const rolePageQuerySchema = searchObject({ ...pageFields(), roleName: boundedText(30).optional(), roleCode: boundedText(64).optional() });

export const roleRecordSchema = z
  .strictObject({
    roleId: z.int(),
    roleCode: z.string(),
    roleName: z.string(),
    dsType: choiceOf(dsTypeEnum),
    dsScope: z.array(z.int()).describe('Departments of a custom scope (dsType 1)'),
    withheld: z.array(z.enum(WITHHELD_FIELDS)).describe('Fields withheld from the role: amount, phone, idNumber, merchantAuth'),
    menuIds: z.array(z.int()).describe('Menu and button nodes the role holds'),
    userCount: z.int().min(0).describe('Users holding the role'),
    crossTenant: z.boolean().describe('An operations role: acts on any tenant'),
    createTime: dateTimeText,
    version: recordVersion,
  })
  .meta({ id: 'AdminRole' });
export type AdminRole = z.output<typeof roleRecordSchema>;

export const rolePageReplySchema = pageOf(roleRecordSchema);
