import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * What the logs never hold (docs/operating.md#logs): credentials in headers, passwords, tokens,
 * one-time codes and the out-merchant's `outAuthInfo`, wherever a log line carries a request or a body, and
 * credentials in an address (below).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-metrics-token"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.password',
  '*.newpassword1',
  '*.newPassword',
  '*.access_token',
  '*.refresh_token',
  '*.token',
  // A one-time code only where a request body is logged: `err.code` (PostgreSQL's SQLSTATE, Node's errno) stays readable.
  'body.code',
  'body.secondCode',
  '*.body.secondCode',
  '*.outAuthInfo',
  '*.body.password',
  '*.body.code',
  '*.body.outAuthInfo',
];

/**
 * Query parameters whose value is a credential: a logged address carries `[redacted]` in their place. No route of
 * ours takes one (the websockets sign in inside the connection: docs/security.md, "The websocket's credentials"),
 * but a client may still put one there, and the request log would write it as part of one string.
 */
export const SECRET_QUERY_PARAMETERS = ['access_token', 'refresh_token', 'token', 'ticket', 'password'];
const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#]*`, 'gi');

/** An address as logged: every credential parameter's value replaced, the rest as it came. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

/** Fastify's own request serializer, with the address redacted. */
const serializers = {
  req: (request: { method?: string; url?: string; headers?: Record<string, unknown>; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: request.headers?.['accept-version'] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** One readable line per JSON log line, for a developer's terminal: time, level, request id, message, the rest. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const { time, level, msg, reqId, pid: _pid, hostname: _host, ...rest } = entry;
  const when = typeof time === 'number' ? new Date(time).toISOString().slice(11, 23) : '';
  const extra = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  return `${when} ${LEVELS[level as number] ?? level}${reqId ? ` [${reqId}]` : ''} ${msg ?? ''}${extra}`;
}

function readableStream(): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const lines = chunk
        .toString('utf8')
        .split('\n')
        .filter((line) => line !== '');
      process.stdout.write(lines.map(readableLine).join('\n') + '\n', () => done());
    },
  });
}

/**
 * Fastify's logger (pino): JSON lines with the request id (`reqId`) in production, the same lines made readable
 * in development; redacted as above everywhere.
 */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers };
  return config.nodeEnv === 'development' ? { ...base, stream: readableStream() } : base;
}
