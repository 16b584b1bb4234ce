import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { CI_SECRETS } from '../../scripts/productionSecrets';
import { requestInit, type RequestOptions } from '../api/support/requestInit';

/**
 * The cluster of CI's scale-out leg that the fault tests break on purpose (docs/operating.md, "What survives
 * what"): two production instances (SCALEOUT_A_PORT, SCALEOUT_B_PORT) on one PostgreSQL, nginx with
 * deploy/nginx.conf in front (SCALEOUT_PROXY_PORT), started by `.ci/run`, which also says where that
 * PostgreSQL's cluster lives (FAULTS_PG_BIN, FAULTS_PG_DIR, FAULTS_PG_PORT) so that a test can stop and start it.
 * Every test leaves the cluster as it found it: both instances up, the database up.
 */
const env = process.env;
export const ports = { a: Number(env.SCALEOUT_A_PORT), b: Number(env.SCALEOUT_B_PORT), proxy: Number(env.SCALEOUT_PROXY_PORT) };
if (!ports.a || !ports.b || !ports.proxy || !env.DATABASE_URL || !env.SCALEOUT_DIR || !env.FAULTS_PG_BIN || !env.FAULTS_PG_DIR || !env.FAULTS_PG_PORT) {
  throw new Error('run through .ci/run: SCALEOUT_A_PORT, SCALEOUT_B_PORT, SCALEOUT_PROXY_PORT, SCALEOUT_DIR, DATABASE_URL and FAULTS_PG_* are needed');
}
export type Side = keyof typeof ports;
export const origin: Record<Side, string> = { a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}`, proxy: `http://127.0.0.1:${ports.proxy}` };
export const API = '/catering';
const basic = `Basic ${Buffer.from(CI_SECRETS.OAUTH_CLIENT).toString('base64')}`;

export interface Reply {
  status: number;
  body: any;
  headers: Headers;
  bytes: Buffer;
  ms: number;
}

/** One call under the API base; `timeoutMs` aborts a call that does not answer (the test then fails on it). */
export async function call(side: Side, method: string, path: string, options: RequestOptions & { timeoutMs?: number } = {}): Promise<Reply> {
  const started = performance.now();
  const res = await fetch(`${origin[side]}${API}${path}`, { ...requestInit(method, options), signal: AbortSignal.timeout(options.timeoutMs ?? 60_000) });
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    body = undefined;
  }
  return { status: res.status, body, headers: res.headers, bytes, ms: performance.now() - started };
}

/** A probe at the root (outside the API base). */
export async function probe(side: Side, path: '/healthz' | '/readyz', timeoutMs = 2000): Promise<{ status: number; body: any }> {
  const res = await fetch(`${origin[side]}${path}`, { signal: AbortSignal.timeout(timeoutMs) });
  return { status: res.status, body: await res.json() };
}

/** The database of the cluster, read directly for what a user reads off a captcha image, and to watch task rows. */
export function database(): pg.Client {
  return new pg.Client({ connectionString: env.DATABASE_URL });
}

/** Signs a demo user in on one side: the captcha drawn there, its answer read where the image's answer lives. */
export async function signIn(db: pg.Client, side: Side, username = 'admin') {
  const randomStr = `f${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
  expect((await call(side, 'GET', `/code?randomStr=${randomStr}`)).status).toBe(200);
  const { rows } = await db.query('select code from auth_captcha where random_str = $1', [randomStr]);
  const form = {
    username,
    password: encryptLoginPassword(CI_SECRETS.DEMO_PASSWORD, CI_SECRETS.LOGIN_AES_KEY),
    grant_type: 'password',
    scope: 'server',
    randomStr,
    code: rows[0].code as string,
  };
  const reply = await call(side, 'POST', '/auth/oauth/token', { form, headers: { authorization: basic } });
  expect(reply.status).toBe(200);
  return { token: reply.body.access_token as string, userId: reply.body.user_id as number, tenantId: reply.body.tenant_id as number };
}

/** Polls until `check` gives a value; fails naming `what` once `limitMs` has passed. Resolves with the value and the time it took. */
export async function until<T>(check: () => Promise<T | undefined>, what: string, limitMs: number, everyMs = 100): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  for (;;) {
    const value = await check();
    const ms = performance.now() - started;
    if (value !== undefined) return { value, ms };
    if (ms > limitMs) throw new Error(`${what}: not within ${(limitMs / 1000).toFixed(0)} s`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * What a test measured, against its limit: printed, and kept in SCALEOUT_DIR/faults-figures.txt, which
 * `.ci/run` prints at the end of the leg.
 */
export function figure(what: string, measured: string, limit: string): void {
  const line = `${what}: ${measured} (limit ${limit})`;
  console.log(`[faults] ${line}`);
  appendFileSync(join(env.SCALEOUT_DIR!, 'faults-figures.txt'), `${line}\n`);
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** pg_ctl on the cluster's PostgreSQL (as its owner, postgres, when the tests run as root): `-w`, so it returns once done. */
export async function pgCtl(action: 'stop' | 'start'): Promise<void> {
  const bin = env.FAULTS_PG_BIN!;
  const dir = env.FAULTS_PG_DIR!;
  const command =
    action === 'stop'
      ? `${bin}/pg_ctl -D ${dir}/data -m fast -w stop`
      : `${bin}/pg_ctl -D ${dir}/data -o '-p ${env.FAULTS_PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1' -l ${dir}/log -w start`;
  const [file, args] = process.getuid?.() === 0 ? ['su', ['postgres', '-c', command]] : ['sh', ['-c', command]];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(file, args as string[], { stdio: 'ignore' });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`pg_ctl ${action} exited with ${code}`);
}

/** Sleeps (load loops pace themselves with it). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
