import { createServer } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig, type AppConfig } from '../server/config';
import { createDatabase } from '../server/db/createDatabase';
import { ledgerMismatches } from '../server/repositories/ledger';
import { startInstance, stopInstance, type Instance } from '../scripts/instances';
import { signIn } from './api';
import { ms, report, summarize } from './measure';
import { ACCOUNTS, seedAccountCentreBench } from './seedAccountCentre';
import { CI_SECRETS } from '../scripts/productionSecrets';

const CLIENTS = 50;
const RECHARGES = 4_000;

/** CPU seconds a process has used (Linux /proc: user + system ticks). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The machine's CPU ticks, busy and all (Linux /proc/stat). */
function machineTicks(): { busy: number; all: number } {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const all = cpu.reduce((a, b) => a + b, 0);
  return { busy: all - cpu[3] - (cpu[4] ?? 0), all };
}

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * docs/performance.md#budgets, several instances: recharges per second and the flow list's latency with one, then
 * two production instances (`node dist-server/main.mjs`) on one PostgreSQL, in one run. 50 clients recharge
 * accounts picked at random among 100,000 (a single hot account would measure its row lock, not the
 * instances), spread evenly over the instances; meanwhile one more client pages the flow list (1,000,000 flows,
 * 50,000 matching). The ledger is checked after each round.
 */
export async function measureScaleOut() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    report('one and two instances on PostgreSQL', 'not run: set DATABASE_URL to a PostgreSQL (docs/operating.md#running-several-instances)');
    return;
  }
  const schema = `bench_scale_${randomBytes(5).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), 'atrium-bench-scale-'));
  const env = { DB_SCHEMA: schema, CAPTCHA: 'off', LOGIN_RATE_LIMIT: '1000000', LOG_LEVEL: 'warn' };
  const config = loadConfig({ ...process.env, ...CI_SECRETS, ...env, NODE_ENV: 'production', DATA_DIR: join(dir, 'seed') });
  try {
    const seeding = await buildApp(config);
    const started = performance.now();
    await seedAccountCentreBench(seeding.database.db);
    await sql`vacuum analyze`.execute(seeding.database.db);
    report('seeded 100,000 accounts and 1,000,000 flows on PostgreSQL', `${((performance.now() - started) / 1000).toFixed(1)} s`);
    await seeding.close();

    const one = await round(1, config, dir, env);
    const two = await round(2, config, dir, env);
    const ratio = two.perSecond / one.perSecond;
    report('recharges/s, two instances over one', `${ratio.toFixed(2)}x`, '1.8x', ratio >= 1.8);
    report('cores this machine has (instances, PostgreSQL and the clients share them)', String(availableParallelism()));
  } finally {
    for (const name of ['bench-1', 'bench-2']) await stopInstance(name, { dir }).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end());
  }
}

async function round(count: number, config: AppConfig, dir: string, env: Record<string, string>) {
  const instances: Instance[] = [];
  try {
    for (let i = 1; i <= count; i++) instances.push(await startInstance(`bench-${i}`, await freePort(), { dir, env }));
    const sessions = await Promise.all(
      instances.map(async (instance) => ({ base: `${instance.url}${config.apiBase}`, headers: { ...(await signIn(instance.url, config)), 'Content-Type': 'application/json' } })),
    );
    const post = async (side: number, path: string, body: unknown) => {
      const { base, headers } = sessions[side % sessions.length];
      const reply = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const json = (await reply.json()) as { code: number; msg?: string };
      if (json.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(json).slice(0, 200)}`);
    };
    const account = () => `BA${String(1 + Math.floor(Math.random() * ACCOUNTS)).padStart(10, '0')}`;

    // Warm-up: connections, plans and JIT of every instance.
    await Promise.all(
      Array.from({ length: 20 * count }, (_, i) => post(i, '/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: account(), changeNum: '0.01', tenantId: 1 }])),
    );

    let next = 0;
    let loading = true;
    const listLatencies: number[] = [];
    const lister = (async () => {
      for (let i = 0; loading; i++) {
        const s = performance.now();
        await post(i, '/accountcenter/actaccountflow/detail/page', { subjectNo: 'SJB00002', current: 1 + Math.floor(Math.random() * 100), size: 10 });
        listLatencies.push(performance.now() - s);
      }
    })();
    const cpuBefore = instances.map((instance) => cpuSecondsOf(instance.pid));
    const ticksBefore = machineTicks();
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        while (next < RECHARGES) {
          next += 1;
          await post(client, '/accountcenter/actAccount/exchangeAccounts/recharge', [{ toAccountNo: account(), changeNum: '0.01', tenantId: 1 }]);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const ticksAfter = machineTicks();
    const instanceCpu = instances.reduce((sum, instance, i) => sum + cpuSecondsOf(instance.pid) - cpuBefore[i], 0);
    loading = false;
    await lister;
    const perSecond = RECHARGES / seconds;
    const list = summarize(listLatencies);
    const label = count === 1 ? 'one instance' : `${count} instances`;
    report(`recharges/s, ${label}, ${CLIENTS} clients, random accounts`, perSecond.toFixed(0));
    report(`flow list under that load, ${label}, median / p95 of ${list.n}`, `${ms(list.median)} / ${ms(list.p95)}`);
    // Why the numbers are what they are: how busy the machine was, and what the instances alone cost per call.
    report(`machine CPU busy during the recharges, ${label}`, `${((100 * (ticksAfter.busy - ticksBefore.busy)) / (ticksAfter.all - ticksBefore.all)).toFixed(0)} %`);
    report(`instance CPU per recharge (list calls included), ${label}`, ms((instanceCpu * 1000) / RECHARGES));
    const handle = await createDatabase(config);
    try {
      const off = await ledgerMismatches(handle.db);
      report(`ledger after the recharges, ${label}`, off.length === 0 ? 'exact' : `${off.length} off`, 'exact', off.length === 0);
    } finally {
      await handle.close();
    }
    return { perSecond };
  } finally {
    for (const instance of instances) await stopInstance(instance.name, { dir });
  }
}
