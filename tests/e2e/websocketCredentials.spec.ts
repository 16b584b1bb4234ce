import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The console's websockets carry no credential in their address (docs/security.md, "The websocket's
 * credentials"): STOMP signs in with its CONNECT frame, the plain per-user channel with its first message.
 */
test.use({ user: 'admin' });

/** The session's access token, as the console keeps it. */
const accessToken = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('atrium-access_token') ?? localStorage.getItem('atrium-access_token');
    return raw ? (JSON.parse(raw).content as string) : '';
  });

interface Watched {
  socket: WebSocket;
  sent: string[];
  received: string[];
}

test('the console’s websockets sign in inside the connection, never in their address', async ({ page }) => {
  const sockets: Watched[] = [];
  page.on('websocket', (socket) => {
    const watched: Watched = { socket, sent: [], received: [] };
    socket.on('framesent', (frame) => watched.sent.push(String(frame.payload)));
    socket.on('framereceived', (frame) => watched.received.push(String(frame.payload)));
    sockets.push(watched);
  });
  // The shell opened its sockets as the test's page loaded: once more, watched from the start.
  await page.reload();
  const token = await accessToken(page);
  expect(token.length).toBeGreaterThan(8);
  const user = await page.evaluate(() => JSON.parse(sessionStorage.getItem('atrium-userInfo') ?? localStorage.getItem('atrium-userInfo') ?? '{}').content as { userId: number });

  const stomp = () => sockets.find((s) => new URL(s.socket.url()).pathname === '/act/ws');
  const topic = () => sockets.find((s) => new URL(s.socket.url()).pathname === `/websocket/topic02/${user.userId}`);
  await expect.poll(() => stomp()?.received.some((f) => f.startsWith('CONNECTED')) ?? false).toBe(true);
  await expect.poll(() => topic()?.received.some((f) => f.includes('"type":"ready"')) ?? false).toBe(true);

  for (const { socket } of sockets) {
    const address = new URL(socket.url());
    expect(address.search, socket.url()).toBe('');
    expect(socket.url()).not.toContain(token);
  }
  // Where the token went instead: the CONNECT frame's header, and the plain channel's first message.
  expect(stomp()!.sent[0]).toMatch(/^CONNECT\n/);
  expect(stomp()!.sent[0]).toContain(`Authorization:Bearer ${token}`);
  expect(JSON.parse(topic()!.sent[0])).toEqual({ type: 'auth', token, tenantId: '1' });
});
