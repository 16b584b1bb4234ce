/** Demo data of the account centre: scenes, subjects, parent and child accounts, their flows and pre-locks. */

export const SCENES: Record<number, string[]> = {
  1: ['食堂就餐', '超市购物', '商旅出行', '外卖点餐', '自助售货'],
  2: ['食堂就餐', '超市购物', '外卖点餐'],
};

export interface FlowSeed {
  /** Exchange type of docs/product.md#constants-and-limits; 1-5 add to the balance, 11-15 take from it. */
  exchangeType: number;
  amount: string;
  daysAgo: number;
}

export interface ChildSeed {
  name: string;
  /** Account type name of the tenant (orgData ACCOUNT_TYPES). */
  type: string;
  scope: 1 | 2 | 3;
  flag?: 0 | 1;
  /** Employee names (scope 3, flag 0) or department keys by name (scope 2, or 3 with flag 1). */
  people?: string[];
  depts?: string[];
  scenes: string[];
  status?: 1 | 2 | 3;
  balanceLimit?: string;
  credit?: string;
  flows: FlowSeed[];
  locks?: { bizSource: string; bizNo: string; amount: string; daysAgo: number }[];
}

export interface SubjectSeed {
  tenantId: number;
  type: 0 | 1 | 2 | 3 | 9;
  /** Department name (types 1, 3), employee name (2), or the subject's own name (0, 9). */
  owner: string;
  accountName: string;
  scenes: string[];
  flows?: FlowSeed[];
  children?: ChildSeed[];
}

const r = (amount: string, daysAgo: number): FlowSeed => ({ exchangeType: 3, amount, daysAgo });
const spend = (amount: string, daysAgo: number): FlowSeed => ({ exchangeType: 11, amount, daysAgo });
const refund = (amount: string, daysAgo: number): FlowSeed => ({ exchangeType: 2, amount, daysAgo });

export const SUBJECTS: SubjectSeed[] = [
  {
    tenantId: 1,
    type: 0,
    owner: '中膳云科技集团有限公司',
    accountName: '租户总账户',
    scenes: ['食堂就餐', '超市购物', '商旅出行', '外卖点餐', '自助售货'],
    flows: [r('3000.00', 30)],
  },
  {
    tenantId: 1,
    type: 3,
    owner: '中膳云集团',
    accountName: '集团福利账户',
    scenes: ['食堂就餐', '超市购物'],
    flows: [r('2000.00', 25), spend('150.50', 3)],
    children: [{ name: '集团备用金', type: '福利积分账户', scope: 1, scenes: ['食堂就餐'], flows: [r('800.00', 20)] }],
  },
  {
    tenantId: 1,
    type: 1,
    owner: '北京中膳餐饮管理有限公司',
    accountName: '北京公司主账户',
    scenes: ['食堂就餐', '超市购物', '商旅出行', '外卖点餐'],
    flows: [r('4500.00', 28)],
    children: [
      {
        name: '员工午餐补贴',
        type: '个人餐补账户',
        scope: 3,
        flag: 0,
        people: ['王建国', '李秀英', '张伟', '刘芳'],
        scenes: ['食堂就餐', '外卖点餐'],
        credit: '500',
        flows: [r('1000.00', 21), spend('23.50', 10), spend('18.00', 9), refund('5.50', 8), spend('0.99', 2)],
        locks: [
          { bizSource: '食堂订餐', bizNo: 'DC202611150001', amount: '25.00', daysAgo: 1 },
          { bizSource: '外卖点餐', bizNo: 'WM202611160017', amount: '38.60', daysAgo: 0 },
        ],
      },
      {
        name: '运营部加班卡',
        type: '部门加班卡',
        scope: 2,
        depts: ['餐饮运营部', '望京一号食堂'],
        scenes: ['食堂就餐'],
        flows: [r('600.00', 15), spend('45.00', 4)],
      },
      {
        name: '财务部活动经费',
        type: '部门活动卡',
        scope: 3,
        flag: 1,
        depts: ['财务部'],
        scenes: ['超市购物'],
        status: 1,
        flows: [r('300.00', 12)],
      },
      {
        name: '差旅备用账户',
        type: '差旅账户',
        scope: 3,
        flag: 0,
        people: ['陈静', '杨磊'],
        scenes: ['商旅出行'],
        status: 3,
        balanceLimit: '20000',
        flows: [r('8000.00', 11), spend('1260.00', 6)],
      },
    ],
  },
  {
    tenantId: 1,
    type: 1,
    owner: '上海中膳餐饮管理有限公司',
    accountName: '上海公司主账户',
    scenes: ['食堂就餐', '超市购物'],
    flows: [r('1200.00', 18)],
    children: [
      {
        name: '张江食堂餐补',
        type: '个人餐补账户',
        scope: 3,
        flag: 0,
        people: ['朱红梅', '高峰', '林晓燕'],
        scenes: ['食堂就餐'],
        flows: [r('900.00', 14), spend('32.00', 5)],
      },
    ],
  },
  { tenantId: 1, type: 2, owner: '王建国', accountName: '王建国个人账户', scenes: ['食堂就餐'], flows: [r('200.00', 7)] },
  { tenantId: 1, type: 9, owner: '鲜丰食材供应商', accountName: '供应商结算账户', scenes: ['超市购物'], flows: [{ exchangeType: 1, amount: '1580.00', daysAgo: 9 }] },
  {
    tenantId: 2,
    type: 1,
    owner: '杭州华东餐饮有限公司',
    accountName: '杭州公司主账户',
    scenes: ['食堂就餐', '外卖点餐'],
    flows: [r('2600.00', 20)],
    children: [
      {
        name: '滨江食堂餐补',
        type: '员工餐补账户',
        scope: 3,
        flag: 0,
        people: ['冯婷', '曹阳', '彭晓东'],
        scenes: ['食堂就餐'],
        flows: [r('750.00', 13), spend('21.00', 2)],
      },
      {
        name: '团餐运营部团建卡',
        type: '团建活动卡',
        scope: 2,
        depts: ['团餐运营部'],
        scenes: ['食堂就餐'],
        flows: [r('400.00', 10), spend('88.00', 3)],
      },
    ],
  },
  { tenantId: 2, type: 3, owner: '华东餐饮集团', accountName: '华东集团账户', scenes: ['食堂就餐'], flows: [r('500.00', 16)] },
];
