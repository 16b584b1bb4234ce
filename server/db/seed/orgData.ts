/** Demo organisations and people (docs/operating.md#demo-data). Names are realistic but invented. */

export interface TenantSeed {
  id: number;
  name: string;
  shortName: string;
}

export const TENANTS: TenantSeed[] = [
  { id: 1, name: '中膳云科技集团有限公司', shortName: '主租户' },
  { id: 2, name: '华东餐饮有限公司', shortName: '华东餐饮' },
];

export interface DeptSeed {
  key: string;
  name: string;
  children?: DeptSeed[];
}

/** One tree per tenant: a group at level 0, then companies, departments and teams. */
export const DEPT_TREES: Record<number, DeptSeed> = {
  1: {
    key: 'g1',
    name: '中膳云集团',
    children: [
      {
        key: 'bj',
        name: '北京中膳餐饮管理有限公司',
        children: [
          { key: 'bj-admin', name: '综合管理部' },
          { key: 'bj-fin', name: '财务部' },
          {
            key: 'bj-ops',
            name: '餐饮运营部',
            children: [
              { key: 'bj-ops-1', name: '望京一号食堂' },
              { key: 'bj-ops-2', name: '中关村二号食堂' },
            ],
          },
        ],
      },
      {
        key: 'sh',
        name: '上海中膳餐饮管理有限公司',
        children: [
          { key: 'sh-buy', name: '采购部' },
          { key: 'sh-ops', name: '餐饮运营部', children: [{ key: 'sh-ops-1', name: '张江园区食堂' }] },
        ],
      },
      { key: 'it', name: '中膳云信息技术有限公司', children: [{ key: 'it-dev', name: '研发中心' }] },
    ],
  },
  2: {
    key: 'g2',
    name: '华东餐饮集团',
    children: [
      {
        key: 'hz',
        name: '杭州华东餐饮有限公司',
        children: [
          { key: 'hz-admin', name: '行政人事部' },
          { key: 'hz-ops', name: '团餐运营部', children: [{ key: 'hz-ops-1', name: '滨江食堂' }] },
        ],
      },
      { key: 'sz', name: '苏州华东餐饮有限公司', children: [{ key: 'sz-fin', name: '财务部' }] },
    ],
  },
};

export interface PersonSeed {
  tenantId: number;
  dept: string;
  actualName: string;
  phone: string;
}

/** Employees (people in pickers and lists); they have no password and cannot sign in. */
export const EMPLOYEES: PersonSeed[] = [
  { tenantId: 1, dept: 'bj-admin', actualName: '王建国', phone: '13801012345' },
  { tenantId: 1, dept: 'bj-admin', actualName: '李秀英', phone: '13901023456' },
  { tenantId: 1, dept: 'bj-fin', actualName: '张伟', phone: '13601034567' },
  { tenantId: 1, dept: 'bj-fin', actualName: '刘芳', phone: '15001045678' },
  { tenantId: 1, dept: 'bj-ops', actualName: '陈静', phone: '15101056789' },
  { tenantId: 1, dept: 'bj-ops-1', actualName: '杨磊', phone: '18601067890' },
  { tenantId: 1, dept: 'bj-ops-1', actualName: '赵敏', phone: '18701078901' },
  { tenantId: 1, dept: 'bj-ops-1', actualName: '黄强', phone: '13701089012' },
  { tenantId: 1, dept: 'bj-ops-2', actualName: '周杰', phone: '13501090123' },
  { tenantId: 1, dept: 'bj-ops-2', actualName: '吴娟', phone: '13301101234' },
  { tenantId: 1, dept: 'sh-buy', actualName: '徐明', phone: '13816212345' },
  { tenantId: 1, dept: 'sh-buy', actualName: '孙丽', phone: '13917223456' },
  { tenantId: 1, dept: 'sh-ops', actualName: '胡军', phone: '15821234567' },
  { tenantId: 1, dept: 'sh-ops-1', actualName: '朱红梅', phone: '15921245678' },
  { tenantId: 1, dept: 'sh-ops-1', actualName: '高峰', phone: '18121256789' },
  { tenantId: 1, dept: 'sh-ops-1', actualName: '林晓燕', phone: '18221267890' },
  { tenantId: 1, dept: 'it-dev', actualName: '何志强', phone: '17301278901' },
  { tenantId: 1, dept: 'it-dev', actualName: '郭婷婷', phone: '17701289012' },
  { tenantId: 1, dept: 'it-dev', actualName: '马超', phone: '18801290123' },
  { tenantId: 1, dept: 'bj', actualName: '罗振华', phone: '13911301234' },
  { tenantId: 2, dept: 'hz-admin', actualName: '钱永明', phone: '13357112345' },
  { tenantId: 2, dept: 'hz-admin', actualName: '沈雅琴', phone: '13567123456' },
  { tenantId: 2, dept: 'hz-ops', actualName: '韩立', phone: '13757134567' },
  { tenantId: 2, dept: 'hz-ops-1', actualName: '冯婷', phone: '15057145678' },
  { tenantId: 2, dept: 'hz-ops-1', actualName: '曹阳', phone: '15157156789' },
  { tenantId: 2, dept: 'hz-ops-1', actualName: '彭晓东', phone: '18857167890' },
  { tenantId: 2, dept: 'sz-fin', actualName: '蒋丽华', phone: '13962178901' },
  { tenantId: 2, dept: 'sz-fin', actualName: '许文博', phone: '13862189012' },
  { tenantId: 2, dept: 'sz', actualName: '邓小燕', phone: '18962190123' },
  { tenantId: 2, dept: 'hz', actualName: '袁国庆', phone: '18657101234' },
];

export interface RoleSeed {
  tenantId: number;
  code: string;
  name: string;
  crossTenant: boolean;
  /** The data scope (schemas/access.ts): 0 all unless said. */
  dsType?: number;
  /** Withheld fields (schemas/access.ts). */
  withheld?: string[];
}

/**
 * The demo roles. 部门运营 (ROLE_DEPT_OP) sees its holders' department and everything below it, with amounts
 * withheld (docs/security.md, "Users, roles and data scopes").
 */
export const DEPT_OP_ROLE: RoleSeed = { tenantId: 1, code: 'ROLE_DEPT_OP', name: '部门运营', crossTenant: false, dsType: 2, withheld: ['amount'] };

export const ROLES: RoleSeed[] = [
  { tenantId: 1, code: 'ROLE_ADMIN', name: '超级管理员', crossTenant: false },
  { tenantId: 1, code: 'ROLE_OPERATOR', name: '运营人员', crossTenant: true },
  { tenantId: 2, code: 'ROLE_TENANT_ADMIN', name: '租户管理员', crossTenant: false },
  DEPT_OP_ROLE,
];

export interface LoginUserSeed {
  username: string;
  actualName: string;
  tenantId: number;
  dept: string;
  phone: string;
  roles: string[];
  /** '9' = disabled: kept to prove that a disabled user cannot sign in. */
  lockFlag?: '0' | '9';
}

/** The demo user scoped to the Beijing company's departments, amounts withheld. */
export const DEPT_OP_USER: LoginUserSeed = { username: 'deptop', actualName: '北京部门运营', tenantId: 1, dept: 'bj', phone: '13800000006', roles: ['ROLE_DEPT_OP'] };

export const LOGIN_USERS: LoginUserSeed[] = [
  { username: 'admin', actualName: '系统管理员', tenantId: 1, dept: 'it-dev', phone: '13800000001', roles: ['ROLE_ADMIN'] },
  { username: 'operator', actualName: '运营专员', tenantId: 1, dept: 'bj-admin', phone: '13800000002', roles: ['ROLE_OPERATOR'] },
  { username: 'tenant', actualName: '华东管理员', tenantId: 2, dept: 'hz-admin', phone: '13800000003', roles: ['ROLE_TENANT_ADMIN'] },
  { username: 'former', actualName: '已停用账号', tenantId: 1, dept: 'bj-admin', phone: '13800000004', roles: ['ROLE_ADMIN'], lockFlag: '9' },
  DEPT_OP_USER,
];

export const DEMO_LOGINS = ['admin', 'operator', 'tenant', 'deptop', 'checker'] as const;

/** 部门运营's menu: opening accounts, the flows (and their export), the overview, the department-card summary. */
export const DEPT_OP_MENU_ROOTS = [1102, 1103, 1104, 2401];

/** Menu held by each role: module (or folder/page) ids whose whole subtree the role gets. */
export const ROLE_MENU_ROOTS: Record<string, number[]> = {
  ROLE_ADMIN: [100, 200, 300, 400, 500, 601, 630, 610, 620, 999],
  ROLE_OPERATOR: [1100, 1300, 999, 610, 620],
  ROLE_TENANT_ADMIN: [1101, 1103, 1201, 1403, 1407, 1408, 1414, 1415, 1416, 1492, 2401],
  ROLE_DEPT_OP: DEPT_OP_MENU_ROOTS,
};

/** Menu assigned to each tenant (same subtree rule); the main tenant holds everything. */
export const TENANT_MENU_ROOTS: Record<number, number[]> = {
  1: [100, 200, 300, 400, 500, 601, 630, 610, 620, 999],
  2: [1101, 1103, 1201, 1403, 1407, 1408, 1414, 1415, 1416, 1492, 2401],
};

export interface AccountTypeSeed {
  tenantId: number;
  name: string;
  accountType: number;
  accountKind: number;
  enableFlag: '0' | '1';
  remark: string | null;
}

export const ACCOUNT_TYPES: AccountTypeSeed[] = [
  { tenantId: 1, name: '个人餐补账户', accountType: 0, accountKind: 1, enableFlag: '1', remark: '员工每日餐补，按月发放' },
  { tenantId: 1, name: '早餐次卡', accountType: 0, accountKind: 2, enableFlag: '1', remark: '每日一次早餐' },
  { tenantId: 1, name: '福利积分账户', accountType: 1, accountKind: 3, enableFlag: '1', remark: '节日与生日福利积分' },
  { tenantId: 1, name: '节日福利账户', accountType: 1, accountKind: 1, enableFlag: '0', remark: '已并入福利积分账户' },
  { tenantId: 1, name: '差旅账户', accountType: 4, accountKind: 1, enableFlag: '1', remark: '出差住宿与交通' },
  { tenantId: 1, name: '差旅备用金', accountType: 4, accountKind: 1, enableFlag: '0', remark: null },
  { tenantId: 1, name: '部门加班卡', accountType: 2, accountKind: 1, enableFlag: '1', remark: '加班晚餐，部门统一充值' },
  { tenantId: 1, name: '部门活动卡', accountType: 3, accountKind: 1, enableFlag: '1', remark: '团建与部门活动' },
  { tenantId: 2, name: '员工餐补账户', accountType: 0, accountKind: 1, enableFlag: '1', remark: '午餐补贴' },
  { tenantId: 2, name: '团建活动卡', accountType: 3, accountKind: 1, enableFlag: '1', remark: null },
  { tenantId: 2, name: '年度福利积分', accountType: 1, accountKind: 3, enableFlag: '0', remark: '年度福利，暂停发放' },
];
