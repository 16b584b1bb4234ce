import type { AppConfig } from '../server/config';
import { encryptLoginPassword } from '../schemas/loginCrypto';
import { ms, report, timeCalls } from './measure';

/** Signs in as the demo administrator through the real token call and returns the bearer headers. */
export async function signIn(baseUrl: string, config: AppConfig, username = 'admin') {
  const body = new URLSearchParams({
    username,
    password: encryptLoginPassword(config.demoPassword, config.loginAesKey),
    grant_type: 'password',
    scope: 'server',
    randomStr: '0',
    code: '',
  });
  const reply = await fetch(`${baseUrl}${config.apiBase}/auth/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(config.oauthClient).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
  const token = (await reply.json()) as { access_token: string; tenant_id: number };
  if (!token.access_token) throw new Error(`sign-in failed: ${JSON.stringify(token)}`);
  return { Authorization: `Bearer ${token.access_token}`, 'TENANT-ID': String(token.tenant_id) };
}

/** Latency of the account type list call over a few hundred sequential requests. */
export async function measureApi(baseUrl: string, config: AppConfig) {
  const headers = await signIn(baseUrl, config);
  const url = `${baseUrl}${config.apiBase}/accountcenter/actAccountType/listPage?current=1&size=10`;
  const stats = await timeCalls(300, async () => {
    const reply = await fetch(url, { headers });
    const body = (await reply.json()) as { code: number };
    if (body.code !== 0) throw new Error(`list failed: ${JSON.stringify(body)}`);
  });
  report(`account type list, median of ${stats.n}`, ms(stats.median), '25 ms', stats.median < 25);
  report(`account type list, p95 of ${stats.n}`, ms(stats.p95), '50 ms', stats.p95 < 50);
}
