/**
 * STOMP 1.2 frames (https://stomp.github.io/stomp-specification-1.2.html): a streaming parser that accepts
 * frames split across or packed into websocket messages, and the serializer. Bad input raises
 * StompProtocolError, which the session turns into an ERROR frame.
 */
export interface StompFrame {
  command: string;
  /** First occurrence wins for repeated headers, as the specification says. */
  headers: Record<string, string>;
  body: Buffer;
}

export class StompProtocolError extends Error {
  constructor(
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'StompProtocolError';
  }
}

export const CLIENT_COMMANDS = new Set(['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT']);

const NUL = 0;
const LF = 0x0a;
const CR = 0x0d;

/** CONNECT and CONNECTED frames do not escape headers (specification, "Value Encoding"). */
const UNESCAPED_COMMANDS = new Set(['CONNECT', 'CONNECTED', 'STOMP']);

function unescapeHeader(raw: string): string {
  return raw.replace(/\\(.?)/g, (_m, c: string) => {
    switch (c) {
      case 'r':
        return '\r';
      case 'n':
        return '\n';
      case 'c':
        return ':';
      case '\\':
        return '\\';
      default:
        throw new StompProtocolError('Undefined escape sequence in header', `\\${c}`);
    }
  });
}

function escapeHeader(value: string): string {
  return value.replace(/[\\\r\n:]/g, (c) => (c === '\\' ? '\\\\' : c === '\r' ? '\\r' : c === '\n' ? '\\n' : '\\c'));
}

export interface ParseResult {
  frames: StompFrame[];
  /** Bare end-of-line bytes seen between frames: heart-beats. */
  heartbeats: number;
}

export class StompParser {
  private buffer: Buffer = Buffer.alloc(0);

  constructor(private readonly maxFrameBytes: number) {}

  /** Appends data and returns every complete frame; keeps a partial frame for the next call. */
  push(data: Buffer | string): ParseResult {
    const chunk = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: StompFrame[] = [];
    let heartbeats = 0;
    for (;;) {
      // Heart-beats: EOLs where a frame could start.
      let start = 0;
      while (start < this.buffer.length) {
        if (this.buffer[start] === LF) {
          heartbeats++;
          start++;
        } else if (this.buffer[start] === CR && this.buffer[start + 1] === LF) {
          heartbeats++;
          start += 2;
        } else if (this.buffer[start] === CR && start + 1 === this.buffer.length) {
          break; // a CR whose LF is still on its way
        } else break;
      }
      this.buffer = this.buffer.subarray(start);
      if (this.buffer.length === 0 || (this.buffer.length === 1 && this.buffer[0] === CR)) break;
      const frame = this.takeFrame();
      if (!frame) {
        if (this.buffer.length > this.maxFrameBytes) throw new StompProtocolError('Frame too large', `max ${this.maxFrameBytes} bytes`);
        break;
      }
      frames.push(frame);
    }
    return { frames, heartbeats };
  }

  private takeFrame(): StompFrame | null {
    const buf = this.buffer;
    // The header block ends at the first empty line.
    let headerEnd = -1;
    let bodyStart = -1;
    for (let i = 0; i < buf.length; i++) {
      if (buf[i] !== LF) continue;
      if (buf[i + 1] === LF) {
        headerEnd = i;
        bodyStart = i + 2;
        break;
      }
      if (buf[i + 1] === CR && buf[i + 2] === LF) {
        headerEnd = i;
        bodyStart = i + 3;
        break;
      }
    }
    if (headerEnd < 0) {
      if (buf.includes(NUL)) throw new StompProtocolError('Malformed frame', 'frame ended before its headers did');
      return null;
    }
    const lines = buf
      .subarray(0, headerEnd)
      .toString('utf8')
      .split('\n')
      .map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
    const command = lines[0] ?? '';
    if (!/^[A-Z]+$/.test(command)) throw new StompProtocolError('Malformed frame', 'bad command line');
    if (command.length > 0 && !CLIENT_COMMANDS.has(command)) throw new StompProtocolError('Unknown command', command);
    const escaped = !UNESCAPED_COMMANDS.has(command);
    const headers: Record<string, string> = {};
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new StompProtocolError('Malformed header', line.slice(0, 100));
      const key = escaped ? unescapeHeader(line.slice(0, colon)) : line.slice(0, colon);
      const value = escaped ? unescapeHeader(line.slice(colon + 1)) : line.slice(colon + 1);
      if (!(key in headers)) headers[key] = value;
    }

    let bodyEnd: number;
    const lengthHeader = headers['content-length'];
    if (lengthHeader !== undefined) {
      if (!/^\d{1,9}$/.test(lengthHeader)) throw new StompProtocolError('Invalid content-length', lengthHeader);
      const length = Number(lengthHeader);
      if (length > this.maxFrameBytes) throw new StompProtocolError('Frame too large', `max ${this.maxFrameBytes} bytes`);
      if (buf.length < bodyStart + length + 1) return null;
      bodyEnd = bodyStart + length;
      if (buf[bodyEnd] !== NUL) throw new StompProtocolError('Malformed frame', 'body longer than content-length');
    } else {
      bodyEnd = buf.indexOf(NUL, bodyStart);
      if (bodyEnd < 0) return null;
    }
    const body = Buffer.from(buf.subarray(bodyStart, bodyEnd));
    this.buffer = buf.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}

/** Serializes a server frame; bodies get a content-length. */
export function serializeFrame(command: string, headers: Record<string, string | number>, body: string | Buffer = ''): string {
  const bodyBuf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const escape = !UNESCAPED_COMMANDS.has(command);
  const lines = [command];
  for (const [key, value] of Object.entries(headers)) {
    const v = String(value);
    lines.push(escape ? `${escapeHeader(key)}:${escapeHeader(v)}` : `${key}:${v}`);
  }
  if (bodyBuf.length > 0 && !('content-length' in headers)) lines.push(`content-length:${bodyBuf.length}`);
  return `${lines.join('\n')}\n\n${bodyBuf.toString('utf8')}\u0000`;
}
