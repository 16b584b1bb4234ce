import { z } from 'zod';
import { defineEnum } from './enums';
import { boundedText, idField, numberChoice, wholeNumber } from './input';
import { isKey, RULE_MSG } from './rules';
import { hasScreen, isPageNode } from './screens';
import { recordVersion, versionField } from './version';

/** Menu administration, dictionaries and a tenant's menu assignment (docs/product.md#menus-and-tenants). */

export const MENU_ADMIN_MSG = {
  id: '缺少菜单编号',
  parentId: '请选择上级菜单',
  parentMissing: '上级菜单不存在',
  parentIsButton: '按钮下不能添加子菜单',
  parentCycle: '上级菜单不能是自身或其下级菜单',
  rootMainTenantOnly: '只有主租户可以新增顶级菜单',
  buttonWithChildren: '含有下级菜单的节点不能设为按钮',
  name: '请输入菜单名称',
  nameMax: '菜单名称不能超过64个字符',
  enNameMax: '英文名称不能超过64个字符',
  enNameChinese: '英文名称不能含有中文',
  noScreen: '该路径没有对应的页面，请填写已有页面的路径或 http(s) 地址',
  path: '菜单路径须以 / 或 http(s):// 开头',
  pathMax: '菜单路径不能超过255个字符',
  icon: '图标名称不能超过64个字符',
  sortOrder: '排序须为0-9999的整数',
  keepAlive: '请选择是否缓存',
  type: '请选择菜单类型',
  permission: '请输入权限标识',
  permissionFormat: '权限标识只能包含小写英文、数字、下划线和冒号',
  hasChildren: '该菜单含有下级菜单，请先删除下级菜单',
  duplicateId: '菜单编号已存在',
  tenantId: '请选择租户',
  menuIds: '请选择菜单',
  menuMissing: '所选菜单不存在',
  mainTenantOnly: '只有主租户管理员可以分配租户菜单',
  mainTenantFixed: '主租户的菜单不能修改',
  tenantMissing: '租户不存在',
  dictType: '字典类型格式错误',
  rolesMax: '角色编码合计不能超过255个字符',
} as const;

/** '0' a menu (module, folder or page), '1' a button (a permission key, never shown). */
export const menuTypeEnum = defineEnum([
  { value: '0', zh: '菜单', en: 'Menu' },
  { value: '1', zh: '按钮', en: 'Button' },
] as const);

export const keepAliveEnum = defineEnum([
  { value: '1', zh: '缓存', en: 'Cached' },
  { value: '0', zh: '不缓存', en: 'Not cached' },
] as const);

/** Product lines = the modules of docs/product.md#the-menu-and-modules, by top-level menu id. */
export const productLineEnum = defineEnum([
  { value: '100', zh: '平台', en: 'Platform' },
  { value: '200', zh: '餐饮', en: 'Catering' },
  { value: '300', zh: '供应链', en: 'Supply chain' },
  { value: '400', zh: '运营', en: 'Operations' },
  { value: '500', zh: '商旅', en: 'Business travel' },
  { value: '601', zh: '商旅管理', en: 'Travel management' },
  { value: '630', zh: '商旅服务', en: 'Travel services' },
  { value: '610', zh: '商旅运营', en: 'Travel operations' },
  { value: '620', zh: '差旅运营', en: 'Trip operations' },
  { value: '999', zh: '运营平台', en: 'Operations platform' },
] as const);

/** Top-level nodes hang under this parent. */
export const MENU_ROOT_ID = -1;

/** Chinese characters: an English name holds none, so that the English console shows no Chinese label. */
const HAN = /\p{Script=Han}/u;

const menuIdField = (message: string) => idField(message);

/** A node id, or -1 for the root (the parent of the top-level nodes). */
export const menuNodeIdField = (message: string) => z.union([numberChoice([MENU_ROOT_ID], message), idField(message)], { error: message });

/** The fields of a menu node an administrator writes (the plain object; the form schema adds the cross-field rule). */
export const menuFieldsSchema = z.object({
  /** Optional explicit id for a new node; the server assigns one when omitted. */
  id: menuIdField(MENU_ADMIN_MSG.id).optional(),
  parentId: menuNodeIdField(MENU_ADMIN_MSG.parentId),
  name: z.string({ error: MENU_ADMIN_MSG.name }).max(64, MENU_ADMIN_MSG.nameMax).trim().min(1, MENU_ADMIN_MSG.name),
  /** The name shown in English (buttons too); empty = the Chinese name. */
  enName: boundedText(64, MENU_ADMIN_MSG.enNameMax)
    .refine((v) => !HAN.test(v), { message: MENU_ADMIN_MSG.enNameChinese })
    .optional()
    .nullable(),
  path: z
    .string({ error: MENU_ADMIN_MSG.path })
    .max(255, MENU_ADMIN_MSG.pathMax)
    .trim()
    .refine((p) => p === '' || /^(\/|https?:\/\/)\S*$/.test(p), { message: MENU_ADMIN_MSG.path })
    .default(''),
  icon: boundedText(64, MENU_ADMIN_MSG.icon).optional().nullable(),
  sortOrder: wholeNumber({ min: 0, max: 9999, message: MENU_ADMIN_MSG.sortOrder }).default(0),
  keepAlive: z.enum(['0', '1'], { error: MENU_ADMIN_MSG.keepAlive }).default('0'),
  type: z.enum(['0', '1'], { error: MENU_ADMIN_MSG.type }).default('0'),
  permission: boundedText(100, MENU_ADMIN_MSG.permissionFormat)
    .refine((p) => p === '' || /^[a-z][a-z0-9_:]*$/.test(p), { message: MENU_ADMIN_MSG.permissionFormat })
    .optional()
    .nullable(),
  /** Role codes that alone may see the node (docs/product.md#roles-and-permissions); empty = every role. */
  roles: z
    .array(z.string({ error: RULE_MSG.key }).max(64, RULE_MSG.key).refine(isKey, { message: RULE_MSG.key }), { error: RULE_MSG.key })
    .max(20, RULE_MSG.key)
    // Stored joined by commas in a varchar(255).
    .refine((roles) => roles.join(',').length <= 255, { message: MENU_ADMIN_MSG.rolesMax })
    .optional()
    .nullable(),
});

/** A button needs its permission key. */
function buttonNeedsPermission(menu: { type: string; permission?: string | null }, ctx: z.RefinementCtx) {
  if (menu.type === '1' && !menu.permission) {
    ctx.addIssue({ code: 'custom', path: ['permission'], message: MENU_ADMIN_MSG.permission });
  }
}

/**
 * A page node must open a screen (docs/product.md#the-menu-and-modules). A new node has nothing below it, so the create form
 * checks its path; an edited node is checked by the server, which knows whether it holds children.
 */
export function pageNeedsScreen(menu: { type: string; path?: string | null }, hasChildren: boolean): string | null {
  return isPageNode(menu, hasChildren) && !hasScreen(menu.path!) ? MENU_ADMIN_MSG.noScreen : null;
}

/** `POST /admin/menu`. */
export const menuFormSchema = menuFieldsSchema.superRefine(buttonNeedsPermission).superRefine((menu, ctx) => {
  const problem = pageNeedsScreen(menu, false);
  if (problem) ctx.addIssue({ code: 'custom', path: ['path'], message: problem });
});

/** `PUT /admin/menu`: the same fields with the node's id. */
export const menuUpdateSchema = menuFieldsSchema.extend({ id: menuIdField(MENU_ADMIN_MSG.id), version: versionField.optional() }).superRefine(buttonNeedsPermission);

export const menuIdSchema = z.object({ id: menuIdField(MENU_ADMIN_MSG.id) });

export const dictTypeSchema = z.object({
  type: z.string({ error: MENU_ADMIN_MSG.dictType }).regex(/^[a-z][a-z0-9_]{0,63}$/, MENU_ADMIN_MSG.dictType),
});

const tenantIdField = idField(MENU_ADMIN_MSG.tenantId);

/** `GET /admin/tenant/product/list?tenantId` (the caller's tenant when omitted). */
export const tenantProductQuerySchema = z.object({ tenantId: tenantIdField.optional() });

/** `PUT /admin/tenant/update/menu`: the whole menu assignment of one tenant (ancestors are added). */
export const tenantMenuUpdateSchema = z.object({
  tenantId: tenantIdField,
  menuIds: z.array(menuIdField(MENU_ADMIN_MSG.menuIds), { error: MENU_ADMIN_MSG.menuIds }).min(1, MENU_ADMIN_MSG.menuIds).max(5000, MENU_ADMIN_MSG.menuIds),
});

export type MenuForm = z.infer<typeof menuFormSchema>;
export type MenuUpdate = z.infer<typeof menuUpdateSchema>;
export type TenantMenuUpdate = z.infer<typeof tenantMenuUpdateSchema>;

/** One item of `GET /admin/dict/type/{type}`. */
export const dictItemSchema = z
  .strictObject({
    id: z.int(),
    dictType: z.string(),
    value: z.string(),
    label: z.string(),
    enLabel: z.string(),
    sortOrder: z.int(),
    description: z.string().nullable(),
  })
  .meta({ id: 'DictItem' });
export type DictItem = z.output<typeof dictItemSchema>;

/** `GET /admin/tenant/product/list`: what a tenant holds. */
export const tenantProductsSchema = z.strictObject({
  tenantId: z.int(),
  productLines: z.array(z.string()).describe("Module (product line) ids the tenant holds, as strings like the dictionary's values"),
  menuIds: z.array(z.int()),
});
export type TenantProducts = z.output<typeof tenantProductsSchema>;

/** A node of the menu tree (docs/product.md#records-and-fields, "Menu node"), with the nodes under it. */
export const menuNodeSchema = z
  .strictObject({
    id: z.int(),
    parentId: z.int(),
    name: z.string(),
    enName: z.string().nullable().optional().describe('The English name; empty falls back to the Chinese one'),
    label: z.string(),
    path: z.string(),
    icon: z.string().nullable(),
    sortOrder: z.int(),
    keepAlive: z.enum(['0', '1']),
    type: z.enum(['0', '1']).describe("'0' menu, '1' button (permission only, never shown)"),
    permission: z.string().nullable(),
    roles: z.array(z.string()).optional(),
    version: recordVersion,
    get children(): z.ZodArray<typeof menuNodeSchema> {
      return z.array(menuNodeSchema);
    },
  })
  .meta({ id: 'MenuNode' });

/** `GET /admin/tenant/list`: a tenant (docs/product.md#users-and-organisations). */
export const tenantRecordSchema = z.strictObject({ id: z.int(), name: z.string(), shortName: z.string(), status: z.string() }).meta({ id: 'Tenant' });

/** `GET /scm/params`: a supply-chain parameter of the tenant (docs/product.md#the-menu-and-modules). */
export const scmParamSchema = z.strictObject({ paramKey: z.string(), paramName: z.string(), paramValue: z.string() });
