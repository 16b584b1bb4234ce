import type { Envelope } from '@schemas/envelope';
import type { SendCodeReply } from '@schemas/loginModes';
import { httpClient } from './lazyClient';

/*
 * The phone form's calls (docs/product.md#signing-in): a sign-in code sent to the phone and the user names a phone
 * holds, loaded with the form when its tab is first opened rather than with the sign-in page
 * (docs/performance.md#what-the-browser-loads). They reject quietly (`ignoreErrors`): the form shows their failures.
 */

/** `GET /admin/mobile/1/{mobile}?captchaCode`: sends a sign-in code to the phone. */
export async function sendSmsCode(phone: string, captcha?: { randomStr: string; code: string }) {
  const params = captcha ? { randomStr: captcha.randomStr, captchaCode: captcha.code } : undefined;
  const { data } = await (await httpClient()).get<Envelope<SendCodeReply>>(`/admin/mobile/1/${encodeURIComponent(phone.trim())}`, { params, ignoreErrors: true, anonymous: true });
  return data.data;
}

export async function lookupUserNames(mobile: string, code: string): Promise<string[]> {
  const { data } = await (
    await httpClient()
  ).post<Envelope<string[]>>('/admin/v1/login/userName', { mobile: mobile.trim(), code: code.trim() }, { ignoreErrors: true, anonymous: true });
  return data.data;
}
