import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig, type AppConfig } from '../server/config';
import { CI_SECRETS } from '../scripts/productionSecrets';
import { signIn } from './api';
import { ms, report, summarize } from './measure';

/**
 * What an Idempotency-Key costs a recharge (docs/api.md, "Idempotency keys and versions"; docs/performance.md#budgets: at
 * most 10% slower than one without): the same server, the same account, recharges with a fresh key each and without
 * one interleaved call by call (latency), and fifty clients on one kind at a time, the kinds taking turns (throughput), after a warm-up, on PGlite and,
 * with DATABASE_URL, on PostgreSQL. A keyed recharge adds the key's row taken before the work; its mark rides in the
 * statement that appends the audit record, and its reply is kept behind it.
 */
const SEQUENTIAL = 300;
const CLIENTS = 50;
const CONCURRENT = 1_000;
const WARM_UP = 200;
const ROUNDS = 5;

interface Server {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  headers: Record<string, string>;
}

async function start(env: Record<string, string>): Promise<Server> {
  const config = loadConfig({ ...process.env, ...CI_SECRETS, DATA_DIR: 'memory', CAPTCHA: 'off', PORT: '0', NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { app, config, baseUrl, headers: { ...(await signIn(baseUrl, config)), 'Content-Type': 'application/json' } };
}

async function call(s: Server, method: 'GET' | 'POST', path: string, body?: unknown, extra: Record<string, string> = {}) {
  const reply = await fetch(`${s.baseUrl}${s.config.apiBase}${path}`, { method, headers: { ...s.headers, ...extra }, body: body === undefined ? undefined : JSON.stringify(body) });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the bench reads each reply by the shape its call has; the API tests hold every reply to the contract
  const json = (await reply.json()) as { code: number; data: any };
  if (json.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(json).slice(0, 200)}`);
  return json.data;
}

/** A child account of its own whose balance limit leaves room for every recharge of the bench. */
async function benchAccount(s: Server): Promise<string> {
  const parent = (await call(s, 'POST', '/accountcenter/subject/list', { current: 1, size: 10, subjectName: '北京中膳' })).records[0];
  const typeId = (await call(s, 'GET', '/accountcenter/actAccountType/enableList'))[0].id;
  const account = await call(s, 'POST', '/accountcenter/actAccount/save', {
    parentId: parent.accountId,
    accountName: '幂等压测账户',
    configIds: [parent.configIds[0]],
    accountTypeId: typeId,
    accountType: 1,
    tenantId: 1,
  });
  const limits = await call(s, 'GET', `/accountcenter/actAccountLimit/getActAccountLimit?accountNo=${account.accountNo}`);
  await call(s, 'POST', '/accountcenter/actAccountLimit/saveActAccountLimit', {
    accountNo: account.accountNo,
    version: limits.version,
    actionLimits: [
      { actionLimit: '1_1', limitType: 1 },
      { actionLimit: '2_2', limitType: 2 },
      { actionLimit: 'balance_limit', limitType: 3, limitNum: '999999999.99' },
      { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
    ],
  });
  return account.accountNo;
}

const rechargeOf = (s: Server, accountNo: string, keyed: boolean) => () =>
  call(s, 'POST', '/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: accountNo, changeNum: '0.01', tenantId: 1 }], keyed ? { 'Idempotency-Key': randomUUID() } : {});

/**
 * Keyed and unkeyed recharges interleaved call by call (one client: plain, keyed, plain ...), so that a change of the
 * machine's load (it is shared) falls on both alike: the latency of each.
 */
async function interleaved(modes: Record<Mode, () => Promise<unknown>>, count: number) {
  const samples: Record<Mode, number[]> = { plain: [], keyed: [] };
  for (let i = 0; i < count * 2; i += 1) {
    const mode: Mode = i % 2 === 0 ? 'plain' : 'keyed';
    const t0 = performance.now();
    await modes[mode]();
    samples[mode].push(performance.now() - t0);
  }
  return { plain: summarize(samples.plain), keyed: summarize(samples.keyed) };
}

/** Fifty clients at once on one kind of recharge until `count` are done: recharges per second. */
async function concurrent(recharge: () => Promise<unknown>, count: number) {
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < count) {
        next += 1;
        await recharge();
      }
    }),
  );
  return count / ((performance.now() - t0) / 1000);
}

type Mode = 'plain' | 'keyed';

async function measureOn(label: string, s: Server) {
  const accountNo = await benchAccount(s);
  const modes: Record<Mode, () => Promise<unknown>> = { plain: rechargeOf(s, accountNo, false), keyed: rechargeOf(s, accountNo, true) };
  await interleaved(modes, WARM_UP);
  const latency: Record<Mode, { median: number; p95: number }[]> = { plain: [], keyed: [] };
  const rate: Record<Mode, number[]> = { plain: [], keyed: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const one = await interleaved(modes, SEQUENTIAL);
    for (const mode of ['plain', 'keyed'] as const) latency[mode].push(one[mode]);
    // A system's rate is measured with all its recharges of one kind: the kinds take turns, the first alternating.
    for (const mode of round % 2 === 0 ? (['plain', 'keyed'] as const) : (['keyed', 'plain'] as const)) rate[mode].push(await concurrent(modes[mode], CONCURRENT));
  }
  const mid = (values: number[]) => summarize(values).median;
  const median = (mode: Mode) => mid(latency[mode].map((l) => l.median));
  const slower = (median('keyed') / median('plain') - 1) * 100;
  report(`${label}: recharge latency, no key (median / p95, ${ROUNDS}×${SEQUENTIAL})`, `${ms(median('plain'))} / ${ms(mid(latency.plain.map((l) => l.p95)))}`);
  report(`${label}: recharge latency, keyed (median / p95)`, `${ms(median('keyed'))} / ${ms(mid(latency.keyed.map((l) => l.p95)))}`);
  report(`${label}: a keyed recharge is slower by (median latency)`, `${slower.toFixed(1)} %`, '10 %', slower <= 10);
  const lost = (1 - mid(rate.keyed) / mid(rate.plain)) * 100;
  report(`${label}: recharges/s, ${CLIENTS} clients, no key / keyed`, `${mid(rate.plain).toFixed(0)} / ${mid(rate.keyed).toFixed(0)}`);
  report(`${label}: keyed throughput lost`, `${lost.toFixed(1)} %`, '10 %', lost <= 10);
}

export async function measureKeys() {
  const pglite = await start({});
  try {
    await measureOn('PGlite', pglite);
  } finally {
    await pglite.app.close();
  }
  if (!process.env.DATABASE_URL) return;
  const schema = `bench_keys_${Date.now()}`;
  const postgres = await start({ DATABASE_URL: process.env.DATABASE_URL, DB_SCHEMA: schema });
  try {
    await measureOn('PostgreSQL', postgres);
  } finally {
    await postgres.app.close();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
  }
}
