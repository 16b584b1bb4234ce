import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { reminderDestination } from '../../schemas/realtime';
import { CI_SECRETS } from '../../scripts/productionSecrets';
import { TestSocket } from '../api/support/wsClient';
import { readWorkbook, sheetRows } from '../api/support/xlsx';
import { requestInit, type RequestOptions } from '../api/support/requestInit';

/**
 * The two scale-out instances behind Debian's nginx, configured by deploy/nginx.conf (rendered by .ci/run for
 * SCALEOUT_PROXY_PORT; the instances run with TRUST_PROXY=127.0.0.1, nginx's address). Clients come from
 * different loopback addresses (127.0.0.4, 127.1.x.y ...), so nginx itself tells the instances who they are:
 * no test sends X-Forwarded-For of its own.
 */
const proxyPort = Number(process.env.SCALEOUT_PROXY_PORT);
const ports = { a: Number(process.env.SCALEOUT_A_PORT), b: Number(process.env.SCALEOUT_B_PORT) };
if (!proxyPort || !ports.a || !ports.b) throw new Error('run through .ci/run: SCALEOUT_PROXY_PORT, SCALEOUT_A_PORT and SCALEOUT_B_PORT are needed');
const API = '/catering';
const basic = `Basic ${Buffer.from(CI_SECRETS.OAUTH_CLIENT).toString('base64')}`;

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  body: any;
}

/** One HTTP call to `port` (the proxy unless said otherwise) from the loopback address `from`. */
function call(method: string, path: string, options: RequestOptions & { from?: string; port?: number } = {}): Promise<Reply> {
  const { headers, body } = requestInit(method, options) as { headers: Record<string, string>; body?: string };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: options.port ?? proxyPort, method, path, headers, localAddress: options.from ?? '127.0.0.4' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        let parsed: unknown;
        try {
          parsed = JSON.parse(bytes.toString('utf8'));
        } catch {
          parsed = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, body: parsed });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

let admin: { token: string; tenantId: number; userId: number };

beforeAll(async () => {
  // Production keeps the captcha on: draw one through the proxy and read its answer where the image's answer
  // lives (the shared database), as a user reads it off the image.
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const randomStr = `p${Date.now()}`;
    expect((await call('GET', `${API}/code?randomStr=${randomStr}`)).status).toBe(200);
    const { rows } = await db.query('select code from auth_captcha where random_str = $1', [randomStr]);
    const form = {
      username: 'admin',
      password: encryptLoginPassword(CI_SECRETS.DEMO_PASSWORD, CI_SECRETS.LOGIN_AES_KEY),
      grant_type: 'password',
      scope: 'server',
      randomStr,
      code: rows[0].code,
    };
    const reply = await call('POST', `${API}/auth/oauth/token`, { form, headers: { authorization: basic } });
    expect(reply.status).toBe(200);
    admin = { token: reply.body.access_token, tenantId: reply.body.tenant_id, userId: reply.body.user_id };
  } finally {
    await db.end();
  }
});

const exportAccountTypes = (port: number) => call('POST', `${API}/accountcenter/actAccountType/export`, { port, token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE' } });

describe('behind nginx (deploy/nginx.conf)', () => {
  let socket: TestSocket | undefined;
  afterAll(() => socket?.close());

  it("reminders reach a socket opened through the proxy's websocket, whichever instance ran the export", async () => {
    socket = new TestSocket(`ws://127.0.0.1:${proxyPort}/act/ws`);
    await socket.opened;
    socket.sendFrame('CONNECT', { 'accept-version': '1.2', host: '127.0.0.1', Authorization: `Bearer ${admin.token}`, 'TENANT-ID': String(admin.tenantId), 'heart-beat': '0,0' });
    expect((await socket.nextFrame())?.command).toBe('CONNECTED');
    socket.sendFrame('SUBSCRIBE', { id: 's1', destination: reminderDestination(admin.tenantId, admin.userId), receipt: 'r1' });
    expect((await socket.nextFrame())?.command).toBe('RECEIPT');
    // One export on each instance: the socket lives on one of them, so one reminder at least crosses over.
    for (const port of [ports.a, ports.b]) expect((await exportAccountTypes(port)).body.code).toBe(0);
    const bodies: string[] = [];
    while (bodies.length < 2) {
      const frame = await socket.nextFrame(60_000);
      expect(frame?.command).toBe('MESSAGE');
      bodies.push(frame!.body);
    }
    expect(bodies).toEqual(['账户类型导出', '账户类型导出']);
  });

  it('downloads an export through the proxy', async () => {
    const requested = await call('POST', `${API}/accountcenter/actAccountType/export`, { token: admin.token, json: { billType: 'EXPORT_ACCOUNT_TYPE' } });
    const id = requested.body.data.taskId as number;
    let task: { state: string; downloadUrl: string | null; totalNum: number } | undefined;
    for (let i = 0; i < 600 && (!task || task.state === 'doing'); i++) {
      const page = await call('GET', `${API}/admin/v1/export-task/page?size=100`, { token: admin.token });
      task = (page.body.data.records as { id: number; state: string; downloadUrl: string | null; totalNum: number }[]).find((r) => r.id === id);
      if (!task || task.state === 'doing') await new Promise((r) => setTimeout(r, 200));
    }
    expect(task?.state).toBe('done');
    const file = await call('GET', `${API}${task!.downloadUrl}`, { token: admin.token });
    expect(file.status).toBe(200);
    const rows = sheetRows((await readWorkbook(file.bytes)).worksheets[0]);
    expect(rows).toHaveLength(task!.totalNum + 1);
  });

  it('two client addresses keep separate sign-in limits', async () => {
    const limit = Number(process.env.SCALEOUT_LOGIN_RATE_LIMIT ?? 60);
    const check = (from: string) => call('POST', `${API}/auth/login/secCheck`, { from, json: { username: 'admin' } });
    // Addresses of this run only (all of 127.0.0.0/8 is loopback), so a second run within the minute starts afresh.
    const [first, second] = [1, 2].map((n) => `127.${n}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`);
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) statuses.push((await check(first)).status);
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
    expect((await check(second)).status).toBe(200);
    expect((await check(first)).status).toBe(429);
  });

  it('sends HSTS when the proxy says the request came over https, and the request id nginx gave it', async () => {
    const https = await call('GET', '/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    const plain = await call('GET', '/healthz');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // nginx's $request_id (32 hex digits) when the caller brought none: the instance kept it.
    expect(plain.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });
});
