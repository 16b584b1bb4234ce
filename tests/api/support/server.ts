import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadConfig, type AppConfig } from '../../../server/config';
import { encryptLoginPassword } from '../../../schemas/loginCrypto';
import type { TokenReply } from '../../../schemas/auth';
import { replyChecker } from './replyCheck';
import { serverContract } from './contractCheck';
import { databaseImageFor, TEST_SERVER_ENV } from './databaseImage';
import { requestInit, type RequestOptions } from './requestInit';

export { requestInit, type RequestOptions };

/**
 * Starts the real server on a loopback port for one test file: in-memory PGlite by default, or the
 * PostgreSQL of DATABASE_URL in a schema of its own (dropped on stop) so parallel files never meet.
 */
export interface TestServer {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  api: string;
  request(method: string, path: string, options?: RequestOptions): Promise<TestReply>;
  /** Signs in a seeded user (captcha answered through the test hook); returns the token reply. */
  loginReply(username: string, password?: string): Promise<TokenReply>;
  login(username: string, password?: string): Promise<string>;
  basicAuth: string;
  stop(): Promise<void>;
}

export interface TestReply {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const schema = process.env.DATABASE_URL ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    ...TEST_SERVER_ENV,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL, DB_SCHEMA: schema } : {}),
    ...env,
  });
  // The plugins' load is bounded by the test's hook limit rather than Fastify's 10 s, which a loaded machine passed.
  const app = await buildApp(config, { databaseImage: databaseImageFor(config, inject('databaseImage')), pluginTimeout: 0 });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const api = `${address}${config.apiBase}`;
  const basicAuth = `Basic ${Buffer.from(config.oauthClient).toString('base64')}`;
  const checkReply = replyChecker(app.routeTable, config.apiBase, config.loginAesKey);
  const checkContract = serverContract(app, config);

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<TestReply> {
    const url = new URL(path.startsWith('http') ? path : `${api}${path}`);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
    }
    const res = await fetch(url, requestInit(method, options));
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    // Every reply a test receives is held to its route's declared reply schema, and to the published document as
    // a validating proxy in front of the server would hold it.
    const received = { method, url, status: res.status, headers: res.headers, text, body: parsed };
    checkReply(received);
    await checkContract(received);
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  async function loginReply(username: string, password = config.demoPassword): Promise<TokenReply> {
    const randomStr = `${Date.now()}${randomBytes(4).toString('hex')}`;
    const form: Record<string, string> = {
      username,
      password: encryptLoginPassword(password, config.loginAesKey),
      grant_type: 'password',
      scope: 'server',
      randomStr,
    };
    if (config.captcha) {
      const image = await request('GET', '/code', { query: { randomStr } });
      if (image.status !== 200) throw new Error(`captcha failed: ${image.status}`);
      form.code = (await app.captchaStore.peek(randomStr)) ?? '';
    }
    const reply = await request('POST', '/auth/oauth/token', { form, headers: { authorization: basicAuth } });
    if (reply.status !== 200) throw new Error(`login of ${username} failed: ${reply.status} ${reply.text}`);
    return reply.body as TokenReply;
  }

  return {
    app,
    config,
    baseUrl: address,
    api,
    request,
    loginReply,
    login: async (username, password) => (await loginReply(username, password)).access_token,
    basicAuth,
    async stop() {
      await app.close();
      if (schema && process.env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        try {
          await client.query(`drop schema if exists "${schema}" cascade`);
        } finally {
          await client.end();
        }
      }
    },
  };
}

/** One signed-in user: the access token, and the ids that reminders and sockets are addressed by. */
export interface SignedInUser {
  token: string;
  userId: number;
  tenantId: number;
}

/** What serverWithUsers gives a test file; empty until its beforeAll has run, so read it inside tests and hooks. */
export interface ServerWithUsers<U extends string> {
  server: TestServer;
  /** Access token by username. */
  token: Record<U, string>;
  user: Record<U, SignedInUser>;
}

/**
 * The setup nearly every API file repeated, in one place: registers the hooks that start a server (with `env`)
 * and sign `usernames` in, in that order, before the tests of the file (or of the describe it is called in),
 * and that stop it after them. A file's own later beforeAll runs once these users are signed in.
 */
export function serverWithUsers<U extends string>(usernames: readonly U[] = [], env: Record<string, string> = {}): ServerWithUsers<U> {
  const fixture = { token: {}, user: {} } as ServerWithUsers<U>;
  beforeAll(async () => {
    fixture.server = await startServer(env);
    for (const username of usernames) {
      const reply = await fixture.server.loginReply(username);
      fixture.token[username] = reply.access_token;
      fixture.user[username] = { token: reply.access_token, userId: reply.user_id, tenantId: reply.tenant_id };
    }
  });
  afterAll(async () => {
    await fixture.server?.stop();
  });
  return fixture;
}

/** Row counts of the seeded tables, to prove that something did or did not change. */
export async function tableCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = ['sys_tenant', 'sys_dept', 'sys_user', 'sys_role', 'sys_menu', 'sys_role_menu', 'sys_tenant_menu', 'act_account_type'] as const;
  const out: Record<string, number> = {};
  for (const table of tables) {
    const row = await app.database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}
