import type { TokenReply } from '@schemas/auth';
import { getConfig } from './config';
import type { HttpClient } from './http';

/** The token endpoint of docs/product.md#signing-in; its calls are form-encoded with the client's Basic credentials. */
export const TOKEN_URL = '/auth/oauth/token';

export const tokenFormHeaders = () => ({
  Authorization: `Basic ${btoa(getConfig().oauthClient)}`,
  'Content-Type': 'application/x-www-form-urlencoded',
});

/**
 * The refresh-token call, given the client to send it with: the client itself renews an expired token
 * through it, so it must not import the client (tokenCalls.ts does, for every other sign-in call).
 */
export function postRefreshToken(client: HttpClient, refreshToken: string) {
  const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'server' });
  return client.post<TokenReply>(TOKEN_URL, form, { headers: tokenFormHeaders(), ignoreErrors: true, anonymous: true });
}
