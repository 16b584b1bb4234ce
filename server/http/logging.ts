import { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

/**
 * What the logs never hold (docs/operating.md#logs): credentials in headers, passwords, tokens,
 * one-time codes and the out-merchant's `outAuthInfo`, wherever a log line carries a request or a body.
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
      const lines = chunk.toString('utf8').split('\n').filter((line) => line !== '');
      process.stdout.write(lines.map(readableLine).join('\n') + '\n', () => done());
    },
  });
}

/**
 * Fastify's logger (pino): JSON lines with the request id (`reqId`) in production, the same lines made readable
 * in development; redacted as above everywhere.
 */
export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const base = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return config.nodeEnv === 'development' ? { ...base, stream: readableStream() } : base;
}
