import { beforeAll, describe, expect, it } from 'vitest';
import type { AggregateName } from '../../schemas/dashboardConstants';
import { formatDateTime } from '../../server/domain/time';
import { serverWithUsers } from './support/server';
import { createRole, createUser, deptIdOf, signInFirstTime, type RoleSpec } from './support/people';

/**
 * Dashboards under the data scope (docs/screens.md "Dashboards"; docs/security.md, "Users, roles and data scopes"):
 * for every dsType and two unions of roles, each aggregate a reader is answered equals the same figure computed here
 * from the rows that reader's own lists show (the flow page, 开户管理, the import and export logs, the audit trail),
 * the tasks and sign-ins further kept to the people of the scope computed in memory from the department tree's parent
 * links; withheld amounts are null and named; and two readers of different scopes never share a cached figure.
 */
const t = serverWithUsers(['admin']);
const db = () => t.server.app.database.db;
const post = (token: string, path: string, json: unknown) => t.server.request('POST', path, { token, json });
const get = (token: string, path: string, query: Record<string, string | number> = {}) => t.server.request('GET', path, { token, query });

const localDay = (d: Date | string) => formatDateTime(d)!.slice(0, 10);
const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return localDay(d);
};
const today = daysAgo(0);
const from = daysAgo(9);
const DAYS = Array.from({ length: 10 }, (_, i) => daysAgo(9 - i));
const cents = (text: unknown) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);

type Reply = { rows: Record<string, unknown>[]; withheld: string[]; allTenants: boolean };
async function aggregate(token: string, name: AggregateName, query: Record<string, string | number> = {}): Promise<Reply> {
  const reply = await get(token, `/admin/dashboard/aggregate/${name}`, query);
  expect(reply.status, `${name}: ${reply.text}`).toBe(200);
  return reply.body.data as Reply;
}

/** Every row of a paged list call, page after page. */
async function allRows<T>(call: (current: number) => Promise<{ records: T[]; total: number }>): Promise<T[]> {
  const rows: T[] = [];
  for (let current = 1; ; current += 1) {
    const page = await call(current);
    rows.push(...page.records);
    if (page.records.length === 0 || rows.length >= page.total) return rows;
  }
}

/** The menus of every list behind an aggregate, and the audit export's button (its holders see every audit export). */
const READER_MENUS = [1100, 1102, 1103, 1400, 1403, 1431, 1404, 1405];
/** An administrator's role code: the audit trail, and so the sign-ins, are read by a tenant's administrators only. */
const ADMIN_CODE = 'ROLE_TENANT_ADMIN';
let adminCodedRole: number;

async function userIdOfName(name: string) {
  return Number((await db().selectFrom('sys_user').select('user_id').where('tenant_id', '=', 1).where('actual_name', '=', name).executeTakeFirstOrThrow()).user_id);
}

/** People who sign in (and so run tasks), one in each of these departments. */
const PEOPLE_DEPTS = ['财务部', '望京一号食堂', '研发中心', '采购部', '北京中膳餐饮管理有限公司'];
const people = new Map<string, number>();

beforeAll(async () => {
  const admin = t.token.admin;
  const [scene] = (await get(admin, '/accountcenter/subject/scenes')).body.data as { id: number }[];
  // Subjects of several departments and people, each recharged once now (the ledger's own path).
  const open = async (subjectType: number, subjectSysId: number, name: string, amount: string) => {
    const saved = await post(admin, '/accountcenter/subject/save', { subjectType, subjectSysId, accountName: name, configIds: [scene!.id] });
    if (saved.status !== 200) throw new Error(saved.text);
    const recharged = await post(admin, '/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: saved.body.data.accountNo, changeNum: amount, tenantId: 1 }]);
    if (recharged.status !== 200) throw new Error(recharged.text);
  };
  await open(1, await deptIdOf(t.server, '财务部'), '财务部主账户', '100.10');
  await open(1, await deptIdOf(t.server, '望京一号食堂'), '望京食堂主账户', '50.20');
  await open(1, await deptIdOf(t.server, '研发中心'), '研发中心主账户', '30.30');
  await open(2, await userIdOfName('杨磊'), '杨磊个人账户', '20.40');
  await open(2, await userIdOfName('徐明'), '徐明个人账户', '10.50');
  // Flows of earlier days and of spending on every subject's main account, written as a bulk load would.
  const accounts = await db()
    .selectFrom('act_account as a')
    .innerJoin('act_subject as s', 's.id', 'a.subject_id')
    .select(['a.id', 'a.account_no', 'a.account_type_id', 's.id as subject_id', 's.subject_no'])
    .where('a.tenant_id', '=', 1)
    .where('a.level', '=', 1)
    .orderBy('a.id')
    .execute();
  const flows = accounts.flatMap((a, i) =>
    [
      [3, 1 + (i % 4), '7.10'],
      [11, 2 + (i % 3), '3.30'],
      [11, 12, '9.90'], // outside the range read
      [12, i % 2, '1.20'],
    ].map(([exchangeType, days, amount]) => {
      const d = new Date();
      d.setDate(d.getDate() - Number(days));
      d.setHours(10, 30, 0, 0);
      return {
        tenant_id: 1,
        account_id: a.id,
        account_no: a.account_no,
        subject_id: a.subject_id,
        subject_no: a.subject_no,
        flow_subject_type: 1,
        account_type_id: a.account_type_id,
        exchange_type: Number(exchangeType),
        flow_type: Number(exchangeType) < 10 ? 1 : 2,
        change_num: String(amount),
        after_num: '0',
        after_credit_num: '0',
        biz_no: 'DASHSCOPE',
        operator: 'test',
        flow_date: d,
      };
    }),
  );
  await db().insertInto('act_account_flow').values(flows).execute();
  // People of several departments sign in (each a sign-in on the trail) and have run tasks.
  const role = await createRole(t.server, admin, { dsType: 0 });
  for (const dept of PEOPLE_DEPTS) {
    const made = await createUser(t.server, admin, await deptIdOf(t.server, dept), [role]);
    await signInFirstTime(t.server, made.username);
    people.set(dept, made.userId);
  }
  // The administrators' role code, held by each case's reader with that case's scope (set per case below).
  const created = await post(admin, '/admin/role', { roleCode: ADMIN_CODE, roleName: '范围管理员', dsType: 0, dsScope: [], withheld: [], menuIds: READER_MENUS });
  if (created.status !== 200) throw new Error(created.text);
  adminCodedRole = created.body.data.roleId;
  const started = new Date(Date.now() - 3_600_000);
  const after = (seconds: number) => new Date(started.getTime() + seconds * 1000);
  const exportsOf = (creator: number, billType: string) => [
    { tenant_id: 1, task_name: 'e1', bill_type: billType, state: 'done', creator_id: creator, creator_name: 'x', create_time: started, update_time: after(12) },
    { tenant_id: 1, task_name: 'e2', bill_type: billType, state: 'failed', creator_id: creator, creator_name: 'x', create_time: started, update_time: after(30) },
    { tenant_id: 1, task_name: 'e3', bill_type: billType, state: 'doing', creator_id: creator, creator_name: 'x', create_time: started, update_time: started },
  ];
  await db()
    .insertInto('sys_export_task')
    .values([...PEOPLE_DEPTS.flatMap((dept) => [...exportsOf(people.get(dept)!, 'EXPORT_ACCOUNT_FLOW_DETAIL'), ...exportsOf(people.get(dept)!, 'EXPORT_AUDIT_LOG')])])
    .execute();
  await db()
    .insertInto('sys_import_log')
    .values(
      PEOPLE_DEPTS.map((dept, i) => ({
        tenant_id: 1,
        template_code: 'accountType',
        batch: `DS${i}`,
        file_name: 'a.xlsx',
        status: 'IMPORTED',
        creator_id: people.get(dept)!,
        creator_name: 'x',
        create_time: started,
        update_time: after(8),
      })),
    )
    .execute();
});

/** The departments of the reader's scope, from the tree walked by its parent links; null for scope 0 (all). */
async function scopeDepts(deptId: number, roles: RoleSpec[]): Promise<Set<number> | null> {
  if (roles.some((r) => r.dsType === 0)) return null;
  const depts = await db().selectFrom('sys_dept').select(['dept_id', 'parent_id']).where('tenant_id', '=', 1).execute();
  const children = new Map<number, number[]>();
  for (const d of depts) children.set(Number(d.parent_id), [...(children.get(Number(d.parent_id)) ?? []), Number(d.dept_id)]);
  const below = (root: number): number[] => [root, ...(children.get(root) ?? []).flatMap(below)];
  const seen = new Set<number>();
  for (const role of roles) {
    if (role.dsType === 1) role.dsScope!.forEach((d) => seen.add(d));
    if (role.dsType === 2) below(deptId).forEach((d) => seen.add(d));
    if (role.dsType === 3) seen.add(deptId);
  }
  return seen;
}

/** Whether a person's tasks and sign-ins are the reader's to count: the reader, everyone (scope 0), the scope's departments' people. */
async function personCounted(reader: { userId: number; deptId: number }, roles: RoleSpec[]) {
  const depts = await scopeDepts(reader.deptId, roles);
  const users = await db().selectFrom('sys_user').select(['user_id', 'dept_id']).where('tenant_id', '=', 1).execute();
  const deptOf = new Map(users.map((u) => [Number(u.user_id), u.dept_id === null ? null : Number(u.dept_id)]));
  return (userId: number) => userId === reader.userId || depts === null || depts.has(deptOf.get(userId) ?? -1);
}

interface Figures {
  perDay: Record<3 | 11, { date: string; amount: string; count: number }[]>;
  byExchangeType: { exchangeType: number; amount: string; count: number }[];
  balances: { accountTypeId: number | null; accountTypeName: string | null; amount: string; count: number }[];
  byStatus: { status: number; count: number }[];
  tasks: { kind: string; state: string; count: number; averageSeconds: number | null; longestSeconds: number | null }[];
  signIns: { date: string; count: number; users: number }[];
}

/** Every figure, from the rows the reader's lists show them (the sign-ins only to a reader of the audit trail). */
async function byHand(token: string, counted: (userId: number) => boolean, readsTrail = true): Promise<Figures> {
  // The flow page: the reader's flows, each read back by its id.
  const listed = await allRows((current) =>
    post(token, '/accountcenter/actaccountflow/detail/page', { current, size: 500 }).then((r) => r.body.data as { records: { flowMetaId: number }[]; total: number }),
  );
  const flowRows = listed.length
    ? await db()
        .selectFrom('act_account_flow')
        .select(['exchange_type', 'change_num', 'flow_date'])
        .where(
          'id',
          'in',
          listed.map((r) => r.flowMetaId),
        )
        .execute()
    : [];
  const inRange = flowRows.filter((f) => localDay(f.flow_date) >= from && localDay(f.flow_date) <= today);
  const perDay = (type: number) =>
    DAYS.map((date) => {
      const of = inRange.filter((f) => Number(f.exchange_type) === type && localDay(f.flow_date) === date);
      return { date, amount: money(of.reduce((s, f) => s + cents(f.change_num), 0)), count: of.length };
    });
  const types = [...new Set(inRange.map((f) => Number(f.exchange_type)))].sort((a, b) => a - b);
  const byExchangeType = types.map((exchangeType) => {
    const of = inRange.filter((f) => Number(f.exchange_type) === exchangeType);
    return { exchangeType, amount: money(of.reduce((s, f) => s + cents(f.change_num), 0)), count: of.length };
  });

  // 开户管理: the reader's subjects; their accounts (main and children) and main accounts' statuses.
  const subjects = await allRows((current) =>
    post(token, '/accountcenter/subject/list', { current, size: 500 }).then((r) => r.body.data as { records: { id: number }[]; total: number }),
  );
  const accounts = subjects.length
    ? await db()
        .selectFrom('act_account as a')
        .leftJoin('act_account_type as ty', 'ty.id', 'a.account_type_id')
        .select(['a.account_type_id', 'ty.account_type_name', 'a.account_num', 'a.level', 'a.status'])
        .where(
          'a.subject_id',
          'in',
          subjects.map((s) => s.id),
        )
        .execute()
    : [];
  const typeKeys = [...new Set(accounts.map((a) => (a.account_type_id === null ? null : Number(a.account_type_id))))];
  const balances = typeKeys
    .map((accountTypeId) => {
      const of = accounts.filter((a) => (a.account_type_id === null ? null : Number(a.account_type_id)) === accountTypeId);
      return { accountTypeId, accountTypeName: of[0]!.account_type_name ?? null, amount: money(of.reduce((s, a) => s + cents(a.account_num), 0)), count: of.length };
    })
    .sort((x, y) => String(x.accountTypeId).localeCompare(String(y.accountTypeId)));
  const statuses = [...new Set(accounts.filter((a) => Number(a.level) === 1).map((a) => Number(a.status)))].sort();
  const byStatus = statuses.map((status) => ({ status, count: accounts.filter((a) => Number(a.level) === 1 && Number(a.status) === status).length }));

  // The import and export logs: the reader's tasks of the range, kept to the people counted; their times by id.
  const imports = await allRows((current) =>
    get(token, '/import/importlog/page', { current, size: 100 }).then((r) => r.body.data as { records: { id: number; status: string; createTime: string }[]; total: number }),
  );
  const exports = await allRows((current) =>
    get(token, '/admin/v1/export-task/page', { current, size: 100 }).then((r) => r.body.data as { records: { id: number; state: string; createTime: string }[]; total: number }),
  );
  const taskTimes = async (table: 'sys_import_log' | 'sys_export_task', ids: number[]) =>
    new Map((ids.length ? await db().selectFrom(table).select(['id', 'creator_id', 'create_time', 'update_time']).where('id', 'in', ids).execute() : []).map((r) => [Number(r.id), r]));
  const tasks: Figures['tasks'] = [];
  const ENDED = ['IMPORTED', 'CHECK_FAIL', 'IMPORT_FAIL', 'done', 'cancelled', 'failed'];
  for (const [kind, rows, table] of [
    ['import', imports.map((r) => ({ id: r.id, state: r.status, day: r.createTime.slice(0, 10) })), 'sys_import_log'],
    ['export', exports.map((r) => ({ id: r.id, state: r.state, day: r.createTime.slice(0, 10) })), 'sys_export_task'],
  ] as const) {
    const times = await taskTimes(
      table,
      rows.map((r) => r.id),
    );
    const kept = rows.filter((r) => r.day >= from && r.day <= today && counted(Number(times.get(r.id)!.creator_id)));
    for (const state of [...new Set(kept.map((r) => r.state))]) {
      const of = kept.filter((r) => r.state === state);
      const seconds = of.map((r) => times.get(r.id)!).map((x) => (new Date(x.update_time).getTime() - new Date(x.create_time).getTime()) / 1000);
      const ended = ENDED.includes(state);
      tasks.push({
        kind,
        state,
        count: of.length,
        averageSeconds: ended ? Math.round((seconds.reduce((s, x) => s + x, 0) / seconds.length) * 10) / 10 : null,
        longestSeconds: ended ? Math.max(...seconds) : null,
      });
    }
  }

  // The audit trail's successful sign-ins, kept to the people counted.
  const trail = !readsTrail
    ? []
    : await allRows((current) =>
        get(token, '/admin/audit/page', { action: 'signIn', result: 'ok', current, size: 500 }).then(
          (r) => r.body.data as { records: { userId: number | null; createTime: string }[]; total: number },
        ),
      );
  const signedIn = trail.filter((r) => r.userId !== null && counted(r.userId));
  const signIns = DAYS.map((date) => {
    const of = signedIn.filter((r) => r.createTime.slice(0, 10) === date);
    return { date, count: of.length, users: new Set(of.map((r) => r.userId)).size };
  });
  return { perDay: { 3: perDay(3), 11: perDay(11) }, byExchangeType, balances, byStatus, tasks, signIns };
}

const byKey = <T>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(a).localeCompare(key(b)));
/** The figures with every amount null, as a reader to whom amounts are withheld is answered. */
const amountsNull = <T extends { amount: string }>(rows: T[]) => rows.map((r) => ({ ...r, amount: null }));

/**
 * A reader of tenant 1 in `deptName`, signed in, holding a role of each scope, the first with the lists' menus. With
 * `administrator`, that first role is the administrators' role code's, set to its scope: such a reader also reads
 * the audit trail and the sign-ins (each case sets it anew, for its own reader).
 */
async function reader(deptName: string, roles: RoleSpec[], administrator = false) {
  const deptId = await deptIdOf(t.server, deptName);
  const [first, ...more] = roles;
  const roleIds: number[] = [];
  if (administrator) {
    const put = await t.server.request('PUT', '/admin/role', {
      token: t.token.admin,
      json: { roleId: adminCodedRole, roleName: '范围管理员', dsType: first!.dsType, dsScope: first!.dsScope ?? [], withheld: first!.withheld ?? [], menuIds: READER_MENUS },
    });
    expect(put.status, put.text).toBe(200);
    roleIds.push(adminCodedRole);
  } else {
    roleIds.push(await createRole(t.server, t.token.admin, { ...first!, menuIds: READER_MENUS }));
  }
  for (const spec of more) roleIds.push(await createRole(t.server, t.token.admin, spec));
  const made = await createUser(t.server, t.token.admin, deptId, roleIds);
  const token = await signInFirstTime(t.server, made.username);
  // The reader's own task: always theirs, whatever their scope.
  await ownImport(made.userId);
  return { userId: made.userId, deptId, token };
}

/** A failed import of the user's, requested a minute ago, which took 4 seconds. */
async function ownImport(userId: number) {
  const at = new Date(Date.now() - 60_000);
  await db()
    .insertInto('sys_import_log')
    .values({
      tenant_id: 1,
      template_code: 'accountType',
      batch: `OWN${userId}${Math.random()}`,
      file_name: 'own.xlsx',
      status: 'IMPORT_FAIL',
      creator_id: userId,
      creator_name: 'x',
      create_time: at,
      update_time: new Date(at.getTime() + 4000),
    })
    .execute();
}

/** Each case: its label, the reader's department, the scopes of their roles. */
const CASES: [string, string, (ids: { fin: number; it: number }) => RoleSpec[]][] = [
  ['all (0)', '研发中心', () => [{ dsType: 0 }]],
  ['custom departments (1)', '综合管理部', (d) => [{ dsType: 1, dsScope: [d.fin, d.it] }]],
  ['own department and below (2), amounts withheld', '北京中膳餐饮管理有限公司', () => [{ dsType: 2, withheld: ['amount'] }]],
  ['own department (3)', '望京一号食堂', () => [{ dsType: 3 }]],
  ['self (4)', '采购部', () => [{ dsType: 4 }]],
  [
    'a union: own department and custom, one of them withholding amounts',
    '采购部',
    (d) => [
      { dsType: 3, withheld: ['amount'] },
      { dsType: 1, dsScope: [d.it] },
    ],
  ],
  [
    'a union: self and own department and below, both withholding amounts',
    '上海中膳餐饮管理有限公司',
    () => [
      { dsType: 4, withheld: ['amount'] },
      { dsType: 2, withheld: ['amount'] },
    ],
  ],
];

describe.each(CASES)('a reader whose scope is %s', (_label, deptName, rolesOf) => {
  let me: { userId: number; deptId: number; token: string };
  let roles: RoleSpec[];
  let expected: Figures;
  let withheld: boolean;
  const range = { from, to: today };

  beforeAll(async () => {
    roles = rolesOf({ fin: await deptIdOf(t.server, '财务部'), it: await deptIdOf(t.server, '研发中心') });
    me = await reader(deptName, roles, true);
    if (roles.some((r) => r.dsType === 4)) {
      // What a "self" reader opens is theirs: an organisation of a department of no other scope here, recharged.
      const dept = Number(
        (
          await db()
            .insertInto('sys_dept')
            .values({ tenant_id: 1, parent_id: await deptIdOf(t.server, '中膳云集团'), name: `自建部门${me.userId}`, level: 0, sort_order: 99, enable: '0' })
            .returning('dept_id')
            .executeTakeFirstOrThrow()
        ).dept_id,
      );
      const [scene] = (await get(me.token, '/accountcenter/subject/scenes')).body.data as { id: number }[];
      const opened = await post(me.token, '/accountcenter/subject/save', { subjectType: 1, subjectSysId: dept, accountName: '自建主账户', configIds: [scene!.id] });
      expect(opened.status, opened.text).toBe(200);
      expect((await post(me.token, '/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: opened.body.data.accountNo, changeNum: '4.44', tenantId: 1 }])).status).toBe(
        200,
      );
    }
    withheld = roles.every((r) => r.withheld?.includes('amount'));
    expected = await byHand(me.token, await personCounted(me, roles));
  });

  it('counts and sums the flows its flow page shows, per day and by exchange type', async () => {
    for (const [name, type] of [
      ['rechargesPerDay', 3],
      ['consumptionPerDay', 11],
    ] as const) {
      const reply = await aggregate(me.token, name, range);
      expect(reply.withheld, name).toEqual(withheld ? ['amount'] : []);
      expect(reply.rows, name).toEqual(withheld ? amountsNull(expected.perDay[type]) : expected.perDay[type]);
    }
    const reply = await aggregate(me.token, 'flowsByExchangeType', range);
    const shown = withheld ? amountsNull(expected.byExchangeType) : expected.byExchangeType;
    expect(byKey(reply.rows, (r) => String(r.exchangeType).padStart(2, '0'))).toEqual(byKey(shown, (r) => String(r.exchangeType).padStart(2, '0')));
    // Where amounts are withheld the rows are not in their order either (it would rank them): largest count first.
    const counts = reply.rows.map((r) => Number(r.count));
    if (withheld) expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('sums the balances and counts the statuses of the accounts of the subjects 开户管理 lists', async () => {
    const balances = await aggregate(me.token, 'balancesByAccountType');
    expect(balances.withheld).toEqual(withheld ? ['amount'] : []);
    const key = (r: { accountTypeId: unknown }) => String(r.accountTypeId);
    expect(byKey(balances.rows as { accountTypeId: unknown }[], key)).toEqual(byKey(withheld ? amountsNull(expected.balances) : expected.balances, key));
    const statuses = await aggregate(me.token, 'accountsByStatus');
    expect(statuses.withheld).toEqual([]);
    expect(statuses.rows).toEqual(expected.byStatus);
    // Each status's count is 开户管理's total searched by that status.
    for (const row of statuses.rows as { status: number; count: number }[]) {
      expect((await post(me.token, '/accountcenter/subject/list', { current: 1, size: 10, status: row.status })).body.data.total).toBe(row.count);
    }
  });

  it('counts the tasks its logs show of the people of its scope, and its own', async () => {
    const reply = await aggregate(me.token, 'tasksByState', range);
    expect(reply.withheld).toEqual([]);
    const key = (r: Record<string, unknown>) => `${String(r.kind)}:${String(r.state)}`;
    expect(byKey(reply.rows, key)).toEqual(byKey(expected.tasks, key));
    expect(reply.rows).toContainEqual({ kind: 'import', state: 'IMPORT_FAIL', count: 1, averageSeconds: 4, longestSeconds: 4 });
  });

  it('counts the sign-ins the audit trail shows of the people of its scope, and its own', async () => {
    const reply = await aggregate(me.token, 'signInsPerDay', range);
    expect(reply.withheld).toEqual([]);
    expect(reply.rows).toEqual(expected.signIns);
    expect(reply.rows.at(-1)!.count).toBeGreaterThanOrEqual(1); // the reader's own sign-in
  });
});

describe('the brief cache', () => {
  it('never gives a figure computed for one scope to a reader of another, nor amounts to whom they are withheld', async () => {
    const all = await reader('研发中心', [{ dsType: 0 }]);
    const own = await reader('望京一号食堂', [{ dsType: 3 }]);
    // Read one right after the other, within the seconds the server keeps a computed figure.
    const range = { from, to: today };
    const first = await aggregate(all.token, 'rechargesPerDay', range);
    const second = await aggregate(own.token, 'rechargesPerDay', range);
    expect(second.rows).toEqual((await byHand(own.token, () => true, false)).perDay[3]);
    expect(second.rows).not.toEqual(first.rows);
    const hidden = await reader('望京一号食堂', [{ dsType: 3, withheld: ['amount'] }]);
    const third = await aggregate(hidden.token, 'rechargesPerDay', range);
    expect(third.rows).toEqual(amountsNull(second.rows as { amount: string }[]));
    // Two readers of one scope share its figures, but each counts the tasks of their own logs.
    const other = await reader('研发中心', [{ dsType: 0 }]);
    await ownImport(other.userId);
    const mine = await aggregate(all.token, 'tasksByState', range);
    const theirs = await aggregate(other.token, 'tasksByState', range);
    expect(mine.rows.find((r) => r.state === 'IMPORT_FAIL')).toMatchObject({ count: 1 });
    expect(theirs.rows.find((r) => r.state === 'IMPORT_FAIL')).toMatchObject({ count: 2 });
  });
});

describe('who reads the sign-ins', () => {
  it('is whoever may read the audit trail: a holder of its menu who is no administrator is refused', async () => {
    const role = await createRole(t.server, t.token.admin, { dsType: 0, menuIds: [1400, 1403] });
    const made = await createUser(t.server, t.token.admin, await deptIdOf(t.server, '研发中心'), [role]);
    const token = await signInFirstTime(t.server, made.username);
    expect((await get(token, '/admin/audit/page')).status).toBe(403);
    const reply = await get(token, '/admin/dashboard/aggregate/signInsPerDay', { from, to: today });
    expect([reply.status, reply.body.msg]).toEqual([403, '当前操作没有权限']);
    const listed = (await get(token, '/admin/dashboard/aggregates')).body.data as { name: string; allowed: boolean }[];
    expect(listed.find((a) => a.name === 'signInsPerDay')!.allowed).toBe(false);
  });
});
