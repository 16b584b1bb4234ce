import { connect } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startServer } from './support/server';

/** Whether a new TCP connection to the port is accepted, or refused (its error code). */
const tryConnect = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

/**
 * A stopping instance (SIGTERM: app.close) refuses new connections at once, so that a proxy sends them to
 * another instance whatever their method, and still answers the request it is serving (docs/operating.md,
 * "What survives what"): a rolling restart fails no call.
 */
describe('an instance that stops', () => {
  it('refuses new connections at once and still answers the request under way', async () => {
    const s = await startServer();
    const token = await s.login('admin');
    const port = Number(new URL(s.baseUrl).port);
    // The request under way waits on a lock the test holds (the users' table, which every signed-in call reads).
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holding = s.app.database.db.transaction().execute(async (trx) => {
      await sql`lock table sys_user in access exclusive mode`.execute(trx);
      locked();
      await released;
    });
    await lockTaken;
    const arrived = new Promise<void>((resolve) => s.app.server.once('request', () => resolve()));
    const underWay = s.request('GET', '/admin/user/info', { token });
    await arrived;

    const stopping = s.stop();
    await expect.poll(() => s.app.server.listening).toBe(false);
    expect(await tryConnect(port)).toBe('ECONNREFUSED');

    release();
    await holding;
    const answered = await underWay;
    expect(answered.status).toBe(200);
    expect(answered.body.data.sysUser.username).toBe('admin');
    expect(answered.headers.get('connection')).toBe('close');
    await stopping;
  });
});
