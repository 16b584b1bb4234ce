import type { PGlite } from '@electric-sql/pglite';
import { DatabaseClosedError } from './outage';

/** How long one borrower may keep the connection while other calls wait before the pool names it. */
export const LONG_HOLD_MS = 5_000;

/** Who holds the connection: since when, and where it was taken (formatted only if it is ever told). */
interface Holder {
  since: number;
  where: Error;
  told: boolean;
}

/**
 * Lets kysely's PostgresDialect drive PGlite. PGlite is one connection, so the "pool" hands that single
 * connection to one borrower at a time: a transaction (begin ... commit on one borrowed client) is then
 * exclusive, and nothing from another request can slip between its statements.
 *
 * The price is that a transaction which waits for a query outside itself (on `db` instead of its `trx`) waits for
 * itself, and every other call waits behind it. When a borrower keeps the connection past LONG_HOLD_MS while others
 * wait, `onLongHold` is told once, with where the connection was taken, so that such a call is found from the log.
 */
export class PGlitePool {
  private queue: (() => void)[] = [];
  private busy = false;
  private ended = false;
  private holder: Holder | null = null;
  private watch: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly pglite: PGlite,
    private readonly onLongHold: (report: string) => void = (report) => console.warn(report),
  ) {}

  async connect() {
    if (this.ended) throw new DatabaseClosedError();
    if (this.busy) {
      this.watchHolder();
      await new Promise<void>((resolve) => this.queue.push(resolve));
    }
    this.busy = true;
    const holder: Holder = { since: Date.now(), where: takenHere(), told: false };
    this.holder = holder;
    let released = false;
    const pglite = this.pglite;
    return {
      query: async (text: string, params: unknown[] = []) => {
        const result = await pglite.query<Record<string, unknown>>(text, params);
        return {
          rows: result.rows,
          rowCount: result.affectedRows ?? result.rows.length,
          command: commandOf(text),
        };
      },
      release: () => {
        if (released) return;
        released = true;
        if (this.holder === holder) this.holder = null;
        const next = this.queue.shift();
        if (next) next();
        else {
          this.busy = false;
          this.stopWatching();
        }
      },
    };
  }

  /** While calls wait, checks once a second whether the holder has kept the connection too long. */
  private watchHolder() {
    this.watch ??= setInterval(() => {
      const holder = this.holder;
      if (!holder || holder.told || this.queue.length === 0) return;
      const held = Date.now() - holder.since;
      if (held < LONG_HOLD_MS) return;
      holder.told = true;
      this.onLongHold(`PGlite: one call has held the database for ${(held / 1000).toFixed(1)} s while ${this.queue.length} wait; it took it at:\n${holder.where.stack}`);
    }, 1000);
    this.watch.unref?.();
  }

  private stopWatching() {
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
  }

  /**
   * Raw SQL for libraries that bring their own (the job queue): several statements without parameters go
   * through `exec`, as PostgreSQL's simple protocol would; the connection is borrowed like any other, so the
   * statements never land inside someone else's transaction.
   */
  async executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }> {
    const client = await this.connect();
    try {
      if (values && values.length > 0) return await client.query(text, values);
      const results = await this.pglite.exec(text);
      const last = results[results.length - 1];
      return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
    } finally {
      client.release();
    }
  }

  /** LISTEN on the one connection, between two borrowers (a LISTEN inside a transaction that rolls back is undone). */
  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    const client = await this.connect();
    let unlisten: () => Promise<void>;
    try {
      unlisten = await this.pglite.listen(channel, onPayload);
    } finally {
      client.release();
    }
    return async () => {
      if (this.ended) return;
      const again = await this.connect();
      try {
        await unlisten();
      } finally {
        again.release();
      }
    };
  }

  async end() {
    this.ended = true;
    this.stopWatching();
    await this.pglite.close();
  }
}

/**
 * Where the connection is taken, deep enough to reach the caller's code below kysely's own frames. Captured on every
 * borrow (some 5 µs on a busy 2-core machine, against 150 µs and more for a query) and formatted only if it is told.
 */
function takenHere(): Error {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 40;
  try {
    return new Error('the PGlite connection was taken here');
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** kysely reads `command` to decide whether `rowCount` means affected rows. */
function commandOf(text: string): string {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(text);
  return match ? match[1].toUpperCase() : '';
}
