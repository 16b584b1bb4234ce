import type { PGlite } from '@electric-sql/pglite';
import { DatabaseClosedError } from './outage';

/**
 * Lets kysely's PostgresDialect drive PGlite. PGlite is one connection, so the "pool" hands that single
 * connection to one borrower at a time: a transaction (begin ... commit on one borrowed client) is then
 * exclusive, and nothing from another request can slip between its statements.
 */
export class PGlitePool {
  private queue: (() => void)[] = [];
  private busy = false;
  private ended = false;

  constructor(private readonly pglite: PGlite) {}

  async connect() {
    if (this.ended) throw new DatabaseClosedError();
    if (this.busy) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.busy = true;
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
        const next = this.queue.shift();
        if (next) next();
        else this.busy = false;
      },
    };
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
    await this.pglite.close();
  }
}

/** kysely reads `command` to decide whether `rowCount` means affected rows. */
function commandOf(text: string): string {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(insert|update|delete|merge|select)\b/i.exec(text);
  return match ? match[1].toUpperCase() : '';
}
