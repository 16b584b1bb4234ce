import { httpClient } from './lazyClient';
import { getConfig } from './config';
import { setStore } from './storage';
import { KEYS } from './session';
import { newIdempotencyKey } from './intentKey';

/**
 * The password change (docs/security.md, "Users, roles and data scopes"): the set-password step after a sign-in
 * with a temporary password, and the change on the personal info page. Both passwords travel encrypted as at
 * sign-in; the server checks its rules on the plain text, so a message shown is the server's own.
 */
export async function changeOwnPassword(current: string, next: string): Promise<void> {
  const { encryptLoginPassword } = await import('@schemas/loginCrypto');
  const key = getConfig().loginAesKey;
  // With its idempotency key (docs/api.md, "Idempotency keys and versions"): a retry after a lost answer gets the
  // change's own reply, not 原密码错误 from a password it already changed.
  await (
    await httpClient()
  ).put('/admin/user/password', { password: encryptLoginPassword(current, key), newPassword: encryptLoginPassword(next, key) }, { idempotencyKey: newIdempotencyKey() });
  setStore({ name: KEYS.passwordTemporary, content: false });
}
