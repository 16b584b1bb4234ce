import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { broadcastDestination, reminderDestination, topic02Auth, topic02Path } from '../../schemas/realtime';
import { serverWithUsers } from './support/server';
import { TestSocket } from './support/wsClient';

/** STOMP 1.2 at /act/ws, the plain per-user channel and broadcasts, over real websockets. */
// Keyed by any string: helpers below look a user up by the name they are given.
const t = serverWithUsers<string>(['admin', 'operator', 'tenant']);
let wsBase: string;
const sockets: TestSocket[] = [];

beforeAll(() => {
  wsBase = t.server.baseUrl.replace(/^http/, 'ws');
});
afterEach(() => {
  for (const socket of sockets.splice(0)) if (socket.isOpen) socket.close();
});

async function open(path: string, headers?: Record<string, string>): Promise<TestSocket> {
  const socket = new TestSocket(`${wsBase}${path}`, headers);
  sockets.push(socket);
  await socket.opened;
  return socket;
}

/** Opens a user's plain channel and signs in with the first message, as the console does. */
async function openPlain(name: string, tenantId?: number, channelOf = name) {
  const socket = await open(topic02Path(t.user[channelOf].userId));
  socket.send(JSON.stringify(topic02Auth(t.user[name].token, tenantId)));
  return socket;
}

/** Opens /act/ws and sends CONNECT; returns the socket and the server's first frame. */
async function connect(headers: Record<string, string>) {
  const socket = await open('/act/ws');
  socket.sendFrame('CONNECT', { 'accept-version': '1.2,1.1,1.0', host: '127.0.0.1', ...headers });
  return { socket, reply: await socket.nextFrame() };
}

async function connectAs(name: string, extra: Record<string, string> = {}) {
  const { socket, reply } = await connect({ Authorization: `Bearer ${t.user[name].token}`, 'TENANT-ID': String(t.user[name].tenantId), ...extra });
  expect(reply?.command).toBe('CONNECTED');
  return socket;
}

async function subscribeOk(socket: TestSocket, id: string, destination: string) {
  socket.sendFrame('SUBSCRIBE', { id, destination, receipt: `r-${id}` });
  const receipt = await socket.nextFrame();
  expect(receipt).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': `r-${id}` } });
}

async function expectError(socket: TestSocket, message: string | RegExp) {
  const frame = await socket.nextFrame();
  expect(frame?.command).toBe('ERROR');
  if (typeof message === 'string') expect(frame?.headers.message).toBe(message);
  else expect(frame?.headers.message).toMatch(message);
  const closed = await socket.closed;
  expect(closed.code).toBe(1002);
}

describe('STOMP CONNECT', () => {
  it('accepts the bearer token in Authorization and negotiates version 1.2 and heart-beats', async () => {
    const { reply } = await connect({ Authorization: `Bearer ${t.user.admin.token}`, 'TENANT-ID': '1', 'heart-beat': '10000,10000' });
    expect(reply?.command).toBe('CONNECTED');
    expect(reply?.headers.version).toBe('1.2');
    expect(reply?.headers['heart-beat']).toBe('5000,5000');
    expect(reply?.headers['user-name']).toBe('admin');
    expect(reply?.headers.session).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('accepts the token in an access_token header and the tenant as tenantId', async () => {
    const { reply } = await connect({ access_token: t.user.tenant.token, tenantId: '2' });
    expect(reply?.command).toBe('CONNECTED');
    expect(reply?.headers['user-name']).toBe('tenant');
  });

  it('refuses a missing or unknown token with ERROR and closes', async () => {
    const missing = await connect({});
    expect(missing.reply).toMatchObject({ command: 'ERROR', headers: { message: '用户凭证已过期！' } });
    expect((await missing.socket.closed).code).toBe(1002);
    const wrong = await connect({ Authorization: 'Bearer not-a-token' });
    expect(wrong.reply?.headers.message).toBe('用户凭证已过期！');
  });

  it('refuses a tenant the user does not belong to', async () => {
    const { reply, socket } = await connect({ Authorization: `Bearer ${t.user.tenant.token}`, 'TENANT-ID': '1' });
    expect(reply).toMatchObject({ command: 'ERROR', headers: { message: '当前操作没有权限' } });
    expect((await socket.closed).code).toBe(1002);
  });

  it('refuses a client that cannot speak 1.2 and a malformed heart-beat', async () => {
    const old = await connect({ 'accept-version': '1.0,1.1', Authorization: `Bearer ${t.user.admin.token}` });
    expect(old.reply?.headers.message).toBe('Supported protocol versions are 1.2');
    const beat = await connect({ Authorization: `Bearer ${t.user.admin.token}`, 'heart-beat': 'fast' });
    expect(beat.reply?.headers.message).toBe('Invalid heart-beat header');
  });

  it('refuses any frame before CONNECT', async () => {
    const socket = await open('/act/ws');
    socket.sendFrame('SUBSCRIBE', { id: '1', destination: reminderDestination(1, t.user.admin.userId) });
    await expectError(socket, 'Not connected');
  });

  it('refuses a second CONNECT', async () => {
    const socket = await connectAs('admin');
    socket.sendFrame('CONNECT', { 'accept-version': '1.2', Authorization: `Bearer ${t.user.admin.token}` });
    await expectError(socket, 'Already connected');
  });
});

describe('STOMP subscriptions', () => {
  it('delivers a reminder sent with notifyUser to the own channel, and stores it as a system message', async () => {
    const { userId } = t.user.admin;
    const socket = await connectAs('admin');
    await subscribeOk(socket, 'sub-0', reminderDestination(1, userId));
    const result = await t.server.app.realtime.notifyUser(1, userId, '导出账户流水已完成，');
    expect(result.delivered).toBe(1);
    const message = await socket.nextFrame();
    expect(message?.command).toBe('MESSAGE');
    expect(message?.headers).toMatchObject({ subscription: 'sub-0', destination: reminderDestination(1, userId) });
    expect(message?.headers['message-id']).toBeTruthy();
    // The stored reminder's id, so the console can open /activti/detail/<id>.
    expect(message?.headers['reminder-id']).toBe(String(result.messageId));
    expect(message?.body).toBe('导出账户流水已完成，');
    const mine = await t.server.request('GET', '/admin/message/mine', { token: t.user.admin.token, tenantId: 1 });
    expect(mine.body.data.records[0]).toMatchObject({ id: result.messageId, title: '协同提醒', content: '导出账户流水已完成，', readFlag: '0' });
  });

  it("refuses another user's channel with ERROR and closes the connection", async () => {
    const socket = await connectAs('admin');
    socket.sendFrame('SUBSCRIBE', { id: 'x', destination: reminderDestination(1, t.user.operator.userId) });
    await expectError(socket, 'Access denied');
    // The refused subscription never received anything.
    expect((await t.server.app.realtime.notifyUser(1, t.user.operator.userId, '不该送达')).delivered).toBe(0);
  });

  it("refuses the own user's channel of another tenant, and unknown destinations", async () => {
    const a = await connectAs('tenant');
    a.sendFrame('SUBSCRIBE', { id: 'x', destination: reminderDestination(1, t.user.tenant.userId) });
    await expectError(a, 'Access denied');
    const b = await connectAs('tenant');
    b.sendFrame('SUBSCRIBE', { id: 'y', destination: '/topic/everything' });
    await expectError(b, 'Access denied');
  });

  it('lets an operations user connected for another tenant use that tenant’s channel only', async () => {
    const socket = await connectAs('operator', { 'TENANT-ID': '2' });
    await subscribeOk(socket, 'op', reminderDestination(2, t.user.operator.userId));
    expect((await t.server.app.realtime.notifyUser(2, t.user.operator.userId, '租户2任务')).delivered).toBe(1);
    expect((await socket.nextFrame())?.body).toBe('租户2任务');
  });

  it('stops delivering after UNSUBSCRIBE, and refuses an unknown subscription id', async () => {
    const socket = await connectAs('admin');
    const destination = reminderDestination(1, t.user.admin.userId);
    await subscribeOk(socket, 's1', destination);
    socket.sendFrame('UNSUBSCRIBE', { id: 's1', receipt: 'u1' });
    expect((await socket.nextFrame())?.headers['receipt-id']).toBe('u1');
    expect((await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '已退订')).delivered).toBe(0);
    socket.sendFrame('UNSUBSCRIBE', { id: 's1' });
    await expectError(socket, 'Unknown subscription');
  });

  it('refuses a duplicate subscription id and a SUBSCRIBE without a destination', async () => {
    const a = await connectAs('admin');
    await subscribeOk(a, 'd', reminderDestination(1, t.user.admin.userId));
    a.sendFrame('SUBSCRIBE', { id: 'd', destination: broadcastDestination(1) });
    await expectError(a, 'Duplicate subscription id');
    const b = await connectAs('admin');
    b.sendFrame('SUBSCRIBE', { id: 'e' });
    await expectError(b, 'Missing header: destination');
  });
});

describe('STOMP SEND, transactions and DISCONNECT', () => {
  it('delivers a SEND to the own channel as MESSAGE with its content type', async () => {
    const socket = await connectAs('admin');
    const destination = reminderDestination(1, t.user.admin.userId);
    await subscribeOk(socket, 'me', destination);
    socket.sendFrame('SEND', { destination, 'content-type': 'application/json', 'reminder-id': '1' }, '{"a":1}');
    const message = await socket.nextFrame();
    expect(message).toMatchObject({ command: 'MESSAGE', body: '{"a":1}', headers: { 'content-type': 'application/json', subscription: 'me' } });
    // Only the server names a stored reminder: a client cannot pass one off as its own.
    expect(message?.headers['reminder-id']).toBeUndefined();
  });

  it('holds transactional sends until COMMIT and drops them on ABORT', async () => {
    const socket = await connectAs('admin');
    const destination = reminderDestination(1, t.user.admin.userId);
    await subscribeOk(socket, 'tx', destination);
    socket.sendFrame('BEGIN', { transaction: 't1' });
    socket.sendFrame('SEND', { destination, transaction: 't1' }, 'kept');
    socket.sendFrame('BEGIN', { transaction: 't2' });
    socket.sendFrame('SEND', { destination, transaction: 't2' }, 'dropped');
    socket.sendFrame('ABORT', { transaction: 't2', receipt: 'aborted' });
    expect((await socket.nextFrame())?.headers['receipt-id']).toBe('aborted');
    socket.sendFrame('COMMIT', { transaction: 't1' });
    expect((await socket.nextFrame())?.body).toBe('kept');
    socket.sendFrame('SEND', { destination, transaction: 'nope' }, 'x');
    await expectError(socket, 'Unknown transaction');
  });

  it('refuses a SEND to another user', async () => {
    const socket = await connectAs('admin');
    socket.sendFrame('SEND', { destination: reminderDestination(1, t.user.operator.userId) }, 'spoof');
    await expectError(socket, 'Access denied');
  });

  it('answers DISCONNECT with its receipt and closes', async () => {
    const socket = await connectAs('admin');
    socket.sendFrame('DISCONNECT', { receipt: 'bye-1' });
    expect(await socket.nextFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': 'bye-1' } });
    expect((await socket.closed).code).toBe(1000);
  });
});

describe('STOMP bad frames', () => {
  it('answers an unknown command with ERROR', async () => {
    const socket = await connectAs('admin');
    socket.send('HELLO\n\n\u0000');
    await expectError(socket, 'Unknown command');
  });

  it('answers a header line without a colon with ERROR', async () => {
    const socket = await connectAs('admin');
    socket.send('SEND\ndestination\n\nbody\u0000');
    await expectError(socket, 'Malformed header');
  });

  it('answers an undefined escape and a lying content-length with ERROR', async () => {
    const a = await connectAs('admin');
    a.send(`SEND\ndestination:/topic/x\\t\n\nbody\u0000`);
    await expectError(a, 'Undefined escape sequence in header');
    const b = await connectAs('admin');
    b.send(`SEND\ndestination:${reminderDestination(1, t.user.admin.userId)}\ncontent-length:2\n\nlonger\u0000`);
    await expectError(b, 'Malformed frame');
  });

  it('answers a lower-case command line with ERROR', async () => {
    const socket = await open('/act/ws');
    socket.send('connect\naccept-version:1.2\n\n\u0000');
    await expectError(socket, 'Malformed frame');
  });

  it('reads frames split across websocket messages and several in one message', async () => {
    const socket = await connectAs('admin');
    const destination = reminderDestination(1, t.user.admin.userId);
    socket.send(`SUBSCRIBE\nid:p\ndestination:${destination}\n`);
    socket.send(`receipt:rp\n\n\u0000\nSEND\ndestination:${destination}\n\none\u0000SEND\ndestination:${destination}\n\ntwo\u0000`);
    expect((await socket.nextFrame())?.headers['receipt-id']).toBe('rp');
    expect((await socket.nextFrame())?.body).toBe('one');
    expect((await socket.nextFrame())?.body).toBe('two');
  });
});

describe('STOMP heart-beats', () => {
  it('sends heart-beats at the negotiated interval and accepts the client’s', async () => {
    // The client wants beats every 1 s; the server offers 5 s, so it sends every max(5000, 1000) = 5 s.
    const socket = await connectAs('admin', { 'heart-beat': '1000,1000' });
    socket.send('\n');
    expect(await socket.waitHeartbeats(1, 8000)).toBeGreaterThanOrEqual(1);
    expect(socket.isOpen).toBe(true);
  }, 15000);

  it('sends none when the client asks for none', async () => {
    const socket = await connectAs('admin', { 'heart-beat': '0,0' });
    expect(await socket.waitHeartbeats(1, 6000)).toBe(0);
    expect(socket.isOpen).toBe(true);
  }, 15000);
});

describe('the per-user topic02 channel', () => {
  it('signs in with its first message, then pushes reminders and answers ping', async () => {
    const { userId } = t.user.admin;
    const socket = await openPlain('admin', 1);
    expect(JSON.parse((await socket.next())!)).toEqual({ type: 'ready', userId, tenantId: 1 });
    // admin approves: the channel tells the count of requests waiting (docs/approvals.md) once it is ready.
    expect(JSON.parse((await socket.next())!)).toMatchObject({ type: 'approval', tenantId: 1, todo: 0 });
    socket.send('ping');
    expect(await socket.next()).toBe('pong');
    const result = await t.server.app.realtime.notifyUser(1, userId, '审批任务');
    expect(result.delivered).toBe(1);
    expect(JSON.parse((await socket.next())!)).toMatchObject({ type: 'reminder', tenantId: 1, message: '审批任务', messageId: result.messageId });
  });

  it('signs in with the upgrade’s headers, for a client that can set them', async () => {
    const { token, userId } = t.user.admin;
    const socket = await open(topic02Path(userId), { authorization: `Bearer ${token}`, 'tenant-id': '1' });
    expect(JSON.parse((await socket.next())!)).toEqual({ type: 'ready', userId, tenantId: 1 });
  });

  it('delivers nothing before the sign-in', async () => {
    const socket = await open(topic02Path(t.user.admin.userId));
    await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '未登录不送达');
    expect(await socket.next(300)).toBeNull();
    socket.send(JSON.stringify(topic02Auth(t.user.admin.token, 1)));
    expect(JSON.parse((await socket.next())!)).toMatchObject({ type: 'ready' });
    // admin approves: once signed in, the channel tells the count of requests waiting (docs/approvals.md).
    expect(JSON.parse((await socket.next())!)).toMatchObject({ type: 'approval', tenantId: 1 });
    await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '登录后送达');
    expect(JSON.parse((await socket.next())!)).toMatchObject({ type: 'reminder', message: '登录后送达' });
  });

  it("closes another user's channel or tenant with 4403, and a bad or missing sign-in with 4401", async () => {
    const foreign = await openPlain('admin', undefined, 'operator');
    expect((await foreign.closed).code).toBe(4403);
    const otherTenant = await openPlain('tenant', 1);
    expect((await otherTenant.closed).code).toBe(4403);
    const bad = await open(topic02Path(t.user.admin.userId));
    bad.send(JSON.stringify(topic02Auth('nope')));
    expect((await bad.closed).code).toBe(4401);
    for (const first of ['ping', '{"type":"auth"}', '{"type":"auth","token":7}', '{"type":"hello","token":"x"}', 'not json', '[]']) {
      const wrong = await open(topic02Path(t.user.admin.userId));
      wrong.send(first);
      expect((await wrong.closed).code, first).toBe(4401);
    }
  });

  it('refuses a token in the address without reading it, so a client of the old form learns at once', async () => {
    const { token, userId } = t.user.admin;
    for (const query of [`access_token=${token}&tenantId=1`, `token=${token}`]) {
      const socket = await open(`${topic02Path(userId)}?${query}`);
      const closed = await socket.closed;
      expect(closed).toEqual({ code: 4401, reason: 'send the token in the first message, never in the address' });
      expect(socket.messages).toEqual([]);
    }
  });
});

describe('POST /consumer/send/broadcast', () => {
  it('reaches the tenant’s broadcast subscribers and plain channels, not other tenants', async () => {
    const stomp = await connectAs('admin');
    await subscribeOk(stomp, 'b', broadcastDestination(1));
    const plain = await openPlain('operator', 1);
    await plain.next();
    const other = await openPlain('tenant');
    await other.next();
    const reply = await t.server.request('POST', '/consumer/send/broadcast', { token: t.user.admin.token, tenantId: 1, json: { message: '系统将于今晚维护' } });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ code: 0, data: { delivered: 2 } });
    expect((await stomp.nextFrame())?.body).toBe('系统将于今晚维护');
    expect(JSON.parse((await plain.next())!)).toMatchObject({ type: 'broadcast', message: '系统将于今晚维护' });
    expect(await other.next(300)).toBeNull();
  });

  it('validates the message and needs a signed-in user', async () => {
    const empty = await t.server.request('POST', '/consumer/send/broadcast', { token: t.user.admin.token, json: { message: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请输入消息内容');
    const long = await t.server.request('POST', '/consumer/send/broadcast', { token: t.user.admin.token, json: { message: 'x'.repeat(501) } });
    expect(long.body.msg).toBe('消息内容不能超过500个字符');
    const anonymous = await t.server.request('POST', '/consumer/send/broadcast', { json: { message: 'hi' } });
    expect(anonymous.status).toBe(401);
  });
});
