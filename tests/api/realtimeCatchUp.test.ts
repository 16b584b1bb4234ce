import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { REMINDER_AFTER_HEADER, REMINDER_LAST_HEADER, reminderDestination } from '../../schemas/realtime';
import { RealtimeService } from '../../server/services/realtime';
import { startRealtime } from '../../src/providers/live';
import { serverWithUsers } from './support/server';
import { framesUntil } from './support/stomp';
import { TestSocket, type ReceivedFrame } from './support/wsClient';

/**
 * Reminders are not missed across a lost connection (docs/operating.md, "What survives what"): a client that
 * reconnects names the last reminder it saw and is sent what was stored since, and an instance whose LISTEN
 * connection was lost sends its subscriptions what the other instances stored meanwhile.
 */
const t = serverWithUsers(['admin']);
const sockets: TestSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) if (socket.isOpen) socket.close();
});

async function connected(): Promise<{ socket: TestSocket; newest: string }> {
  const socket = new TestSocket(`${t.server.baseUrl.replace(/^http/, 'ws')}/act/ws`);
  sockets.push(socket);
  await socket.opened;
  socket.sendFrame('CONNECT', { 'accept-version': '1.2', host: '127.0.0.1', Authorization: `Bearer ${t.user.admin.token}`, 'TENANT-ID': '1' });
  const frame = await socket.nextFrame();
  expect(frame?.command).toBe('CONNECTED');
  return { socket, newest: frame!.headers[REMINDER_LAST_HEADER] };
}

const remind = async (text: string) => (await t.server.app.realtime.notifyUser(1, t.user.admin.userId, text)).messageId;
const own = () => reminderDestination(1, t.user.admin.userId);
const reminderOf = (frame: ReceivedFrame) => ({ id: Number(frame.headers['reminder-id']), body: frame.body });

describe('a reminder subscription that names the last reminder seen', () => {
  it('is sent what was stored after it, oldest first, then live ones, none twice', async () => {
    const seen = await remind('看过的提醒');
    const { socket, newest } = await connected();
    expect(newest).toBe(String(seen));
    const missed = [await remind('错过一'), await remind('错过二')];

    socket.sendFrame('SUBSCRIBE', { id: 's1', destination: own(), receipt: 'r1', [REMINDER_AFTER_HEADER]: String(seen) });
    const frames = await framesUntil(socket, (frame) => frame.command === 'RECEIPT');
    expect(frames.filter((f) => f.command === 'MESSAGE').map(reminderOf)).toEqual([
      { id: missed[0], body: '错过一' },
      { id: missed[1], body: '错过二' },
    ]);
    const live = await remind('实时');
    expect(reminderOf((await socket.nextFrame())!)).toEqual({ id: live, body: '实时' });
    // What it has had comes no second time, however often the instance catches up.
    await t.server.app.realtime.catchUpReminders();
    expect(await socket.nextFrame(500)).toBeNull();
  });

  it('without the header starts after the newest at the connection and sends nothing old', async () => {
    await remind('旧提醒');
    const { socket } = await connected();
    socket.sendFrame('SUBSCRIBE', { id: 's1', destination: own(), receipt: 'r1' });
    expect((await socket.nextFrame())?.command).toBe('RECEIPT');
    expect(await socket.nextFrame(500)).toBeNull();
  });

  it('refuses a header that is not an id', async () => {
    const { socket } = await connected();
    socket.sendFrame('SUBSCRIBE', { id: 's1', destination: own(), [REMINDER_AFTER_HEADER]: '12; drop' });
    expect(await socket.nextFrame()).toMatchObject({ command: 'ERROR', headers: { message: `Invalid ${REMINDER_AFTER_HEADER} header` } });
  });
});

describe('an instance that did not hear the others for a while', () => {
  it('sends its subscriptions what another instance stored meanwhile, once, when it listens again', async () => {
    const { socket } = await connected();
    socket.sendFrame('SUBSCRIBE', { id: 's1', destination: own(), receipt: 'r1' });
    expect((await socket.nextFrame())?.command).toBe('RECEIPT');
    // Another instance on the same database, whose notifications this one did not hear (nothing relays them).
    const other = new RealtimeService(t.server.app.database.db);
    const { messageId } = await other.notifyUser(1, t.user.admin.userId, '另一实例的提醒');
    expect(await socket.nextFrame(500)).toBeNull();

    await t.server.app.realtime.catchUpReminders();
    expect(reminderOf((await socket.nextFrame())!)).toEqual({ id: messageId, body: '另一实例的提醒' });
    await t.server.app.realtime.catchUpReminders();
    expect(await socket.nextFrame(500)).toBeNull();
  });
});

describe("the console's realtime client", () => {
  it('connects again after the server dropped it and is sent the reminder stored while it was away', async () => {
    const global = globalThis as { WebSocket?: unknown };
    const before = global.WebSocket;
    // Node 20 has no WebSocket of its own; the console's client takes the ws package's, as a browser's.
    global.WebSocket = createRequire(import.meta.url)('ws');
    const reminders: { message: string; id?: number }[] = [];
    const states: boolean[] = [];
    const stop = startRealtime({
      token: t.user.admin.token,
      tenantId: 1,
      userId: t.user.admin.userId,
      origin: t.server.baseUrl.replace(/^http/, 'ws'),
      onReminder: (message, id) => reminders.push({ message, id }),
      onStateChange: (state) => states.push(state.stomp),
    });
    try {
      await expect.poll(() => states.at(-1), { timeout: 10_000 }).toBe(true);
      const sockets = (t.server.app as unknown as { websocketServer: { clients: Set<{ terminate(): void }> } }).websocketServer.clients;
      for (const client of sockets) client.terminate();
      await expect.poll(() => states.at(-1), { timeout: 10_000 }).toBe(false);
      // Stored while neither of its channels is open: only the catch-up of the reconnection can bring it.
      const id = await remind('断线期间的提醒');
      await expect.poll(() => reminders.find((r) => r.id === id), { timeout: 15_000 }).toEqual({ message: '断线期间的提醒', id });
      expect(states.at(-1)).toBe(true);
    } finally {
      stop();
      global.WebSocket = before;
    }
  });
});
