/**
 * The complete menu tree as data (SPEC.md sections 2 and 4). Later work adds nodes here; ids are stable
 * because role and tenant assignments, tests and the console's module rules refer to them.
 * type '0' = menu (module, folder or page), '1' = button (a permission key, never shown).
 */
export interface MenuSeed {
  id: number;
  name: string;
  path?: string;
  icon?: string;
  keepAlive?: '0' | '1';
  type?: '0' | '1';
  permission?: string;
  roles?: string[];
  children?: MenuSeed[];
}

const button = (id: number, name: string, permission: string): MenuSeed => ({ id, name, permission, type: '1' });

/** The audit trail's page (issue 16) and its buttons; also added to databases seeded before it (seed/auditMenuSeed.ts). */
export const AUDIT_MENU: MenuSeed = {
  id: 1403,
  name: '审计日志',
  path: '/admin/audit/index',
  children: [button(1431, '导出审计日志', 'sys_audit_export'), button(1432, '校验审计日志', 'sys_audit_verify')],
};

export const MENU_TREE: MenuSeed[] = [
  {
    id: 100,
    name: '平台',
    icon: 'AppstoreOutlined',
    path: '/wel/index',
    children: [
      {
        id: 1100,
        name: '账户中心',
        icon: 'WalletOutlined',
        path: '/platAccountMgr',
        children: [
          {
            id: 1101,
            name: '账户类型',
            path: '/platAccountMgr/accountType/index',
            keepAlive: '1',
            children: [
              button(1111, '新增账户类型', 'account_type_add'),
              button(1112, '编辑账户类型', 'account_type_edit'),
              button(1113, '启用停用账户类型', 'account_type_enable'),
            ],
          },
          { id: 1102, name: '开户管理', path: '/platAccountMgr/accountOpenView/index', keepAlive: '1' },
          { id: 1103, name: '账户流水', path: '/accountBillDetail', children: [button(1121, '导出', 'order_mgr_export')] },
          { id: 1104, name: '账户总览', path: '/accountViewDetail' },
        ],
      },
      {
        id: 1200,
        name: '收银台管理',
        icon: 'ShopOutlined',
        path: '/cashierMgr',
        children: [
          {
            id: 1201,
            name: '三方企业授权',
            path: '/cashierMgr/outMerchantMgr/index',
            children: [
              button(1211, '新增三方企业', 'cashier_cashieroutmerchant_add'),
              button(1212, '编辑三方企业', 'cashier_cashieroutmerchant_edit'),
              button(1213, '删除三方企业', 'cashier_cashieroutmerchant_del'),
            ],
          },
        ],
      },
      {
        id: 1300,
        name: '基础数据',
        icon: 'DatabaseOutlined',
        path: '/platsync',
        children: [{ id: 1301, name: '城市映射', path: '/platsync/standardCity/index' }],
      },
      {
        id: 1400,
        name: '系统管理',
        icon: 'SettingOutlined',
        path: '/admin',
        children: [
          {
            id: 1401,
            name: '菜单管理',
            path: '/admin/menu/index',
            children: [
              button(1411, '新增菜单', 'sys_menu_add'),
              button(1412, '编辑菜单', 'sys_menu_edit'),
              button(1413, '删除菜单', 'sys_menu_del'),
            ],
          },
          { id: 1402, name: '租户菜单', path: '/admin/tenantMenu/index', roles: ['ROLE_ADMIN'] },
          AUDIT_MENU,
          { id: 1404, name: '导入日志', path: '/import/importlog/index' },
          { id: 1405, name: '导出日志', path: '/admin/exportTask/index' },
          button(1491, '客服知识库', 'sys_knowledge_base'),
          button(1492, '共享列表视图', 'sys_view_share'),
        ],
      },
    ],
  },
  {
    id: 200,
    name: '餐饮',
    icon: 'CoffeeOutlined',
    path: '/wel/index',
    children: [
      {
        id: 2100,
        name: '食堂管理',
        icon: 'ShopOutlined',
        path: '/canteen',
        children: [
          { id: 2101, name: '餐厅列表', path: '/canteen/restaurant/index', keepAlive: '1' },
          { id: 2102, name: '菜品管理', path: '/canteen/dish/index' },
          { id: 2103, name: '订单管理', path: '/canteen/order/index' },
        ],
      },
      {
        id: 2200,
        name: '餐补管理',
        icon: 'GiftOutlined',
        path: '/canteen/subsidy',
        children: [
          { id: 2201, name: '餐补规则', path: '/canteen/subsidy/rule/index' },
          { id: 2202, name: '餐补发放', path: '/canteen/subsidy/grant/index' },
        ],
      },
    ],
  },
  {
    id: 300,
    name: '供应链',
    icon: 'ClusterOutlined',
    path: '/scm/wel/index',
    children: [
      {
        id: 3100,
        name: '智能库存',
        icon: 'InboxOutlined',
        path: '/scm/inventory',
        children: [
          { id: 3101, name: '库存', path: '/scm/stock/index', keepAlive: '1' },
          { id: 3102, name: '入库单', path: '/scm/inbound/index' },
          { id: 3103, name: '出库单', path: '/scm/outbound/index' },
        ],
      },
      {
        id: 3200,
        name: '采购管理',
        icon: 'ShoppingCartOutlined',
        path: '/scm/purchase',
        children: [
          { id: 3201, name: '供应商', path: '/scm/supplier/index' },
          { id: 3202, name: '采购订单', path: '/scm/purchaseOrder/index' },
        ],
      },
    ],
  },
  {
    id: 400,
    name: '运营',
    icon: 'DashboardOutlined',
    path: '/operate/wel/index',
    children: [
      {
        id: 4100,
        name: '运营管理',
        icon: 'FundOutlined',
        path: '/operate/manage',
        children: [
          { id: 4101, name: '租户管理', path: '/operate/tenant/index' },
          { id: 4102, name: '运营报表', path: '/operate/report/index' },
        ],
      },
    ],
  },
  {
    id: 500,
    name: '商旅',
    icon: 'CarOutlined',
    path: '/wel/index',
    children: [
      {
        id: 5100,
        name: '商旅订单',
        icon: 'ProfileOutlined',
        path: '/trip/order',
        children: [
          { id: 5101, name: '机票订单', path: '/trip/order/flight/index' },
          { id: 5102, name: '酒店订单', path: '/trip/order/hotel/index' },
        ],
      },
    ],
  },
  {
    id: 601,
    name: '商旅管理',
    path: '/wel/index',
    children: [
      {
        id: 6010,
        name: '差旅政策',
        icon: 'SafetyOutlined',
        path: '/trip/policy',
        children: [
          { id: 6011, name: '差旅标准', path: '/trip/policy/standard/index' },
          { id: 6012, name: '审批规则', path: '/trip/policy/approval/index' },
        ],
      },
    ],
  },
  {
    id: 630,
    name: '商旅服务',
    icon: 'CustomerServiceOutlined',
    path: '/wel/index',
    children: [
      {
        id: 6300,
        name: '服务管理',
        icon: 'ToolOutlined',
        path: '/trip/service',
        children: [
          { id: 6301, name: '常用城市', path: '/trip/basic/commonCity/index' },
          { id: 6302, name: '出行人管理', path: '/trip/traveller/index' },
        ],
      },
    ],
  },
  {
    id: 610,
    name: '商旅运营',
    icon: 'RocketOutlined',
    path: '/operate/wel/index',
    children: [
      {
        id: 6100,
        name: '运营中心',
        icon: 'ControlOutlined',
        path: '/operate/trip',
        children: [
          { id: 6101, name: '商旅客户', path: '/operate/trip/customer/index' },
          { id: 6102, name: '供应商配置', path: '/operate/trip/supplier/index' },
        ],
      },
    ],
  },
  {
    id: 620,
    name: '差旅运营',
    icon: 'LineChartOutlined',
    path: '/operate/wel/index',
    children: [
      {
        id: 6200,
        name: '差旅运营',
        icon: 'AccountBookOutlined',
        path: '/operate/travel',
        children: [
          { id: 6201, name: '差旅账单', path: '/operate/travel/bill/index' },
          { id: 6202, name: '结算管理', path: '/operate/travel/settle/index' },
        ],
      },
    ],
  },
  {
    id: 999,
    name: '运营平台',
    icon: 'CloudServerOutlined',
    path: '/operate/wel/index',
    children: [
      {
        id: 9990,
        name: '平台运营',
        icon: 'ApartmentOutlined',
        path: '/operate/platform',
        children: [
          { id: 9991, name: '租户开通', path: '/operate/platform/tenant/index' },
          { id: 9992, name: '产品线', path: '/operate/platform/productLine/index' },
        ],
      },
    ],
  },
];

/** Top-level nodes hang under this parent id. */
export const MENU_ROOT_PARENT = -1;

/** Flattens the tree into rows, with sort order = position among siblings. */
export function flattenMenu(nodes: MenuSeed[] = MENU_TREE, parentId = MENU_ROOT_PARENT) {
  const rows: {
    id: number;
    parent_id: number;
    name: string;
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
