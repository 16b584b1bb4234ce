import { encryptLoginPassword } from '../../../schemas/loginCrypto';
import type { TestServer } from './server';

/** The newest code the outbox holds for a phone (development and test servers only). */
export async function latestCode(s: TestServer, phone: string): Promise<string | undefined> {
  const reply = await s.request('GET', '/dev/outbox', { query: { to: phone } });
  const text: string | undefined = reply.body?.data?.[0]?.text;
  return text?.match(/(\d{6})/)?.[1];
}

/** A fresh image captcha answered through the test hook. */
export async function captchaPair(s: TestServer) {
  const randomStr = `r${Math.random().toString(36).slice(2)}`;
  await s.request('GET', '/code', { query: { randomStr } });
  return { randomStr, code: (await s.app.captchaStore.peek(randomStr)) ?? '' };
}

/** Sends a phone code (answering the captcha when it is on). */
export async function sendSmsCode(s: TestServer, phone: string) {
  const query: Record<string, string> = {};
  if (s.config.captcha) {
    const { randomStr, code } = await captchaPair(s);
    Object.assign(query, { randomStr, captchaCode: code });
  }
  return s.request('GET', `/admin/mobile/1/${encodeURIComponent(phone)}`, { query });
}

export async function passwordForm(s: TestServer, username: string, password: string, extra: Record<string, string> = {}) {
  const { randomStr, code } = await captchaPair(s);
  return {
    username,
    password: encryptLoginPassword(password, s.config.loginAesKey),
    grant_type: 'password',
    scope: 'server',
    randomStr,
    code,
    ...extra,
  };
}

/** Runs the demo provider round trip: the authorize page's link for an identity, as state and code. */
export async function demoRoundTrip(s: TestServer, openIdLabel: RegExp) {
  const urlReply = await s.request('POST', '/admin/v1/social/getSocialUrl', { json: { type: 'DEMO' } });
  if (urlReply.status !== 200) throw new Error(`getSocialUrl: ${urlReply.text}`);
  const page = await s.request('GET', `${s.baseUrl}${urlReply.body.data}`);
  const links = [...page.text.matchAll(/<a class="identity" href="([^"]+)">([^<]+)<\/a>/g)];
  const link = links.find((m) => openIdLabel.test(m[2]));
  if (!link) throw new Error(`no identity ${openIdLabel} on ${page.text}`);
  const back = new URL(link[1].replace(/&amp;/g, '&'));
  return { state: back.searchParams.get('state')!, code: back.searchParams.get('code')!, back };
}
