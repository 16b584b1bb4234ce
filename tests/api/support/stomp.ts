import { expect } from 'vitest';
import type { TestServer } from './server';
import { TestSocket, type ReceivedFrame } from './wsClient';

/** A STOMP connection to /act/ws signed in as a user, for the realtime tests. */
export async function stompAs(server: TestServer, who: { token: string; tenantId: number }): Promise<TestSocket> {
  const socket = new TestSocket(`${server.baseUrl.replace(/^http/, 'ws')}/act/ws`);
  await socket.opened;
  socket.sendFrame('CONNECT', { 'accept-version': '1.2', host: '127.0.0.1', Authorization: `Bearer ${who.token}`, 'TENANT-ID': String(who.tenantId) });
  expect((await socket.nextFrame())?.command).toBe('CONNECTED');
  return socket;
}

/** Subscribes and waits for the server's receipt, so nothing sent afterwards is missed. */
export async function subscribed(socket: TestSocket, id: string, destination: string): Promise<void> {
  socket.sendFrame('SUBSCRIBE', { id, destination, receipt: `r-${id}` });
  expect(await socket.nextFrame()).toMatchObject({ command: 'RECEIPT', headers: { 'receipt-id': `r-${id}` } });
}

/** Frames until `done` says the last one ended the wait (or the time ran out: then what came so far). */
export async function framesUntil(socket: TestSocket, done: (frame: ReceivedFrame) => boolean, timeoutMs = 30_000): Promise<ReceivedFrame[]> {
  const frames: ReceivedFrame[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const frame = await socket.nextFrame(Math.max(1, deadline - Date.now()));
    if (!frame) return frames;
    frames.push(frame);
    if (done(frame)) return frames;
  }
}
