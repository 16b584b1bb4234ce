import type pg from 'pg';
import { expect } from 'vitest';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { CI_SECRETS } from '../../scripts/productionSecrets';
import { requestInit, type RequestOptions } from '../api/support/requestInit';

/**
 * Calls to the two scale-out instances `.ci/run` starts (SCALEOUT_A_PORT, SCALEOUT_B_PORT on DATABASE_URL), for the
 * scale-out files that need no more than a signed-in user: a call to either side, and a sign-in whose captcha is
 * read where the image's answer lives (what a user reads off the image).
 */
const ports = { a: Number(process.env.SCALEOUT_A_PORT), b: Number(process.env.SCALEOUT_B_PORT) };
if (!ports.a || !ports.b || !process.env.DATABASE_URL) throw new Error('run through .ci/run: SCALEOUT_A_PORT, SCALEOUT_B_PORT and DATABASE_URL are needed');
export const instanceUrl = { a: `http://127.0.0.1:${ports.a}`, b: `http://127.0.0.1:${ports.b}` };
export type Side = keyof typeof instanceUrl;
export const SIDES: readonly Side[] = ['a', 'b'];
const API = '/catering';
const basic = `Basic ${Buffer.from(CI_SECRETS.OAUTH_CLIENT).toString('base64')}`;

export interface InstanceReply {
  status: number;
  headers: Headers;
  body: any;
  /** The reply's bytes as they came (a replay is compared byte for byte). */
  bytes: Buffer;
}

export async function call(side: Side, method: string, path: string, options: RequestOptions = {}): Promise<InstanceReply> {
  const res = await fetch(`${instanceUrl[side]}${API}${path}`, requestInit(method, options));
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: unknown;
  try {
    body = JSON.parse(bytes.toString('utf8'));
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, body, bytes };
}

export async function signIn(db: pg.Client, side: Side, username: string) {
  const randomStr = `i${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
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
  return reply.body.access_token as string;
}
