import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppConfig } from '../server/config';
import { ledgerMismatches } from '../server/services/ledger';
import { signIn } from './api';
import { ms, report, summarize, timeCalls } from './measure';

const ACCOUNTS = 100_000;
/** Accounts of the second subject: 10 flows each, so 50,000 of the 1,000,000 flows match its subject number. */
const SMALL_SUBJECT_ACCOUNTS = 5_000;
const FLOWS = 1_000_000;
const DEPTS = 100_000;
const CONCURRENT_CLIENTS = 50;
const RECHARGES = 2_000;
/** List calls ask for a random page among the first 100 (offsets deeper than that cost what the database costs). */
const FIRST_PAGES = 100;

/**
 * The account centre's numbers of DESIGN.md section 10: the child list and flow page calls over 100,000
 * accounts and 1,000,000 flows, the organisation tree search over 100,000 departments, and recharges per
 * second from 50 concurrent clients with the ledger checked after. The data comes from generate_series here,
 * never from the default seed.
 */
export async function measureAccountCentre(app: FastifyInstance, baseUrl: string, config: AppConfig) {
  const db = app.database.db;
  const started = performance.now();
  const seeded = await seedBench(app);
  // As after any bulk load: statistics, and the visibility map that index-only counts rely on.
  await sql`vacuum analyze`.execute(db);
  report('account centre bench seed (100k accounts, 1M flows, 100k depts)', `${((performance.now() - started) / 1000).toFixed(1)} s`);

  // The long seed leaves pooled keep-alive sockets closed by the server: one retry on a fresh one.
  const auth = await signIn(baseUrl, config).catch(() => signIn(baseUrl, config));
  const headers = { ...auth, 'Content-Type': 'application/json' };
  const post = async (path: string, body: unknown) => {
    const reply = await fetch(`${baseUrl}${config.apiBase}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const json = (await reply.json()) as { code: number; data: unknown; msg?: string };
    if (json.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(json).slice(0, 200)}`);
    return json.data as { total?: number; records?: unknown[]; deptList?: unknown[] };
  };
  const pageOf = (max: number) => 1 + Math.floor(Math.random() * max);

  const child = await timeCalls(200, () => post('/accountcenter/actAccount/son/list', { parentId: seeded.bigParent, tenantId: 1, current: pageOf(FIRST_PAGES), size: 10 }));
  report(`child list (95,000 children), median of ${child.n}`, ms(child.median), '25 ms', child.median < 25);
  report(`child list (95,000 children), p95 of ${child.n}`, ms(child.p95), '50 ms', child.p95 < 50);

  const flow = await timeCalls(200, () => post('/accountcenter/actaccountflow/detail/page', { subjectNo: seeded.smallSubjectNo, current: pageOf(FIRST_PAGES), size: 10 }));
  report(`flow page (1M flows, 50,000 match), median of ${flow.n}`, ms(flow.median), '25 ms', flow.median < 25);
  report(`flow page (1M flows, 50,000 match), p95 of ${flow.n}`, ms(flow.p95), '50 ms', flow.p95 < 50);
  const flowAll = await timeCalls(50, () => post('/accountcenter/actaccountflow/detail/page', { current: pageOf(100), size: 10 }));
  report(`flow page unfiltered (1M match), median of ${flowAll.n}`, ms(flowAll.median));

  const tree = await timeCalls(100, () => post('/admin/dept/v2/loadTreeByNameV2', { name: `压测部门${pageOf(DEPTS - 100)}` }));
  report(`org tree search (100,000 depts), median of ${tree.n}`, ms(tree.median), '100 ms', tree.median < 100);
  report(`org tree search (100,000 depts), p95 of ${tree.n}`, ms(tree.p95), '100 ms', tree.p95 < 100);
  const lazy = await timeCalls(100, () => post('/admin/dept/v2/lazyLoadTreeV2', { parentId: seeded.someCompany }));
  report(`org tree lazy level (1,000 children), median of ${lazy.n}`, ms(lazy.median));

  // 50 clients recharge one account at once; every reply must succeed and the ledger must hold after.
  const before = await db.selectFrom('act_account').select('account_num').where('account_no', '=', seeded.hotAccountNo).executeTakeFirstOrThrow();
  let next = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENT_CLIENTS }, async () => {
      while (next < RECHARGES) {
        next += 1;
        const s = performance.now();
        await post('/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: seeded.hotAccountNo, changeNum: '0.01', tenantId: 1 }]);
        latencies.push(performance.now() - s);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const lat = summarize(latencies);
  report(`recharges/s, ${CONCURRENT_CLIENTS} concurrent clients on one account`, (RECHARGES / seconds).toFixed(0));
  report(`recharge latency under that load, median / p95`, `${ms(lat.median)} / ${ms(lat.p95)}`);
  const after = await db.selectFrom('act_account').select('account_num').where('account_no', '=', seeded.hotAccountNo).executeTakeFirstOrThrow();
  const expected = (BigInt(Math.round(Number(before.account_num) * 100)) + BigInt(RECHARGES)).toString();
  const got = BigInt(Math.round(Number(after.account_num) * 100)).toString();
  const mismatches = await ledgerMismatches(db);
  report('ledger after the recharges (balance = sum of flows)', mismatches.length === 0 && got === expected ? 'exact' : `${mismatches.length} off`, 'exact', mismatches.length === 0 && got === expected);
}

async function seedBench(app: FastifyInstance) {
  const db = app.database.db;
  return db.transaction().execute(async (trx) => {
    const tenantId = 1;
    const scene = await trx.selectFrom('act_scene').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow();
    const type = await trx.selectFrom('act_account_type').select('id').where('tenant_id', '=', tenantId).where('enable_flag', '=', '1').orderBy('id').executeTakeFirstOrThrow();
    const subject = async (name: string, no: string) => {
      const s = await trx.insertInto('act_subject').values({ tenant_id: tenantId, subject_no: no, subject_name: name, subject_type: 9, subject_sys_id: null }).returning('id').executeTakeFirstOrThrow();
      const p = await trx
        .insertInto('act_account')
        .values({ tenant_id: tenantId, subject_id: s.id, parent_id: null, level: 1, account_no: `BP${no}`, account_name: name, account_scope: 1, flag: 0, status: 2, config_ids: JSON.stringify([scene.id]), account_sys_id: '[]', operator: 'bench' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { subjectId: s.id, parentId: p.id };
    };
    const big = await subject('压测供应商甲', 'SJB00001');
    const small = await subject('压测供应商乙', 'SJB00002');

    // Accounts 1..5,000 belong to the small subject, the rest to the big one; ids come out contiguous.
    await sql`
      insert into act_account (tenant_id, subject_id, parent_id, level, account_no, account_name, account_type_id, account_scope, flag,
        config_ids, account_sys_id, status, balance_limit, operator, create_time)
      select ${tenantId}, case when g <= ${SMALL_SUBJECT_ACCOUNTS} then ${small.subjectId}::bigint else ${big.subjectId}::bigint end,
        case when g <= ${SMALL_SUBJECT_ACCOUNTS} then ${small.parentId}::bigint else ${big.parentId}::bigint end,
        2, 'BA' || lpad(g::text, 10, '0'), '压测账户' || g, ${type.id}::bigint, 1, 0, ${JSON.stringify([scene.id])}::jsonb, '[]'::jsonb, 2,
        999999999, 'bench', now() - (g || ' seconds')::interval
      from generate_series(1, ${ACCOUNTS}) g`.execute(trx);
    const first = await trx.selectFrom('act_account').select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')]).where('account_no', 'like', 'BA%').executeTakeFirstOrThrow();
    if (Number(first.hi) - Number(first.lo) + 1 !== ACCOUNTS) throw new Error('bench accounts are not contiguous');

    // Flows: account k gets the flows g with g % ACCOUNTS = k - 1, all of one amount, so the balance after
    // its j-th flow is (j + 1) * amount: exact running balances without a window sort over 1M rows.
    await sql`
      insert into act_account_flow (tenant_id, account_id, account_no, subject_id, subject_no, flow_subject_type, account_type_id,
        exchange_type, flow_type, change_num, after_num, after_credit_num, biz_no, operator, flow_date)
      select ${tenantId}, ${first.lo}::bigint + k - 1, 'BA' || lpad(k::text, 10, '0'),
        case when k <= ${SMALL_SUBJECT_ACCOUNTS} then ${small.subjectId}::bigint else ${big.subjectId}::bigint end,
        case when k <= ${SMALL_SUBJECT_ACCOUNTS} then 'SJB00002' else 'SJB00001' end, 2, ${type.id}::bigint,
        3, 1, amount, amount * (((g - 1) / ${ACCOUNTS}) + 1), 0, 'BENCH' || g, 'bench', now() - ((${FLOWS} - g) || ' seconds')::interval
      from (select g, (g % ${ACCOUNTS}) + 1 as k, (((g % ${ACCOUNTS}) % 1000) + 1)::numeric / 100 as amount from generate_series(1, ${FLOWS}) g) s`.execute(trx);
    await sql`
      update act_account a set account_num = f.total, total_exchange_num = f.total
      from (select account_id, sum(change_num) as total from act_account_flow where account_no like 'BA%' group by account_id) f
      where f.account_id = a.id`.execute(trx);

    // 100 companies under the group of tenant 1, then 99,900 departments, 999 per company.
    const root = await trx.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', tenantId).where('parent_id', '=', 0).executeTakeFirstOrThrow();
    await sql`insert into sys_dept (tenant_id, parent_id, name, level, sort_order, enable)
      select ${tenantId}, ${root.dept_id}::bigint, '压测公司' || g, 1, g, '0' from generate_series(1, 100) g`.execute(trx);
    const companies = await trx.selectFrom('sys_dept').select('dept_id').where('name', 'like', '压测公司%').orderBy('dept_id').execute();
    const lo = companies[0].dept_id;
    await sql`insert into sys_dept (tenant_id, parent_id, name, level, sort_order, enable)
      select ${tenantId}, ${lo}::bigint + (g % 100), '压测部门' || g, 2, g, '0' from generate_series(1, ${DEPTS - 100}) g`.execute(trx);

    return { bigParent: big.parentId, smallSubjectNo: 'SJB00002', someCompany: lo, hotAccountNo: 'BA0000099999' };
  });
}
