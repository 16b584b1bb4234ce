import type { Envelope } from '@schemas/envelope';
import { httpClient } from './lazyClient';

/* The binding of a social identity (docs/product.md#signing-in), loaded with the /authredirect page that makes it. */

/** `POST /admin/v1/social/callback`: a signed-in user binds the identity of a provider round trip. */
export async function bindSocialIdentity(state: string, code: string) {
  const { data } = await (await httpClient()).post<Envelope<{ type: string; nickname: string }>>('/admin/v1/social/callback', { state, code }, { ignoreErrors: true });
  return data.data;
}
