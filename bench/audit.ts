import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hashOf, GENESIS_HASH, type AuditContent } from '../server/audit/chain';
import { buildApp } from '../server/app';
import { loadConfig, type AppConfig } from '../server/config';
import { signIn } from './api';
import { ms, report, summarize, timeCalls } from './measure';
import { CI_SECRETS } from '../scripts/productionSecrets';

const CLIENTS = 50;
const RECHARGES = 1_000;
const WARM_UP = 300;
const ROUNDS = 3;
const TRAIL = 1_000_000;
/** Users, actions and days of the bulk trail: each user and each action holds 50,000 of the million. */
const USERS = 20;
const VERIFY_RECORDS = 100_000;
const VERIFY_TENANT = 901;

interface Server {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  headers: Record<string, string>;
}

async function start(audit: boolean): Promise<Server> {
  const config = loadConfig({ ...process.env, ...CI_SECRETS, DATA_DIR: 'memory', CAPTCHA: 'off', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { audit });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, config, baseUrl, headers: { ...(await signIn(baseUrl, config)), 'Content-Type': 'application/json' } };
}

async function call(s: Server, method: 'GET' | 'POST', path: string, body?: unknown) {
  const send = () => fetch(`${s.baseUrl}${s.config.apiBase}${path}`, { method, headers: s.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  // A long seed leaves pooled keep-alive sockets closed by the server: one retry on a fresh one.
  const reply = await send().catch(send);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads each reply by the shape it asked for; the API tests hold every reply to its schema
  const json = (await reply.json()) as { code: number; data: any; msg?: string };
  if (json.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(json).slice(0, 200)}`);
  return json.data;
}

/** 50 clients recharging one account until `count` recharges are done: recharges per second and latency. */
async function recharges(s: Server, count: number) {
  const parent = (await call(s, 'POST', '/accountcenter/subject/list', { current: 1, size: 10, subjectName: '北京中膳' })).records[0];
  const children = (await call(s, 'POST', '/accountcenter/actAccount/son/list', { page: 1, size: 50, parentId: parent.accountId, tenantId: 1 })).records as {
    accountName: string;
    accountNo: string;
  }[];
  const accountNo = children.find((c) => c.accountName === '员工午餐补贴')!.accountNo;
  let next = 0;
  const latencies: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        next += 1;
        const started = performance.now();
        await call(s, 'POST', '/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: accountNo, changeNum: '0.01', tenantId: 1 }]);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { perSecond: count / ((performance.now() - t0) / 1000), latency: summarize(latencies) };
}

/** A million records in the main tenant's trail, after what is there: 20 users, 20 actions, over 200 days. */
async function seedTrail(s: Server) {
  const db = s.app.database.db;
  const head = await db.selectFrom('sys_audit_chain').select(['seq', 'last_time']).where('tenant_id', '=', 1).executeTakeFirstOrThrow();
  const start = Number(head.seq);
  const from = new Date(new Date(head.last_time).getTime() + 1000);
  await sql`
    insert into sys_audit_log (tenant_id, seq, create_time, user_id, username, actual_name, client_ip, user_agent, method, route,
      action, entity, entity_id, changes, result, error_code, error_msg, prev_hash, hash)
    select 1, ${start} + g, ${from}::timestamptz + (g * interval '17 seconds'), 1, 'bench' || (g % ${USERS}), '压测用户', '10.0.0.1', 'bench',
      'POST', '/accountcenter/actAccountType', 'a' || (g % ${USERS}), 'accountType', (g % 5000)::text,
      '[{"field":"accountTypeName","before":"甲","after":"乙"}]', case when g % 47 = 0 then 'error' else 'ok' end,
      null, null, ${GENESIS_HASH}, ${GENESIS_HASH}
    from generate_series(1, ${TRAIL}) g`.execute(db);
  await sql`update sys_audit_chain set seq = ${start + TRAIL}, last_time = ${from}::timestamptz + (${TRAIL} * interval '17 seconds') where tenant_id = 1`.execute(db);
  await sql`vacuum analyze sys_audit_log`.execute(db);
  return from;
}

/** A real chain of 100,000 records for one tenant, hashed as appendAudit hashes, inserted in batches. */
async function seedChain(s: Server) {
  const db = s.app.database.db;
  await db.insertInto('sys_tenant').values({ id: VERIFY_TENANT, name: '审计压测租户', short_name: '审计压测', status: '0' }).execute();
  let prevHash = GENESIS_HASH;
  const t0 = Date.now() - VERIFY_RECORDS * 1000;
  for (let batch = 0; batch < VERIFY_RECORDS / 1000; batch += 1) {
    const rows = [];
    for (let i = 1; i <= 1000; i += 1) {
      const seq = batch * 1000 + i;
      const content: AuditContent = {
        tenantId: VERIFY_TENANT,
        seq,
        createTime: new Date(t0 + seq * 1000),
        userId: 1,
        username: 'bench',
        actualName: '压测用户',
        clientIp: '10.0.0.1',
        userAgent: 'bench',
        method: 'POST',
        route: '/accountcenter/actAccountType',
        action: 'update',
        entity: 'accountType',
        entityId: String(seq % 5000),
        changes: JSON.stringify([{ field: 'accountTypeName', before: `甲${seq}`, after: `乙${seq}` }]),
        result: 'ok',
        errorCode: null,
        errorMsg: null,
        prevHash,
      };
      const hash = hashOf(content);
      rows.push({
        tenant_id: VERIFY_TENANT,
        seq,
        create_time: content.createTime,
        user_id: 1,
        username: content.username,
        actual_name: content.actualName,
        client_ip: content.clientIp,
        user_agent: content.userAgent,
        method: content.method,
        route: content.route,
        action: content.action,
        entity: content.entity,
        entity_id: content.entityId,
        changes: content.changes,
        result: content.result,
        error_code: null,
        error_msg: null,
        prev_hash: prevHash,
        hash,
      });
      prevHash = hash;
    }
    await db.insertInto('sys_audit_log').values(rows).execute();
  }
  await db
    .insertInto('sys_audit_chain')
    .values({ tenant_id: VERIFY_TENANT, seq: VERIFY_RECORDS, hash: prevHash, last_time: new Date(t0 + VERIFY_RECORDS * 1000), first_seq: 1, anchor_hash: GENESIS_HASH })
    .execute();
}

const pageOf = (max: number) => 1 + Math.floor(Math.random() * max);
const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/**
 * What the audit trail costs and how its reading scales (docs/security.md#audit-trail): recharges per second with and without
 * auditing (the same server built with the trail switched off, an option no configuration reaches), a read
 * call either way (the hook's cost on calls it does not record), the list over a million records, and verify.
 * Both servers run side by side and take turns, after a warm-up, so the machine's load falls on both alike.
 */
export async function measureAudit() {
  const off = await start(false);
  const on = await start(true);
  try {
    const rounds: Record<'off' | 'on', { perSecond: number; median: number; p95: number }[]> = { off: [], on: [] };
    const reads: Record<'off' | 'on', number[]> = { off: [], on: [] };
    for (const s of [off, on]) await recharges(s, WARM_UP);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const mode of round % 2 === 0 ? (['off', 'on'] as const) : (['on', 'off'] as const)) {
        const s = mode === 'on' ? on : off;
        const r = await recharges(s, RECHARGES);
        rounds[mode].push({ perSecond: r.perSecond, median: r.latency.median, p95: r.latency.p95 });
        reads[mode].push((await timeCalls(100, () => call(s, 'GET', '/accountcenter/actAccountType/listPage?current=1&size=10'))).median);
      }
    }
    const mid = (values: number[]) => summarize(values).median;
    const rate = (mode: 'off' | 'on') => mid(rounds[mode].map((r) => r.perSecond));
    report(`recharges/s, ${CLIENTS} clients on one account, auditing off (median of ${ROUNDS})`, rate('off').toFixed(0));
    report(`recharges/s, ${CLIENTS} clients on one account, auditing on (median of ${ROUNDS})`, rate('on').toFixed(0));
    report('auditing cost (recharge throughput lost)', `${(((rate('off') - rate('on')) / rate('off')) * 100).toFixed(1)} %`);
    for (const mode of ['off', 'on'] as const) {
      report(`recharge latency median / p95, auditing ${mode}`, `${ms(mid(rounds[mode].map((r) => r.median)))} / ${ms(mid(rounds[mode].map((r) => r.p95)))}`);
    }
    report('account type list (a read) median, auditing off / on', `${ms(mid(reads.off))} / ${ms(mid(reads.on))}`);

    const records = Number(
      (
        await on.app.database.db
          .selectFrom('sys_audit_log')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    if (records < WARM_UP + ROUNDS * RECHARGES) throw new Error(`expected a record per recharge, found ${records}`);
    const verified = await call(on, 'GET', '/admin/audit/verify');
    if (!verified.ok) throw new Error(`the chain written under load does not verify: ${JSON.stringify(verified)}`);
  } finally {
    await off.app.close();
  }
  try {
    await listAndVerify(on);
  } finally {
    await on.app.close();
  }
}

async function listAndVerify(s: Server) {
  const started = performance.now();
  const from = await seedTrail(s);
  report('audit bench seed (1,000,000 records)', `${((performance.now() - started) / 1000).toFixed(1)} s`);
  const list = (params: Record<string, string | number>) => () => call(s, 'GET', `/admin/audit/page?${query(params)}`);
  const all = await timeCalls(200, () => list({ current: pageOf(100), size: 20 })());
  report(`audit list unfiltered (1M records), median of ${all.n}`, ms(all.median), '25 ms', all.median < 25);
  report(`audit list unfiltered (1M records), p95 of ${all.n}`, ms(all.p95), '50 ms', all.p95 < 50);
  const user = await timeCalls(200, () => list({ username: `bench${pageOf(USERS) - 1}`, current: pageOf(100), size: 20 })());
  report(`audit list by user (50,000 of 1M match), median of ${user.n}`, ms(user.median), '25 ms', user.median < 25);
  report(`audit list by user (50,000 of 1M match), p95 of ${user.n}`, ms(user.p95), '50 ms', user.p95 < 50);
  const action = await timeCalls(200, () => list({ action: `a${pageOf(USERS) - 1}`, current: pageOf(100), size: 20 })());
  report(`audit list by action (50,000 of 1M match), median of ${action.n}`, ms(action.median), '25 ms', action.median < 25);
  report(`audit list by action (50,000 of 1M match), p95 of ${action.n}`, ms(action.p95), '50 ms', action.p95 < 50);
  // A filter with the result: the indexes carry it (and the result's index the other filters), so these count from an index too.
  const both = await timeCalls(100, () => list({ action: `a${pageOf(USERS) - 1}`, result: 'ok', current: pageOf(100), size: 20 })());
  report(`audit list by action and result ok (~49,000 match), median of ${both.n}`, ms(both.median), '25 ms', both.median < 25);
  const failed = await timeCalls(100, () => list({ username: `bench${pageOf(USERS) - 1}`, result: 'error', current: 1, size: 20 })());
  report(`audit list by user and result error (~1,000 match), median of ${failed.n}`, ms(failed.median), '25 ms', failed.median < 25);
  // About ten days of the 200: 50,000 records.
  const day = (offsetDays: number) => {
    const d = new Date(from.getTime() + offsetDays * 86_400_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
  };
  const range = await timeCalls(200, () => {
    const first = pageOf(150);
    return list({ beginTime: day(first), endTime: day(first + 9), current: pageOf(100), size: 20 })();
  });
  report(`audit list by time (10 days, ~50,000 match), median of ${range.n}`, ms(range.median), '25 ms', range.median < 25);
  report(`audit list by time (10 days, ~50,000 match), p95 of ${range.n}`, ms(range.p95), '50 ms', range.p95 < 50);

  await seedChain(s);
  const t0 = performance.now();
  const verified = await call(s, 'GET', `/admin/audit/verify?tenantId=${VERIFY_TENANT}`);
  const seconds = (performance.now() - t0) / 1000;
  if (!verified.ok || verified.checked !== VERIFY_RECORDS) throw new Error(`verify of the bench chain: ${JSON.stringify(verified)}`);
  report(`audit verify (${VERIFY_RECORDS.toLocaleString('en')} records)`, `${seconds.toFixed(2)} s`);
  report('audit verify throughput', `${Math.round(VERIFY_RECORDS / seconds).toLocaleString('en')} records/s`);
}
