import type { PGlite } from '@electric-sql/pglite';

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
    if (this.ended) throw new Error('database is closed');
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
