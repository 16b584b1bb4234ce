import { once } from 'node:events';
import { createServer, connect, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { Broker } from '../../server/realtime/broker';
import { StompParser, StompProtocolError } from '../../server/realtime/stompFrame';
import { StompSession } from '../../server/realtime/stompSession';
import { parseFrame } from './support/wsClient';

/** The session and parser without a network: heart-beat negotiation and time-outs with short intervals. */
function harness(heartbeatMs: number) {
  const sent: string[] = [];
  const closes: number[] = [];
  const session = new StompSession(
    { send: (t) => sent.push(t), close: (code) => closes.push(code ?? 0) },
    {
      broker: new Broker(),
      heartbeatMs,
      connectTimeoutMs: 200,
      authenticate: async () => ({ ok: true, principal: { userId: 7, username: 'u', tenantId: 1 } }),
    },
  );
  return { session, sent, closes };
}
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('StompSession heart-beats', () => {
  it('negotiates max(own, wished) each way and 0 when either side says 0', async () => {
    const a = harness(50);
    a.session.receive('CONNECT\naccept-version:1.2\nheart-beat:20,100\n\n\u0000');
    await wait(10);
    expect(parseFrame(a.sent[0]).headers['heart-beat']).toBe('50,50');
    expect(a.session.outgoingMs).toBe(100);
    expect(a.session.incomingMs).toBe(50);
    a.session.end();
    const b = harness(50);
    b.session.receive('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\u0000');
    await wait(10);
    expect([b.session.outgoingMs, b.session.incomingMs]).toEqual([0, 0]);
    b.session.end();
  });

  it('drops a client silent for twice the incoming interval with ERROR', async () => {
    const { session, sent, closes } = harness(30);
    session.receive('CONNECT\naccept-version:1.2\nheart-beat:30,0\n\n\u0000');
    await wait(150);
    const last = parseFrame(sent[sent.length - 1]);
    expect(last.command).toBe('ERROR');
    expect(last.headers.message).toBe('Heart-beat timeout');
    expect(closes).toEqual([1002]);
  });

  it('keeps a client that beats', async () => {
    const { session, closes } = harness(30);
    session.receive('CONNECT\naccept-version:1.2\nheart-beat:30,0\n\n\u0000');
    for (let i = 0; i < 6; i++) {
      await wait(25);
      session.receive('\n');
    }
    expect(closes).toEqual([]);
    session.end();
  });

  it('keeps a client whose beat waits unread in its socket while the server itself was busy', async () => {
    const { session, sent, closes } = harness(30);
    // The beats come through a real socket, so they are read only when the event loop reaches its reads.
    const server = createServer((socket) => socket.on('data', (data) => session.receive(data)));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    // The server's side of the connection must exist before the beat is sent, or the beat would wait for the
    // accept in a later turn of the loop (a fixed wait here failed when the worker was busy).
    const accepted = once(server, 'connection');
    const client = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await Promise.all([once(client, 'connect'), accepted]);
    session.receive('CONNECT\naccept-version:1.2\nheart-beat:30,0\n\n\u0000');
    // A beat is sent, then the server is busy (a long synchronous stretch) for longer than the allowed silence:
    // when it comes free, the silence check is due before the socket with the beat has been read.
    await new Promise<void>((resolve) =>
      setImmediate(() => {
        client.write('\n');
        const until = Date.now() + 150;
        while (Date.now() < until);
        resolve();
      }),
    );
    await wait(20);
    expect(sent.map((frame) => parseFrame(frame).command)).not.toContain('ERROR');
    expect(closes).toEqual([]);
    session.end();
    client.destroy();
    server.close();
  });

  it('closes a connection that never sends CONNECT', async () => {
    const { sent, closes } = harness(30);
    await wait(300);
    expect(parseFrame(sent[0]).headers.message).toBe('Connect timeout');
    expect(closes).toEqual([1002]);
  });
});

describe('StompParser', () => {
  it('counts heart-beats between frames and keeps NULs inside a content-length body', () => {
    const parser = new StompParser(1024);
    const result = parser.push('\n\r\nSEND\ndestination:/a\ncontent-length:3\n\na\u0000b\u0000\n');
    expect(result.heartbeats).toBe(3);
    expect(result.frames).toHaveLength(1);
    expect(result.frames[0].body.toString()).toBe('a\u0000b');
  });

  it('decodes escaped headers and keeps the first of repeated ones', () => {
    const parser = new StompParser(1024);
    const [frame] = parser.push('SEND\ndestination:/a\\cb\\\\c\\nd\ndestination:/other\n\n\u0000').frames;
    expect(frame.headers.destination).toBe('/a:b\\c\nd');
  });

  it('refuses a frame larger than the limit', () => {
    const parser = new StompParser(16);
    expect(() => parser.push(`SEND\ndestination:/a\n\n${'x'.repeat(40)}`)).toThrow(StompProtocolError);
  });
});
