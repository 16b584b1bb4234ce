import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { costOf, hashPassword } from '../../server/domain/password';
import { startServer, type TestServer } from './support/server';

/** A stored hash of a lower cost than the server's is replaced at the user's next successful sign-in. */
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function storedHash(username: string) {
  const row = await server.app.database.db.selectFrom('sys_user').select('password_hash').where('username', '=', username).executeTakeFirstOrThrow();
  return row.password_hash!;
}

describe('hash upgrade at sign-in', () => {
  it('replaces an older, cheaper hash with one of the server cost, and the password still signs in', async () => {
    const older = await hashPassword(server.config.demoPassword, { N: 1024, r: 8, p: 1 });
    await server.app.database.db.updateTable('sys_user').set({ password_hash: older }).where('username', '=', 'operator').execute();

    await server.login('operator');
    const upgraded = await storedHash('operator');
    expect(upgraded).not.toBe(older);
    expect(costOf(upgraded)).toEqual(server.config.passwordCost);

    await server.login('operator');
    expect(await storedHash('operator')).toBe(upgraded);
  });

  it('leaves the hash alone when the password is wrong', async () => {
    const older = await hashPassword(server.config.demoPassword, { N: 1024, r: 8, p: 1 });
    await server.app.database.db.updateTable('sys_user').set({ password_hash: older }).where('username', '=', 'tenant').execute();
    await expect(server.login('tenant', 'not-the-password')).rejects.toThrow(/426/);
    expect(await storedHash('tenant')).toBe(older);
  });
});
