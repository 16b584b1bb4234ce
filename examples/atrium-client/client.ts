import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './atrium-api';

/**
 * A small client of the Atrium API, as another team would write it: the types are generated from the API's
 * document (`atrium-api.d.ts`, by openapi-typescript), the calls made by openapi-fetch. Nothing here is
 * written by hand about a route's input or reply: a change of the published contract breaks this file's
 * type-check, and tests/api/generatedClient.test.ts runs it against the real server.
 */
export type AtriumClient = Client<paths>;
export type TokenReply = components['schemas']['TokenReply'];
export type Account = components['schemas']['Account'];
export type AccountFlow = components['schemas']['AccountFlow'];

/** A client of the API at `apiBase` (the server's address and API_BASE, e.g. `https://atrium.example/catering`). */
export function atriumClient(apiBase: string, fetchImpl?: typeof fetch): AtriumClient {
  return createClient<paths>({ baseUrl: apiBase, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
}

/** What signing in with a password takes (docs/product.md#public-routes): the password encrypted as the login page does. */
export interface PasswordSignIn {
  /** The OAuth client's `id:secret` (the deployment's OAUTH_CLIENT). */
  clientCredentials: string;
  username: string;
  /** The password, AES-encrypted with the deployment's LOGIN_AES_KEY, as the login page sends it. */
  encryptedPassword: string;
  /** The captcha's key and its answer (`GET /code?randomStr=`), where the deployment asks for one. */
  randomStr?: string;
  code?: string;
}

/** `POST /auth/oauth/token` with the password grant; the token reply, or the refusal's message as an error. */
export async function signIn(client: AtriumClient, sign: PasswordSignIn): Promise<TokenReply> {
  const { data, error } = await client.POST('/auth/oauth/token', {
    headers: { authorization: `Basic ${btoa(sign.clientCredentials)}` },
    body: { grant_type: 'password', scope: 'server', username: sign.username, password: sign.encryptedPassword, randomStr: sign.randomStr, code: sign.code },
  });
  if (!data) throw new Error(`sign-in refused: ${error?.msg ?? 'no reply'}`);
  return data;
}

/** Every later call of `client` carries the session's token and the tenant it acts on. */
export function withSession(client: AtriumClient, token: TokenReply): void {
  const session: Middleware = {
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${token.access_token}`);
      request.headers.set('TENANT-ID', String(token.tenant_id));
      return request;
    },
  };
  client.use(session);
}

/** A page of the tenant's child accounts (the Child account list). */
export async function childAccounts(client: AtriumClient, current = 1, size = 10) {
  const { data, error } = await client.POST('/accountcenter/actAccount/son/list', { body: { current, size } });
  if (!data) throw new Error(`child accounts refused: ${error?.msg ?? 'no reply'}`);
  return data.data;
}

/** A page of account flows (the Account flow detail page), optionally of one account. */
export async function accountFlows(client: AtriumClient, filter: { accountNo?: string; current?: number; size?: number } = {}) {
  const { data, error } = await client.POST('/accountcenter/actaccountflow/detail/page', { body: { current: 1, size: 10, ...filter } });
  if (!data) throw new Error(`account flows refused: ${error?.msg ?? 'no reply'}`);
  return data.data;
}
