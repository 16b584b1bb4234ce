import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import type { AppConfig } from '../config';
import type { Database } from './schema';
import { PGlitePool } from './pglitePool';
import { PgListener } from './pgListener';
import { PoolBusyError } from './outage';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Where the data lives, for the start-up banner (never includes a password). */
  location: string;
  /** The schema of DB_SCHEMA, or null: names derived from it (job schema, notification channel) keep test files apart. */
  schema: string | null;
  /** Raw SQL for libraries that bring their own (the job queue): several statements when there are no values. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * LISTEN on `channel` (a plain lower-case identifier): PostgreSQL delivers every NOTIFY on it, from any
   * instance, to `onPayload`. Resolves once listening; the returned function stops. A lost connection is told
   * to `onError`, and `onResumed` runs once listening again (notifications sent meanwhile are not delivered).
   */
  listen(channel: string, onPayload: (payload: string) => void, onError: (error: Error) => void, onResumed?: () => void): Promise<Listening>;
  /**
   * Runs `work` while no other instance on this database (and schema) runs its own: start-up steps that must
   * not race (migrations, the first seed, the job queue's own tables). PostgreSQL: a session advisory lock held
   * on a connection of its own while `work` uses the others. PGlite: its data directory has one process only.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /** Closes the database (once, however often it is called). */
  close(): Promise<void>;
  /** PGlite: an image of the whole data directory (a tar), which `createDatabase` can start another database from. */
  dumpImage?: () => Promise<Blob>;
  /** PostgreSQL: the pool's connections (all, idle) and the queries waiting for one; PGlite has no pool. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /**
   * Told when an idle connection of the pool is lost (the database stopped or restarted): the pool drops it and
   * opens a new one for the next call. The app points it at its log; until then it goes to stderr.
   */
  onConnectionLost: (error: Error) => void;
}

export interface Listening {
  /** Whether notifications can arrive now (a PostgreSQL listener reconnects after a lost connection). */
  readonly connected: boolean;
  stop(): Promise<void>;
}

/**
 * PGlite returns int8 as a JS number when it is safe; make pg do the same so that both databases hand the
 * code identical rows (ids are bigint columns). numeric stays a string on both: money is never a float.
 */
function pgTypes() {
  const parseInt8 = (value: string) => {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : value;
  };
  return {
    getTypeParser(oid: number, format?: 'text' | 'binary') {
      if (oid === 20) return parseInt8;
      return pg.types.getTypeParser(oid, format as 'text');
    },
  };
}

/**
 * `image`: a PGlite in memory, or in a data directory that holds no database yet, starts as a copy of that data
 * directory (`dumpImage` of another) instead of an empty cluster: PGlite's initdb alone takes about two seconds,
 * the copy a fifth of that. Ignored for a data directory that already holds one, and for PostgreSQL.
 */
export async function createDatabase(config: AppConfig, image?: Blob): Promise<DatabaseHandle> {
  if (config.databaseUrl) return createPostgres(config.databaseUrl, config.dbSchema, config.dbPoolTimeoutMs);
  return createPglite(config.dataDir, image);
}

/**
 * PGlite's buffer pool lives in the WebAssembly heap, inside the server process, and that heap never shrinks:
 * PostgreSQL's default 128 MB of shared buffers alone put the server past the 300 MB of docs/performance.md#exports-and-memory during a
 * million-row export, and 32 MB still left it at the edge. The data files stay in the operating system's page
 * cache either way, so a smaller pool costs little (the flow page bench moved by a millisecond or two).
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers = 16MB'] };

async function createPglite(dataDir: string, image?: Blob): Promise<DatabaseHandle> {
  const inMemory = dataDir === 'memory';
  let pglite: PGlite;
  if (inMemory) {
    pglite = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: image });
  } else {
    const dir = resolve(dataDir);
    mkdirSync(dir, { recursive: true });
    const empty = !existsSync(join(dir, 'PG_VERSION'));
    pglite = await PGlite.create(dir, { ...PGLITE_OPTIONS, loadDataDir: empty ? image : undefined });
  }
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: pool as never }) });
  return {
    db,
    kind: 'pglite',
    location: inMemory ? 'PGlite in memory (nothing is kept)' : `PGlite in ${resolve(dataDir)}`,
    schema: null,
    executeSql: (text, values) => pool.executeSql(text, values),
    async listen(channel, onPayload) {
      const stop = await pool.listen(channel, onPayload);
      return { connected: true, stop };
    },
    exclusive: (work) => work(),
    close: once(() => db.destroy()),
    dumpImage: () => pglite.dumpDataDir('none'),
    // One connection inside this process: it cannot be lost on its own.
    onConnectionLost: reportLostConnection,
  };
}

/** Closing twice (a test that takes the database away, then the app's own close) closes once. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | null = null;
  return () => (closed ??= close());
}

/** Where a lost connection is reported before the app has its log. */
function reportLostConnection(error: Error) {
  console.warn(`database connection lost: ${error.message}`);
}

/** How long opening a connection may take: a database host that does not answer is told within 2 s. */
const CONNECT_TIMEOUT_MS = 1500;

/** node-postgres' client, opening its connection within CONNECT_TIMEOUT_MS (the pool hands it its own options). */
class TimedClient extends pg.Client {
  constructor(config: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * A connection of the pool, or PoolBusyError once the call has waited `waitMs` for one to come free (the API
 * answers it 503, server/db/outage.ts). One that comes free after that goes straight back to the pool.
 */
function connectionWithin(pool: pg.Pool, waitMs: number, lost: (error: Error) => void): Promise<pg.PoolClient> {
  return new Promise((resolve, reject) => {
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      reject(new PoolBusyError(waitMs));
    }, waitMs);
    pool.connect().then(
      (client) => {
        clearTimeout(timer);
        if (late) client.release();
        else resolve(client);
      },
      (error: Error) => {
        clearTimeout(timer);
        // After its time-out the call has its answer already: the failure is only reported.
        if (late) lost(error);
        else reject(error);
      },
    );
  });
}

/**
 * A call never hangs on the database: opening a connection takes at most CONNECT_TIMEOUT_MS, and waiting for one
 * of the pool to come free at most `poolTimeoutMs` (DB_POOL_TIMEOUT_MS); either fails the call, which the API
 * answers 503 (server/db/outage.ts).
 */
async function createPostgres(url: string, schema: string | null, poolTimeoutMs: number): Promise<DatabaseHandle> {
  if (schema) {
    // Created once up front, so every pooled connection can simply point its search_path at it.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`create schema if not exists "${schema}"`);
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: TimedClient as never,
    types: pgTypes() as never,
    // search_path as a start-up option applies to every connection of the pool, before its first query.
    options: schema ? `-c search_path="${schema}",public` : undefined,
  });
  const connect = () => connectionWithin(pool, poolTimeoutMs, (error) => handle.onConnectionLost(error));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }) });
  const safeUrl = (() => {
    try {
      const u = new URL(url);
      u.password = '';
      return u.toString();
    } catch {
      return 'PostgreSQL';
    }
  })();
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    location: `PostgreSQL ${safeUrl}${schema ? ` (schema ${schema})` : ''}`,
    schema,
    async executeSql(text, values) {
      const client = await connect();
      let failure: Error | undefined;
      try {
        return await client.query(text, values);
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        // As the pool's own query does: a connection whose statement failed is not handed out again.
        client.release(failure);
      }
    },
    async listen(channel, onPayload, onError, onResumed) {
      const listener = new PgListener(url, channel, onPayload, onError, onResumed);
      await listener.start();
      return {
        get connected() {
          return listener.connected;
        },
        stop: () => listener.close(),
      };
    },
    async exclusive(work) {
      const holder = await pool.connect();
      const key = `atrium-start:${schema ?? 'public'}`;
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        holder.release();
      }
    },
    close: once(() => db.destroy()),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onConnectionLost: reportLostConnection,
  };
  // A connection losing the server must not crash the process. An idle one is dropped by the pool, which reports
  // it here. One taken by a call between two statements (inside a transaction, or the start-up lock) has no
  // listener of its own (kysely adds none): without this one, its 'error' would be uncaught. The call fails at
  // its next statement, and the pool drops the connection when it comes back.
  // An idle connection's loss reaches both listeners: it is told once.
  const told = new WeakSet<Error>();
  const lost = (error: Error) => {
    if (told.has(error)) return;
    told.add(error);
    handle.onConnectionLost(error);
  };
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return handle;
}
