import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AGGREGATE_NAMES, AGGREGATES, type AggregateName } from '../../schemas/dashboardConstants';
import { DEFAULT_DASHBOARDS } from '../../schemas/dashboardDefaults';
import { addMoney } from '../../schemas/money';
import { formatDateTime } from '../../server/domain/time';
import { computeAggregate } from '../../server/dashboards/aggregates';
import { scopeOf } from '../../server/dashboards/scope';
import { serverWithUsers } from './support/server';

/**
 * Dashboards (docs/screens.md "Dashboards"): every named aggregate against the same figures computed here from the
 * rows themselves, within the reader's tenant (or every tenant for an operator), refused with its exact message when
 * an option is bad; and the dashboards of the module homes with their versions, publication and audit.
 */
const t = serverWithUsers(['admin', 'operator', 'tenant']);
type User = 'admin' | 'operator' | 'tenant';
const get = (user: User, path: string, query: Record<string, string | number | boolean> = {}) =>
  t.server.request('GET', path, { token: t.token[user], query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
const send = (user: User, method: string, path: string, json?: unknown) => t.server.request(method, path, { token: t.token[user], json });
const aggregate = async (user: User, name: AggregateName, query: Record<string, string | number | boolean> = {}) => {
  const reply = await get(user, `/admin/dashboard/aggregate/${name}`, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data as { rows: Record<string, unknown>[]; from: string | null; to: string | null; allTenants: boolean; withheld: string[] };
};

const localDay = (d: Date | string) => formatDateTime(d)!.slice(0, 10);
const daysAgo = (n: number) => {
  const d = new Date();
  d.setDate(d.getDate() - n);
  return localDay(d);
};
const today = daysAgo(0);
const from = daysAgo(9);
const cents = (text: unknown) => Math.round(Number(text) * 100);
const money = (c: number) => (c / 100).toFixed(2);

/** The flows of the range as rows, to count by hand. */
async function flowRows(tenantIds: number[]) {
  const db = t.server.app.database.db;
  return db
    .selectFrom('act_account_flow')
    .select(['tenant_id', 'exchange_type', 'change_num', 'flow_date', 'account_type_id', 'flow_subject_type'])
    .where('tenant_id', 'in', tenantIds)
    .execute();
}

/** Per day from `from` to today: the sum and count of the flows of one exchange type, computed in JavaScript. */
async function perDayByHand(tenantIds: number[], exchangeType: number, keep: (r: Awaited<ReturnType<typeof flowRows>>[number]) => boolean = () => true) {
  const byDay = new Map<string, { cents: number; count: number }>();
  for (const r of await flowRows(tenantIds)) {
    const day = localDay(r.flow_date);
    if (Number(r.exchange_type) !== exchangeType || day < from || day > today || !keep(r)) continue;
    const entry = byDay.get(day) ?? { cents: 0, count: 0 };
    entry.cents += cents(r.change_num);
    entry.count += 1;
    byDay.set(day, entry);
  }
  const out = [];
  for (let i = 9; i >= 0; i -= 1) {
    const day = daysAgo(i);
    out.push({ date: day, amount: money(byDay.get(day)?.cents ?? 0), count: byDay.get(day)?.count ?? 0 });
  }
  return out;
}

let accountNo: string;
let tenantTwoAccountNo: string;
let typeId: number;

beforeAll(async () => {
  const db = t.server.app.database.db;
  // Flows of other days and of spending, written as a bulk load would (the ledger's own path is the recharge below).
  const account = await db.selectFrom('act_account').selectAll().where('tenant_id', '=', 1).where('level', '=', 2).orderBy('id').executeTakeFirstOrThrow();
  const other = await db.selectFrom('act_account').selectAll().where('tenant_id', '=', 2).orderBy('id').executeTakeFirstOrThrow();
  accountNo = account.account_no;
  tenantTwoAccountNo = other.account_no;
  typeId = Number(account.account_type_id);
  const subject = await db.selectFrom('act_subject').select(['id', 'subject_no']).where('id', '=', account.subject_id).executeTakeFirstOrThrow();
  const flow = (tenantId: number, acc: typeof account, exchangeType: number, amount: string, days: number, hour: number) => {
    const d = new Date();
    d.setDate(d.getDate() - days);
    d.setHours(hour, 15, 0, 0);
    return {
      tenant_id: tenantId,
      account_id: acc.id,
      account_no: acc.account_no,
      subject_id: subject.id,
      subject_no: subject.subject_no,
      flow_subject_type: 1,
      account_type_id: acc.account_type_id,
      exchange_type: exchangeType,
      flow_type: exchangeType < 10 ? 1 : 2,
      change_num: amount,
      after_num: '0',
      after_credit_num: '0',
      biz_no: 'DASHBOARD',
      operator: 'test',
      flow_date: d,
    };
  };
  await db
    .insertInto('act_account_flow')
    .values([
      flow(1, account, 3, '10.10', 1, 0),
      flow(1, account, 3, '20.20', 1, 23),
      flow(1, account, 3, '5.00', 3, 12),
      flow(1, account, 11, '7.70', 2, 9),
      flow(1, account, 11, '1.30', 2, 18),
      flow(1, account, 12, '2.00', 4, 10),
      flow(2, other, 3, '99.99', 1, 10),
      flow(1, account, 3, '1000.00', 30, 10), // outside the range read
    ])
    .execute();
  // Tasks in two states, with their times, as the task runner leaves them: the administrator's, and the operator's.
  const started = new Date(Date.now() - 3_600_000);
  const userIdOf = async (username: string) => Number((await db.selectFrom('sys_user').select('user_id').where('username', '=', username).executeTakeFirstOrThrow()).user_id);
  const [admin, operator] = [await userIdOf('admin'), await userIdOf('operator')];
  await db
    .insertInto('sys_export_task')
    .values([
      {
        tenant_id: 1,
        task_name: 'd1',
        bill_type: 'X',
        state: 'done',
        creator_id: admin,
        creator_name: 'admin',
        create_time: started,
        update_time: new Date(started.getTime() + 12_000),
      },
      {
        tenant_id: 1,
        task_name: 'd2',
        bill_type: 'X',
        state: 'done',
        creator_id: admin,
        creator_name: 'admin',
        create_time: started,
        update_time: new Date(started.getTime() + 30_000),
      },
      { tenant_id: 1, task_name: 'd3', bill_type: 'X', state: 'doing', creator_id: admin, creator_name: 'admin', create_time: started, update_time: started },
      {
        tenant_id: 2,
        task_name: 'd4',
        bill_type: 'X',
        state: 'failed',
        creator_id: admin,
        creator_name: 'admin',
        create_time: started,
        update_time: new Date(started.getTime() + 5_000),
      },
      // Another's: a flow export, which the administrator's log does not show; an audit export, which it does.
      {
        tenant_id: 1,
        task_name: 'd5',
        bill_type: 'EXPORT_ACCOUNT_FLOW_DETAIL',
        state: 'cancelled',
        creator_id: operator,
        creator_name: 'operator',
        create_time: started,
        update_time: started,
      },
      {
        tenant_id: 1,
        task_name: 'd6',
        bill_type: 'EXPORT_AUDIT_LOG',
        state: 'failed',
        creator_id: operator,
        creator_name: 'operator',
        create_time: started,
        update_time: new Date(started.getTime() + 3_000),
      },
    ])
    .execute();
  await db
    .insertInto('sys_import_log')
    .values([
      {
        tenant_id: 1,
        template_code: 'X',
        batch: 'B1',
        file_name: 'a.xlsx',
        status: 'IMPORTED',
        creator_id: admin,
        creator_name: 'admin',
        create_time: started,
        update_time: new Date(started.getTime() + 8_000),
      },
      {
        tenant_id: 1,
        template_code: 'accountType',
        batch: 'B2',
        file_name: 'b.xlsx',
        status: 'CHECK_FAIL',
        creator_id: operator,
        creator_name: 'operator',
        create_time: started,
        update_time: started,
      },
    ])
    .execute();
});

describe('aggregates against the rows', () => {
  it('recharges and consumption per day are the sums and counts of their flows, every day of the range drawn', async () => {
    for (const [name, type] of [
      ['rechargesPerDay', 3],
      ['consumptionPerDay', 11],
    ] as const) {
      const reply = await aggregate('admin', name, { from, to: today });
      expect(reply).toMatchObject({ from, to: today, allTenants: false, withheld: [] });
      expect(reply.rows, name).toEqual(await perDayByHand([1], type));
    }
    // A filter narrows to its flows only.
    const filtered = await aggregate('admin', 'rechargesPerDay', { from, to: today, accountTypeId: typeId, subjectType: 1 });
    expect(filtered.rows).toEqual(await perDayByHand([1], 3, (r) => Number(r.account_type_id) === typeId && Number(r.flow_subject_type) === 1));
  });

  it('a recharge made now moves today’s figure by its amount once the brief cache has passed', async () => {
    const before = (await aggregate('admin', 'rechargesPerDay', { from: today, to: today })).rows[0]!;
    const reply = await send('admin', 'POST', '/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: accountNo, changeNum: '12.34', tenantId: 1 }]);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    await expect
      .poll(async () => (await aggregate('admin', 'rechargesPerDay', { from: today, to: today })).rows[0], { timeout: 15_000, interval: 500 })
      .toEqual({ date: today, amount: addMoney(String(before.amount), '12.34'), count: Number(before.count) + 1 });
  });

  it('weeks and months group the same flows into the first day of their bucket', async () => {
    const days = await aggregate('admin', 'rechargesPerDay', { from, to: today });
    const months = await aggregate('admin', 'rechargesPerDay', { from, to: today, groupBy: 'month' });
    const total = (rows: Record<string, unknown>[]) => rows.reduce((sum, r) => sum + cents(r.amount), 0);
    expect(total(months.rows)).toBe(total(days.rows));
    expect(months.rows.map((r) => r.date)).toEqual([...new Set(days.rows.map((r) => `${String(r.date).slice(0, 7)}-01`))]);
    const weeks = await aggregate('admin', 'rechargesPerDay', { from, to: today, groupBy: 'week' });
    expect(total(weeks.rows)).toBe(total(days.rows));
    for (const r of weeks.rows) expect(new Date(`${String(r.date)}T00:00:00`).getDay()).toBe(1);
  });

  it('balances by account type are the sums of the accounts’ balances, named by their type', async () => {
    const db = t.server.app.database.db;
    const accounts = await db
      .selectFrom('act_account as a')
      .leftJoin('act_account_type as ty', 'ty.id', 'a.account_type_id')
      .select(['a.account_type_id', 'ty.account_type_name', 'a.account_num'])
      .where('a.tenant_id', '=', 1)
      .execute();
    const byType = new Map<string, { accountTypeId: number | null; accountTypeName: string | null; cents: number; count: number }>();
    for (const a of accounts) {
      const key = String(a.account_type_id);
      const entry = byType.get(key) ?? {
        accountTypeId: a.account_type_id === null ? null : Number(a.account_type_id),
        accountTypeName: a.account_type_name ?? null,
        cents: 0,
        count: 0,
      };
      entry.cents += cents(a.account_num);
      entry.count += 1;
      byType.set(key, entry);
    }
    const reply = await aggregate('admin', 'balancesByAccountType');
    expect(reply.from).toBeNull();
    const sorted = (rows: { accountTypeId: unknown }[]) => [...rows].sort((x, y) => String(x.accountTypeId).localeCompare(String(y.accountTypeId)));
    expect(sorted(reply.rows as { accountTypeId: unknown }[])).toEqual(
      sorted([...byType.values()].map((e) => ({ accountTypeId: e.accountTypeId, accountTypeName: e.accountTypeName, amount: money(e.cents), count: e.count }))),
    );
  });

  it('accounts by status count the subjects’ main accounts, as 开户管理 lists them by its status filter', async () => {
    const reply = await aggregate('admin', 'accountsByStatus');
    for (const row of reply.rows as { status: number; count: number }[]) {
      const list = await send('admin', 'POST', '/accountcenter/subject/list', { current: 1, size: 10, status: row.status });
      expect(list.body.data.total, `status ${row.status}`).toBe(row.count);
    }
    const all = await send('admin', 'POST', '/accountcenter/subject/list', { current: 1, size: 10 });
    expect((reply.rows as { count: number }[]).reduce((s, r) => s + r.count, 0)).toBe(all.body.data.total);
  });

  it('flows by exchange type sum each type over the range', async () => {
    const rows = (await flowRows([1])).filter((r) => localDay(r.flow_date) >= from && localDay(r.flow_date) <= today);
    const byType = new Map<number, { cents: number; count: number }>();
    for (const r of rows) {
      const e = byType.get(Number(r.exchange_type)) ?? { cents: 0, count: 0 };
      e.cents += cents(r.change_num);
      e.count += 1;
      byType.set(Number(r.exchange_type), e);
    }
    const reply = await aggregate('admin', 'flowsByExchangeType', { from, to: today });
    const expected = [...byType.entries()].map(([exchangeType, e]) => ({ exchangeType, amount: money(e.cents), count: e.count }));
    expect([...reply.rows].sort((a, b) => Number(a.exchangeType) - Number(b.exchangeType))).toEqual(expected.sort((a, b) => a.exchangeType - b.exchangeType));
  });

  it('tasks by state count each kind’s tasks its reader’s logs show, and time those that ended', async () => {
    const reply = await aggregate('admin', 'tasksByState', { from, to: today });
    expect(reply.rows).toContainEqual({ kind: 'export', state: 'done', count: 2, averageSeconds: 21, longestSeconds: 30 });
    expect(reply.rows).toContainEqual({ kind: 'export', state: 'doing', count: 1, averageSeconds: null, longestSeconds: null });
    expect(reply.rows).toContainEqual({ kind: 'import', state: 'IMPORTED', count: 1, averageSeconds: 8, longestSeconds: 8 });
    // Another's audit export is in the log of whoever holds its permission; tenant 2's failure is not.
    expect(reply.rows).toContainEqual({ kind: 'export', state: 'failed', count: 1, averageSeconds: 3, longestSeconds: 3 });
    // Another's flow export and import are in neither of the administrator's logs (docs/screens.md "Dashboards").
    expect(reply.rows.some((r) => r.state === 'cancelled' || r.state === 'CHECK_FAIL')).toBe(false);
    for (const [log, state, row] of [
      ['/admin/v1/export-task/page', 'state', 'cancelled'],
      ['/import/importlog/page', 'status', 'CHECK_FAIL'],
    ] as const) {
      expect((await get('admin', log, { [state]: row })).body.data.total, row).toBe(0);
    }
    const exportsOnly = await aggregate('admin', 'tasksByState', { from, to: today, kind: 'export' });
    expect(exportsOnly.rows.every((r) => r.kind === 'export')).toBe(true);
  });

  it('sign-ins per day count the sign-ins the audit trail records, and the people behind them', async () => {
    const before = (await aggregate('admin', 'signInsPerDay', { from: today, to: today })).rows[0] as { count: number; users: number };
    const db = t.server.app.database.db;
    const recorded = await db
      .selectFrom('sys_audit_log')
      .select((eb) => [eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', 1)
      .where('action', '=', 'signIn')
      .where('entity', '=', 'session')
      .executeTakeFirstOrThrow();
    expect(Number(recorded.n)).toBeGreaterThanOrEqual(2); // admin and operator signed in for this file
    await t.server.login('admin');
    await expect
      .poll(async () => (await aggregate('admin', 'signInsPerDay', { from: today, to: today })).rows[0], { timeout: 15_000, interval: 500 })
      .toEqual({ date: today, count: before.count + 1, users: before.users });
    // Each person's sign-ins of the day are kept with the records: their sum is the trail's count of sign-ins.
    const kept = await sql<{ n: number }>`select coalesce(sum(n), 0)::int as n from sys_sign_in_day where tenant_id = 1`.execute(db);
    const trailed = await sql<{ n: number }>`select count(*)::int as n from sys_audit_log where tenant_id = 1 and action = 'signIn'`.execute(db);
    expect(kept.rows[0]!.n).toBe(trailed.rows[0]!.n);
    const trail = await get('admin', '/admin/audit/page', { action: 'signIn', size: 5 });
    expect(trail.body.data.records[0]).toMatchObject({ action: 'signIn', entity: 'session', username: 'admin', result: 'ok' });
  });
});

describe('the kept hourly sums of the flows', () => {
  /** Every hour's sums kept by the triggers against the flows themselves, by tenant and kind, and by subject too. */
  async function keptDiffers(table: 'act_account_flow_hour' | 'act_account_flow_subject_hour') {
    const keys = table === 'act_account_flow_subject_hour' ? sql.raw('subject_id, ') : sql.raw('');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from (
        select tenant_id, ${keys}hour, exchange_type, account_type_id, flow_subject_type, sum(amount) as amount, sum(n) as n
        from ${sql.table(table)} group by tenant_id, ${keys}hour, exchange_type, account_type_id, flow_subject_type having sum(n) <> 0
      ) k full join (
        select tenant_id, ${keys}date_trunc('hour', flow_date at time zone 'UTC') as hour, exchange_type, coalesce(account_type_id, 0) as account_type_id,
          flow_subject_type, sum(change_num) as amount, count(*) as n
        from act_account_flow group by tenant_id, ${keys}hour, exchange_type, coalesce(account_type_id, 0), flow_subject_type
      ) f using (tenant_id, ${keys}hour, exchange_type, account_type_id, flow_subject_type)
      where k.n is distinct from f.n or k.amount is distinct from f.amount`.execute(t.server.app.database.db);
    return rows[0]!.n;
  }
  const tables = ['act_account_flow_hour', 'act_account_flow_subject_hour'] as const;

  it('stay those of the flows after inserts, moves and deletes, whatever writes them', async () => {
    const db = t.server.app.database.db;
    for (const table of tables) expect(await keptDiffers(table), table).toBe(0);
    const other = await db.selectFrom('act_subject').select('id').where('tenant_id', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await sql`update act_account_flow set flow_date = flow_date - interval '3 hours', change_num = change_num + 1 where biz_no = 'DASHBOARD' and exchange_type = 12`.execute(db);
    await sql`update act_account_flow set subject_id = ${other.id} where biz_no = 'DASHBOARD' and change_num = '5.00'`.execute(db);
    await sql`update act_account_flow set tenant_id = 2 where biz_no = 'DASHBOARD' and change_num = '1000.00'`.execute(db);
    for (const table of tables) expect(await keptDiffers(table), table).toBe(0);
    await sql`delete from act_account_flow where biz_no = 'DASHBOARD' and change_num = '1000.00'`.execute(db);
    for (const table of tables) expect(await keptDiffers(table), table).toBe(0);
  });

  it('give the same figures per tenant as per subject, which a data scope that narrows the flows reads', async () => {
    const db = t.server.app.database.db;
    for (const allTenants of [false, true]) {
      const kept = await scopeOf(db, { userId: 1, tenantId: 1, exportTypes: [] }, { scope: { all: true }, withheld: [] }, allTenants);
      // Narrowed to every subject: read per subject, the figures the tenant's sums give.
      const perSubject = { ...kept, rowsNarrowed: true };
      for (const name of ['rechargesPerDay', 'consumptionPerDay', 'flowsByExchangeType'] as const) {
        for (const query of [
          { from, to: today },
          { from, to: today, groupBy: 'week' },
          { from, to: today, groupBy: 'month', accountTypeId: typeId, subjectType: 1 },
        ]) {
          if (name === 'flowsByExchangeType' && query.groupBy) continue;
          expect(await computeAggregate(db, kept, name, query), `${name} ${JSON.stringify(query)}`).toEqual(await computeAggregate(db, perSubject, name, query));
        }
      }
    }
  });
});

describe('scope', () => {
  it('a tenant’s administrator reads its own tenant’s figures only', async () => {
    const reply = await aggregate('tenant', 'rechargesPerDay', { from, to: today });
    expect(reply.rows).toEqual(await perDayByHand([2], 3));
    expect(reply.rows.some((r) => r.amount === '99.99')).toBe(true);
    const mine = await aggregate('admin', 'rechargesPerDay', { from, to: today });
    expect(mine.rows.some((r) => r.amount === '99.99')).toBe(false);
    void tenantTwoAccountNo;
  });

  it('an aggregate is refused to whoever may not open the list behind it', async () => {
    // The second tenant's administrator holds neither 开户管理 nor the task logs (its role's menu).
    for (const [name, query] of [
      ['accountsByStatus', {}],
      ['tasksByState', { from, to: today }],
    ] as const) {
      const reply = await get('tenant', `/admin/dashboard/aggregate/${name}`, query);
      expect([reply.status, reply.body.msg], name).toEqual([403, '当前操作没有权限']);
    }
    const list = await get('tenant', '/admin/dashboard/aggregates');
    const allowed = Object.fromEntries((list.body.data as { name: string; allowed: boolean }[]).map((a) => [a.name, a.allowed]));
    expect(allowed).toEqual({ ...Object.fromEntries(AGGREGATE_NAMES.map((n) => [n, true])), accountsByStatus: false, tasksByState: false });
  });

  it('an operator reads every tenant at once; nobody else may', async () => {
    const all = await aggregate('operator', 'rechargesPerDay', { from, to: today, allTenants: true });
    expect(all.allTenants).toBe(true);
    expect(all.rows).toEqual(await perDayByHand([1, 2], 3));
    const refused = await get('admin', '/admin/dashboard/aggregate/rechargesPerDay', { from, to: today, allTenants: true });
    expect([refused.status, refused.body.msg]).toEqual([403, '只有运营人员可以查看全部租户']);
  });

  it('the aggregates list tells who may read across every tenant, so a home leaves those widgets out for the others', async () => {
    const across = async (user: 'operator' | 'admin' | 'tenant') =>
      ((await get(user, '/admin/dashboard/aggregates')).body.data as { name: string; allowed: boolean; allTenants: boolean }[]).filter((a) => a.allTenants).map((a) => a.name);
    expect(await across('admin')).toEqual([]);
    expect(await across('tenant')).toEqual([]);
    const operator = (await get('operator', '/admin/dashboard/aggregates')).body.data as { name: string; allowed: boolean; allTenants: boolean }[];
    expect(operator.filter((a) => a.allTenants).map((a) => a.name)).toEqual(operator.filter((a) => a.allowed).map((a) => a.name));
    expect(await across('operator')).toContain('rechargesPerDay');
  });
});

describe('options', () => {
  it('a bad option is refused with its message at its parameter, never a 500', async () => {
    const cases: [string, Record<string, string | number | boolean>, string, string][] = [
      ['rechargesPerDay', {}, 'from', '请选择日期范围'],
      ['rechargesPerDay', { from: '2026-02-30', to: today }, 'from', '日期格式应为yyyy-MM-dd'],
      ['rechargesPerDay', { from: `${today} 10:00:00`, to: today }, 'from', '日期格式应为yyyy-MM-dd'],
      ['rechargesPerDay', { from: today, to: from }, 'from', '开始日期不能晚于结束日期'],
      ['rechargesPerDay', { from: '2024-01-01', to: '2025-06-01' }, 'to', '日期范围不能超过366天'],
      ['balancesByAccountType', { from, to: today }, 'from', '该统计不按日期筛选'],
      ['rechargesPerDay', { from, to: today, groupBy: 'hour' }, 'groupBy', '该统计不能按此分组'],
      ['rechargesPerDay', { from, to: today, status: 1 }, 'status', '该统计没有这个筛选条件'],
      ['rechargesPerDay', { from, to: today, subjectType: 7 }, 'subjectType', '筛选条件的值不正确'],
      ['rechargesPerDay', { from, to: today, accountTypeId: 'x' }, 'accountTypeId', '筛选条件的值不正确'],
      ['tasksByState', { from, to: today, kind: 'delete' }, 'kind', '筛选条件的值不正确'],
      ['rechargesPerDay', { from, to: today, allTenants: 'yes' }, 'allTenants', '请输入true或false'],
    ];
    for (const [name, query, at, message] of cases) {
      const reply = await get('admin', `/admin/dashboard/aggregate/${name}`, query);
      expect(reply.status, `${name} ${at}`).toBe(400);
      expect(reply.body.errors?.[at] ?? reply.body.msg, `${name} ${at}`).toBe(message);
    }
    const unknownOption = await get('admin', '/admin/dashboard/aggregate/rechargesPerDay', { from, to: today, tenantId: 2 });
    expect([unknownOption.status, unknownOption.body.msg]).toEqual([400, '该统计没有这个筛选条件']);
    const unknown = await get('admin', '/admin/dashboard/aggregate/everything');
    expect([unknown.status, unknown.body.msg]).toEqual([400, '没有这个统计']);
  });

  it('the allow-list names each aggregate’s options as the server checks them', async () => {
    const list = (await get('admin', '/admin/dashboard/aggregates')).body.data as { name: AggregateName; dated: boolean; groupBy: string[]; list: string }[];
    expect(list.map((a) => a.name)).toEqual([...AGGREGATE_NAMES]);
    for (const a of list) expect(a).toMatchObject({ dated: AGGREGATES[a.name].dated, groupBy: [...AGGREGATES[a.name].groupBy], list: AGGREGATES[a.name].list });
  });
});

describe('dashboards of the module homes', () => {
  const declaration = (title = '我的看板') => ({
    home: 'scm',
    title: { zh: title, en: 'My dashboard' },
    widgets: [{ kind: 'bar', title: { zh: '每日消费', en: 'Spending per day' }, aggregate: 'consumptionPerDay', measure: 'amount', range: '7d', span: 2 }],
  });

  it('a home shows its built-in dashboard until one is published, then that one, versions and rollback included', async () => {
    const home = async () => (await get('admin', '/admin/dashboard/home/scm')).body.data;
    expect(await home()).toEqual({ id: null, version: null, declaration: DEFAULT_DASHBOARDS.scm });
    const created = await send('admin', 'POST', '/admin/dashboard', declaration());
    expect(created.body.data).toMatchObject({ version: 1 });
    const id = created.body.data.id as number;
    expect((await home()).version).toBeNull(); // a draft is not shown
    expect((await send('admin', 'POST', `/admin/dashboard/${id}/publish`)).status).toBe(200);
    expect(await home()).toEqual({ id, version: 1, declaration: declaration() });
    expect((await send('admin', 'PUT', '/admin/dashboard', { id, ...declaration('第二版') })).body.data).toEqual({ id, version: 2, recordVersion: 3 });
    expect((await send('admin', 'POST', `/admin/dashboard/${id}/publish`)).status).toBe(200);
    expect((await home()).declaration.title.zh).toBe('第二版');
    expect((await send('admin', 'POST', `/admin/dashboard/${id}/rollback/1`)).status).toBe(200);
    expect(await home()).toMatchObject({ version: 1, declaration: { title: { zh: '我的看板' } } });
    const versions = (await get('admin', `/admin/dashboard/${id}/versions`)).body.data as { version: number; published: boolean }[];
    expect(versions.map((v) => [v.version, v.published])).toEqual([
      [2, false],
      [1, true],
    ]);
    const missing = await send('admin', 'POST', `/admin/dashboard/${id}/rollback/9`);
    expect([missing.status, missing.body.msg]).toEqual([404, '没有这个版本']);
    const again = await send('admin', 'POST', '/admin/dashboard', declaration());
    expect([again.status, again.body.errors?.home]).toEqual([400, '该首页已有看板']);
    const moved = await send('admin', 'PUT', '/admin/dashboard', { id, ...declaration(), home: 'wel' });
    expect([moved.status, moved.body.msg]).toEqual([400, '看板所在的首页不能修改']);
    // Another tenant's dashboard is not found.
    expect((await get('tenant', `/admin/dashboard/${id}`)).status).toBe(404);
    // Every change is on the audit trail.
    const trail = await get('admin', '/admin/audit/page', { entity: 'dashboard', entityId: String(id), size: 20 });
    expect((trail.body.data.records as { action: string; result: string }[]).filter((r) => r.result === 'ok').map((r) => r.action)).toEqual([
      'rollback',
      'publish',
      'update',
      'publish',
      'create',
    ]);
    expect((await send('admin', 'POST', `/admin/dashboard/${id}/unpublish`)).status).toBe(200);
    expect((await home()).version).toBeNull();
    expect((await send('admin', 'DELETE', `/admin/dashboard/${id}`)).status).toBe(200);
    expect((await get('admin', `/admin/dashboard/${id}`)).status).toBe(404);
  });

  it('a declaration naming what its aggregate does not offer is refused at that part', async () => {
    const widget = (more: Record<string, unknown>) => ({ ...declaration(), widgets: [{ ...declaration().widgets[0], ...more }] });
    const cases: [unknown, string, string][] = [
      [widget({ measure: 'users' }), 'widgets.0.measure', '该统计没有这个指标'],
      [widget({ kind: 'stat', aggregate: 'tasksByState', measure: 'averageSeconds' }), 'widgets.0.measure', '数字卡片只能显示可累加的指标（金额或笔数）'],
      [widget({ kind: 'line', aggregate: 'accountsByStatus', measure: 'count', range: undefined }), 'widgets.0.kind', '折线图只能显示按日期的统计'],
      [widget({ aggregate: 'balancesByAccountType', range: '7d' }), 'widgets.0.range', '该统计不按日期筛选'],
      [widget({ groupBy: 'hour' }), 'widgets.0.groupBy', '该统计不能按此分组'],
      [widget({ filters: { status: 1 } }), 'widgets.0.filters.status', '该统计没有这个筛选条件'],
      [widget({ filters: { subjectType: 5 } }), 'widgets.0.filters.subjectType', '筛选条件的值不正确'],
      [widget({ aggregate: 'orders' }), 'widgets.0.aggregate', '没有这个统计'],
      [widget({ span: 5 }), 'widgets.0.span', '宽度须为1-4列'],
      [{ ...declaration(), widgets: [] }, 'widgets', '请至少添加一个图表'],
      [{ ...declaration(), home: 'travel' }, 'home', '请选择看板所在的首页'],
      [{ ...declaration(), script: 'x' }, '_', '看板声明格式错误'],
    ];
    for (const [body, at, message] of cases) {
      const reply = await send('admin', 'POST', '/admin/dashboard', body);
      expect(reply.status, at).toBe(400);
      expect(reply.body.errors?.[at] ?? reply.body.msg, at).toBe(message);
    }
    expect((await get('admin', '/admin/dashboard/page')).body.data.total).toBe(0);
  });

  it('designing needs the designer’s permission; every built-in dashboard passes the declaration’s checks', async () => {
    const refused = await send('operator', 'POST', '/admin/dashboard', declaration());
    expect([refused.status, refused.body.msg]).toEqual([403, '当前操作没有权限']);
    for (const decl of Object.values(DEFAULT_DASHBOARDS)) {
      const reply = await send('admin', 'POST', '/admin/dashboard', decl);
      expect(reply.status, decl.home).toBe(200);
      expect((await send('admin', 'DELETE', `/admin/dashboard/${reply.body.data.id}`)).status).toBe(200);
    }
    const counted = await sql<{ n: number }>`select count(*)::int as n from sys_dashboard`.execute(t.server.app.database.db);
    expect(counted.rows[0]!.n).toBe(0);
  });
});
