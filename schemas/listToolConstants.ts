/**
 * The constants of the lists' operator tools (docs/screens.md#operator-tools-on-every-list), apart from their zod schemas (listTools.ts) so that a
 * list page carries the limits without the schemas.
 */

/** The permission key that lets a user share a view with the tenant (a button node of 系统管理). */
export const VIEW_SHARE_PERMISSION = 'sys_view_share';

/** Limits that keep one user's settings and views small. */
export const LIST_TOOL_LIMITS = {
  /** Columns a list may name in its settings. */
  columns: 60,
  /** Search fields a view may hold. */
  searchFields: 40,
  /** Characters of one search value. */
  searchValue: 200,
  viewName: 30,
  /** Views one user keeps per list. */
  viewsPerList: 50,
} as const;

export const LIST_TOOL_MSG = {
  listKey: '列表标识不正确',
  viewName: '请输入视图名称',
  viewNameMax: `视图名称不能超过${LIST_TOOL_LIMITS.viewName}个字符`,
  viewNameTaken: '视图名称已存在',
  tooManyViews: `每个列表最多保存${LIST_TOOL_LIMITS.viewsPerList}个视图`,
  columns: '列设置不正确',
  tooManyColumns: `列设置最多${LIST_TOOL_LIMITS.columns}列`,
  viewState: '视图内容不正确',
  shareDenied: '没有共享视图的权限',
  notOwner: '只能修改自己的视图',
  viewId: '缺少视图编号',
} as const;

export const DENSITIES = ['large', 'middle', 'small'] as const;
export type Density = (typeof DENSITIES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
