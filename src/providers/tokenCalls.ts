import type { FailedLoginReply, TokenReply } from '@schemas/auth';
import type { Envelope } from '@schemas/envelope';
import type { SecCheckReply, SendCodeReply } from '@schemas/loginModes';
import { httpClient } from './lazyClient';
import { getConfig } from './config';
import { postRefreshToken, TOKEN_URL, tokenFormHeaders } from './tokenRequest';

/*
 * The sign-in calls of docs/product.md#signing-in. Token calls are form-encoded with the client's
 * Basic credentials and reject quietly (`ignoreErrors`): the login page shows their failures itself.
 */

export interface PasswordLogin {
  username: string;
  password: string;
  code?: string;
  randomStr?: string;
  /** The code sent to the phone of an account with a second factor. */
  secondCode?: string;
}

/** What a token call answers: tokens, or (password) a message with surplusTimes, or a tenant to use. */
export type LoginReply = Partial<TokenReply & FailedLoginReply & { tenantId: string | number; grayLoginUrl: string }>;

/** The cipher (crypto-js) loads when a password is sent, not with the sign-in page (docs/performance.md#what-the-browser-loads). */
async function passwordForm(p: PasswordLogin): Promise<Record<string, string>> {
  const { encryptLoginPassword } = await import('@schemas/loginCrypto');
  const form: Record<string, string> = {
    username: p.username.trim(),
    password: encryptLoginPassword(p.password, getConfig().loginAesKey),
    randomStr: p.randomStr ?? '',
    code: p.code ?? '',
  };
  if (p.secondCode) form.secondCode = p.secondCode.trim();
  return form;
}

export async function requestPasswordToken(p: PasswordLogin) {
  const form = new URLSearchParams({ ...(await passwordForm(p)), grant_type: 'password', scope: 'server' });
  return (await httpClient()).post<LoginReply>(TOKEN_URL, form, { headers: tokenFormHeaders(), ignoreErrors: true, anonymous: true });
}

export async function requestRefreshToken(refreshToken: string) {
  return postRefreshToken(await httpClient(), refreshToken);
}

/** `POST /auth/mobile/token/sms` with `mobile=SMS@<phone>`. */
export async function requestSmsToken(phone: string, code: string) {
  const form = new URLSearchParams({ mobile: `SMS@${phone.trim()}`, code: code.trim(), grant_type: 'mobile' });
  return (await httpClient()).post<LoginReply>('/auth/mobile/token/sms', form, { headers: tokenFormHeaders(), ignoreErrors: true, anonymous: true });
}

/** `POST /auth/mobile/token/social` with `mobile=<state>@<code>`. */
export async function requestSocialToken(state: string, code: string) {
  const form = new URLSearchParams({ mobile: `${state}@${code}`, grant_type: 'mobile' });
  return (await httpClient()).post<LoginReply>('/auth/mobile/token/social', form, { headers: tokenFormHeaders(), ignoreErrors: true, anonymous: true });
}

/** `POST /admin/v1/social/bind/login`: the password sign-in that binds the identity waiting under `state`. */
export async function requestBindLogin(state: string, p: PasswordLogin) {
  const form = new URLSearchParams({ ...(await passwordForm(p)), state });
  return (await httpClient()).post<LoginReply>('/admin/v1/social/bind/login', form, { headers: tokenFormHeaders(), ignoreErrors: true, anonymous: true });
}

export async function checkSecondFactor(username: string): Promise<boolean> {
  const { data } = await (await httpClient()).post<Envelope<SecCheckReply>>('/auth/login/secCheck', { username: username.trim() }, { ignoreErrors: true, anonymous: true });
  return data.data.secondCheck;
}

export async function sendSecondFactorCode(username: string) {
  const { data } = await (await httpClient()).post<Envelope<SendCodeReply>>('/admin/v1/sendCaptcha/secondCheck', { username: username.trim() }, { ignoreErrors: true, anonymous: true });
  return data.data;
}

/** The provider's address to send the browser to, coming back at this console's /authredirect. */
export async function socialLoginUrl(type: string): Promise<string> {
  const redirectUri = `${window.location.origin}/authredirect`;
  const { data } = await (await httpClient()).post<Envelope<string>>('/admin/v1/social/getSocialUrl', { type, redirectUri }, { ignoreErrors: true, anonymous: true });
  return data.data;
}
