import { SCREEN_ROUTES as R } from '../../../schemas/screens';
import { APPROVAL_PATHS, APPROVAL_PERMISSION } from '../../../schemas/approvalConstants';
import { withAncestors } from '../../domain/menuTree';
import { ROLE_MENU_ROOTS, TENANT_MENU_ROOTS } from './orgData';

/**
 * The complete menu tree as data (docs/product.md#the-menu-and-modules): every leaf opens a screen that schemas/screens.ts
 * declares (a unit test holds this), every node has its English name. Ids are stable because role and tenant
 * assignments, tests and the console's module rules refer to them; a database seeded by an earlier version is
 * brought to this tree by migration 100.
 * type '0' = menu (module, folder or page), '1' = button (a permission key, never shown).
 */
export interface MenuSeed {
  id: number;
  name: string;
  enName: string;
  path?: string;
  icon?: string;
  keepAlive?: '0' | '1';
  type?: '0' | '1';
  permission?: string;
  roles?: string[];
  children?: MenuSeed[];
}

type Extra = Omit<MenuSeed, 'id' | 'name' | 'enName' | 'path'>;

const button = (id: number, name: string, enName: string, permission: string): MenuSeed => ({ id, name, enName, permission, type: '1' });
const node = (id: number, name: string, enName: string, path: string, extra: Extra = {}): MenuSeed => ({ id, name, enName, path, ...extra });

/** The operations screens, held by the operations module of each client (400 here, 999 in the operations client). */
const operationsPages = (first: number, tenantMenuRoles?: string[]): MenuSeed[] => [
  node(first, '租户管理', 'Tenants', R.tenant.list),
  node(first + 1, '产品线', 'Product lines', R.productLine.list),
  node(first + 2, '租户菜单', 'Tenant menus', R.tenantMenu.list, tenantMenuRoles ? { roles: tenantMenuRoles } : {}),
  node(first + 3, '菜单管理', 'Menus', R.menuAdmin.list),
  node(first + 4, '组织机构', 'Organisation', R.organisation.list),
];

/**
 * The audit trail's page (docs/security.md#audit-trail) and its buttons; also added to databases seeded before it
 * (seed/auditMenuSeed.ts).
 */
export const AUDIT_MENU: MenuSeed = node(1403, '审计日志', 'Audit log', R.audit.list, {
  children: [button(1431, '导出审计日志', 'Export the audit log', 'sys_audit_export'), button(1432, '校验审计日志', 'Check the audit log', 'sys_audit_verify')],
});

/**
 * People and access under 系统管理 (docs/security.md, "Users, roles and data scopes"): users, roles and the
 * organisation, each with the buttons whose permission keys its changes need; also added to databases seeded before
 * them (seed/accessSeed.ts).
 */
export const ACCESS_MENU: MenuSeed[] = [
  node(1414, '用户管理', 'Users', R.userAdmin.list, {
    children: [
      button(14141, '新增用户', 'Add user', 'sys_user_add'),
      button(14142, '编辑用户', 'Edit user', 'sys_user_edit'),
      button(14143, '删除用户', 'Delete user', 'sys_user_del'),
      button(14144, '重置密码', 'Reset password', 'sys_user_password'),
    ],
  }),
  node(1415, '角色管理', 'Roles', R.roleAdmin.list, {
    children: [button(14151, '新增角色', 'Add role', 'sys_role_add'), button(14152, '编辑角色', 'Edit role', 'sys_role_edit'), button(14153, '删除角色', 'Delete role', 'sys_role_del')],
  }),
  node(1416, '组织机构', 'Organisation', R.organisation.list, {
    children: [
      button(14161, '新增部门', 'Add department', 'sys_dept_add'),
      button(14162, '编辑部门', 'Edit department', 'sys_dept_edit'),
      button(14163, '删除部门', 'Delete department', 'sys_dept_del'),
    ],
  }),
];

/**
 * The approval inbox and 审批规则 (docs/approvals.md), with the permission keys that decide who approves and who
 * edits the rules; also added to databases seeded before them (migration 180).
 */
export const APPROVAL_MENUS: MenuSeed[] = [
  node(1417, '审批中心', 'Approvals', APPROVAL_PATHS.inbox, { children: [button(14171, '审批申请', 'Approve requests', APPROVAL_PERMISSION.approve)] }),
  node(1418, '审批规则', 'Approval rules', APPROVAL_PATHS.rules, { children: [button(14181, '编辑审批规则', 'Edit approval rules', APPROVAL_PERMISSION.rules)] }),
];

export const MENU_TREE: MenuSeed[] = [
  node(100, '平台', 'Platform', '/wel/index', {
    icon: 'AppstoreOutlined',
    children: [
      node(1100, '账户中心', 'Account centre', '/platAccountMgr', {
        icon: 'WalletOutlined',
        children: [
          node(1101, '账户类型', 'Account types', R.accountType.list, {
            keepAlive: '1',
            children: [
              button(1111, '新增账户类型', 'Add account type', 'account_type_add'),
              button(1112, '编辑账户类型', 'Edit account type', 'account_type_edit'),
              button(1113, '启用停用账户类型', 'Enable or disable account types', 'account_type_enable'),
            ],
          }),
          node(1102, '开户管理', 'Account opening', R.accountSubject.list, { keepAlive: '1' }),
          node(1103, '账户流水', 'Account flows', R.accountFlow.list, { children: [button(1121, '导出', 'Export', 'order_mgr_export')] }),
          node(1104, '账户总览', 'Account overview', R.accountOverview.list),
        ],
      }),
      node(1200, '收银台管理', 'Cashier', '/cashierMgr', {
        icon: 'ShopOutlined',
        children: [
          node(1201, '三方企业授权', 'Out merchants', R.outMerchant.list, {
            children: [
              button(1211, '新增三方企业', 'Add out merchant', 'cashier_cashieroutmerchant_add'),
              button(1212, '编辑三方企业', 'Edit out merchant', 'cashier_cashieroutmerchant_edit'),
              button(1213, '删除三方企业', 'Delete out merchant', 'cashier_cashieroutmerchant_del'),
            ],
          }),
        ],
      }),
      node(1300, '基础数据', 'Master data', '/platsync', {
        icon: 'DatabaseOutlined',
        children: [node(1301, '城市映射', 'City mapping', R.cityMapping.list)],
      }),
      node(1400, '系统管理', 'System', '/admin', {
        icon: 'SettingOutlined',
        children: [
          node(1401, '菜单管理', 'Menus', R.menuAdmin.list, {
            children: [
              button(1411, '新增菜单', 'Add menu', 'sys_menu_add'),
              button(1412, '编辑菜单', 'Edit menu', 'sys_menu_edit'),
              button(1413, '删除菜单', 'Delete menu', 'sys_menu_del'),
            ],
          }),
          node(1402, '租户菜单', 'Tenant menus', R.tenantMenu.list, { roles: ['ROLE_ADMIN'] }),
          AUDIT_MENU,
          node(1404, '导入日志', 'Import log', R.importLog.list),
          node(1405, '导出日志', 'Export log', R.exportLog.list),
          node(1406, '系统日志', 'System log', R.systemLog.list, { children: [button(1461, '删除日志', 'Delete log', 'sys_log_del')] }),
          node(1407, '页面设计', 'Screen designer', R.screenAdmin.list, { children: [button(1471, '设计页面', 'Design screens', 'sys_screen_edit')] }),
          node(1408, '看板设计', 'Dashboard designer', R.dashboardAdmin.list, { children: [button(1481, '设计看板', 'Design dashboards', 'sys_dashboard_edit')] }),
          ...ACCESS_MENU,
          ...APPROVAL_MENUS,
          button(1491, '客服知识库', 'Knowledge base', 'sys_knowledge_base'),
          button(1492, '共享列表视图', 'Share list views', 'sys_view_share'),
        ],
      }),
    ],
  }),
  node(200, '餐饮', 'Catering', '/wel/index', {
    icon: 'CoffeeOutlined',
    children: [
      node(2400, '部门卡', 'Department cards', '/bi/deptCard', {
        icon: 'CreditCardOutlined',
        children: [node(2401, '部门卡流水汇总', 'Card flow summary', R.deptCardSummary.list, { keepAlive: '1' })],
      }),
    ],
  }),
  node(300, '供应链', 'Supply chain', '/scm/wel/index', {
    icon: 'ClusterOutlined',
    children: [
      node(3400, '供应链设置', 'Settings', '/scm/setting', {
        icon: 'InboxOutlined',
        children: [node(3401, '供应链首页', 'Supply-chain home', '/scm/wel/index'), node(3402, '供应链参数', 'Parameters', R.scmParam.list)],
      }),
    ],
  }),
  node(400, '运营', 'Operations', '/operate/wel/index', {
    icon: 'DashboardOutlined',
    children: [node(4100, '运营管理', 'Administration', '/operate/manage', { icon: 'FundOutlined', children: operationsPages(4103, ['ROLE_ADMIN']) })],
  }),
  node(500, '商旅', 'Travel', '/wel/index', {
    icon: 'CarOutlined',
    children: [
      node(5200, '城市数据', 'City data', '/trip/city', {
        icon: 'EnvironmentOutlined',
        children: [
          node(5201, '城市映射', 'City mapping', R.cityMapping.list),
          node(5202, '国家同步', 'Country sync', R.country.list),
          node(5203, '常用城市', 'Common cities', R.commonCity.list),
        ],
      }),
    ],
  }),
  node(601, '商旅管理', 'Travel admin', '/wel/index', {
    children: [
      node(6020, '差旅城市', 'Travel cities', '/trip/manage', {
        icon: 'EnvironmentOutlined',
        children: [node(6021, '城市映射', 'City mapping', R.cityMapping.list), node(6022, '常用城市', 'Common cities', R.commonCity.list)],
      }),
    ],
  }),
  node(630, '商旅服务', 'Travel services', '/wel/index', {
    icon: 'CustomerServiceOutlined',
    children: [node(6300, '服务管理', 'Services', '/trip/service', { icon: 'ToolOutlined', children: [node(6301, '常用城市', 'Common cities', R.commonCity.list)] })],
  }),
  node(610, '商旅运营', 'Travel ops', '/operate/wel/index', {
    icon: 'RocketOutlined',
    children: [
      node(6110, '城市数据', 'City data', '/operate/trip', {
        icon: 'EnvironmentOutlined',
        children: [
          node(6111, '城市映射', 'City mapping', R.cityMapping.list),
          node(6112, '国家同步', 'Country sync', R.country.list),
          node(6113, '常用城市', 'Common cities', R.commonCity.list),
        ],
      }),
    ],
  }),
  node(620, '差旅运营', 'Trip ops', '/operate/wel/index', {
    icon: 'LineChartOutlined',
    children: [
      node(6210, '差旅数据', 'Trip data', '/operate/travel', {
        icon: 'AccountBookOutlined',
        children: [node(6211, '常用城市', 'Common cities', R.commonCity.list), node(6212, '国家同步', 'Country sync', R.country.list)],
      }),
    ],
  }),
  node(999, '运营平台', 'Ops platform', '/operate/wel/index', {
    icon: 'CloudServerOutlined',
    children: [node(9990, '平台运营', 'Platform admin', '/operate/platform', { icon: 'ApartmentOutlined', children: operationsPages(9993) })],
  }),
];

/** Top-level nodes hang under this parent id. */
export const MENU_ROOT_PARENT = -1;

/** Flattens the tree into rows, with sort order = position among siblings. */
export function flattenMenu(nodes: MenuSeed[] = MENU_TREE, parentId = MENU_ROOT_PARENT) {
  const rows: {
    id: number;
    parent_id: number;
    name: string;
    en_name: string;
    path: string;
    icon: string | null;
    sort_order: number;
    keep_alive: string;
    type: string;
    permission: string | null;
    roles: string | null;
  }[] = [];
  nodes.forEach((node, index) => {
    rows.push({
      id: node.id,
      parent_id: parentId,
      name: node.name,
      en_name: node.enName,
      path: node.path ?? '',
      icon: node.icon ?? null,
      sort_order: index + 1,
      keep_alive: node.keepAlive ?? '0',
      type: node.type ?? '0',
      permission: node.permission ?? null,
      roles: node.roles ? node.roles.join(',') : null,
    });
    if (node.children) rows.push(...flattenMenu(node.children, node.id));
  });
  return rows;
}

/** A node id and every id below it. */
export function subtreeIds(rootIds: number[], nodes: MenuSeed[] = MENU_TREE): number[] {
  const out: number[] = [];
  const collect = (node: MenuSeed) => {
    out.push(node.id);
    node.children?.forEach(collect);
  };
  const find = (list: MenuSeed[]) => {
    for (const node of list) {
      if (rootIds.includes(node.id)) collect(node);
      else if (node.children) find(node.children);
    }
  };
  find(nodes);
  return out;
}

/**
 * What each seeded role (by code) and tenant (by id) holds of the tree: the subtrees of its roots, with every
 * ancestor, since a page held without its module and folder would be unreachable.
 */
export function seededGrants(): { roles: Record<string, number[]>; tenants: Record<number, number[]> } {
  const parents = new Map(flattenMenu().map((row) => [row.id, row.parent_id]));
  const expand = (roots: number[]) => withAncestors(subtreeIds(roots), parents);
  return {
    roles: Object.fromEntries(Object.entries(ROLE_MENU_ROOTS).map(([code, roots]) => [code, expand(roots)])),
    tenants: Object.fromEntries(Object.entries(TENANT_MENU_ROOTS).map(([id, roots]) => [Number(id), expand(roots)])),
  };
}
