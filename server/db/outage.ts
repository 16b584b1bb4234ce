/**
 * What a failed database call says about the database itself (docs/operating.md, "What survives what"):
 * 'down' when it cannot be reached or is shutting down or starting (the call may succeed once it is back),
 * 'busy' when every connection of the pool stayed taken for DB_POOL_TIMEOUT_MS (PoolBusyError) or the server
 * refuses more connections, null for anything else (a fault of the statement, a constraint, our own code). Both outages are
 * answered 503 with Retry-After; nothing else is.
 */
export type DatabaseOutage = 'down' | 'busy';

/** SQLSTATEs of a server that is stopping, starting or gone (class 08 connection exceptions, 57P0x). */
const DOWN_STATES = new Set(['57P01', '57P02', '57P03', '57P05', '08000', '08001', '08003', '08004', '08006', '08007']);
/** too_many_connections: the server is up but takes no further connection now. */
const BUSY_STATES = new Set(['53300']);
/** The socket errors of a server that cannot be reached. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * node-postgres' own texts for a lost connection (it sets no code on them): a query on a connection the server
 * closed, a connection that could not be opened in time, a pool this process already closed (a call that
 * outlives the shutdown: kysely's text for it too), and the pool's wait for a free connection.
 */
const DOWN_MESSAGES = [
  /^Connection terminated/,
  // Opening a connection took longer than its time-out.
  /^timeout expired$/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool$/,
  // Kysely's, for a query after this process closed its database.
  /^driver has already been destroyed$/,
];
const BUSY_MESSAGES = [/^timeout exceeded when trying to connect$/];

/** Raised when a call has waited DB_POOL_TIMEOUT_MS for a connection of the pool and none came free. */
export class PoolBusyError extends Error {
  readonly outage = 'busy' as const;
  constructor(waitedMs: number) {
    super(`no database connection came free within ${waitedMs} ms`);
    this.name = 'PoolBusyError';
  }
}

/** Raised where this process itself has no database any more (the embedded one closed while a call was under way). */
export class DatabaseClosedError extends Error {
  readonly outage = 'down' as const;
  constructor() {
    super('database is closed');
    this.name = 'DatabaseClosedError';
  }
}

export function databaseOutageOf(error: unknown, depth = 0): DatabaseOutage | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  if (error instanceof DatabaseClosedError) return 'down';
  if (error instanceof PoolBusyError) return 'busy';
  const { code, message, errors, cause } = error as { code?: unknown; message?: unknown; errors?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (DOWN_STATES.has(code) || NETWORK_CODES.has(code)) return 'down';
    if (BUSY_STATES.has(code)) return 'busy';
  }
  if (typeof message === 'string') {
    // A connection that timed out while opening is a database that does not answer, not a busy pool.
    if (DOWN_MESSAGES.some((pattern) => pattern.test(message))) return 'down';
    if (BUSY_MESSAGES.some((pattern) => pattern.test(message))) return 'busy';
  }
  // Node's dual-stack connect reports each address's refusal inside an AggregateError.
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const outage = databaseOutageOf(inner, depth + 1);
      if (outage) return outage;
    }
  }
  return databaseOutageOf(cause, depth + 1);
}
