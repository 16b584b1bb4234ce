import { createRequire } from 'node:module';

/** The part of the `ws` package the tests use (it ships no types; Node 20 has no global WebSocket). */
interface WsLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  on(event: 'close', listener: (code: number, reason: Buffer) => void): void;
  on(event: 'open', listener: () => void): void;
  on(event: 'error', listener: (error: Error) => void): void;
}
const WebSocketCtor = createRequire(import.meta.url)('ws') as new (url: string, options?: { headers?: Record<string, string> }) => WsLike;

export interface ReceivedFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * A raw websocket for the tests: every text message is kept in order, so a test can wait for the next
 * STOMP frame, a heart-beat, a JSON event or the close.
 */
export class TestSocket {
  private readonly ws: WsLike;
  readonly messages: string[] = [];
  private waiters: (() => void)[] = [];
  private cursor = 0;
  heartbeats = 0;
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;

  /** `headers`: sent with the upgrade request (a client that is not a browser can set them). */
  constructor(url: string, headers?: Record<string, string>) {
    this.ws = new WebSocketCtor(url, headers ? { headers } : undefined);
    this.opened = new Promise((resolve, reject) => {
      this.ws.on('open', () => resolve());
      this.ws.on('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })));
    this.ws.on('message', (data) => {
      const text = data.toString('utf8');
      if (text === '\n' || text === '\r\n') this.heartbeats++;
      else this.messages.push(text);
      for (const wake of this.waiters.splice(0)) wake();
    });
    void this.closed.then(() => {
      for (const wake of this.waiters.splice(0)) wake();
    });
  }

  send(text: string) {
    this.ws.send(text);
  }

  sendFrame(command: string, headers: Record<string, string | number> = {}, body = '') {
    const lines = [command, ...Object.entries(headers).map(([k, v]) => `${k}:${v}`)];
    this.ws.send(`${lines.join('\n')}\n\n${body}\u0000`);
  }

  close() {
    this.ws.close();
  }

  get isOpen() {
    return this.ws.readyState === 1;
  }

  /** The next message not yet read, or null when the socket closed or the time ran out. */
  async next(timeoutMs = 5000): Promise<string | null> {
    const deadline = Date.now() + timeoutMs;
    while (this.cursor >= this.messages.length) {
      if (this.ws.readyState >= 2) return null;
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages[this.cursor++];
  }

  async nextFrame(timeoutMs = 5000): Promise<ReceivedFrame | null> {
    const text = await this.next(timeoutMs);
    return text === null ? null : parseFrame(text);
  }

  /** Waits until `count` heart-beats arrived (or the time ran out); returns how many did. */
  async waitHeartbeats(count: number, timeoutMs: number): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    while (this.heartbeats < count && Date.now() < deadline && this.ws.readyState === 1) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.heartbeats;
  }
}

export function parseFrame(text: string): ReceivedFrame {
  const nul = text.lastIndexOf('\u0000');
  const raw = nul >= 0 ? text.slice(0, nul) : text;
  const split = raw.indexOf('\n\n');
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split + 2) : '';
  const [command, ...lines] = head.split('\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    const key = line.slice(0, colon);
    if (!(key in headers))
      headers[key] = line
        .slice(colon + 1)
        .replace(/\\c/g, ':')
        .replace(/\\n/g, '\n')
        .replace(/\\r/g, '\r')
        .replace(/\\\\/g, '\\');
  }
  return { command, headers, body };
}
