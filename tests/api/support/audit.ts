import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { keptUntilWritten } from './keptUntilWritten';

/** Audit records and the state of everything else, read straight from the database. */
export async function lastAuditId(app: FastifyInstance): Promise<number> {
  const row = await app.database.db
    .selectFrom('sys_audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

export async function auditAfter(app: FastifyInstance, id: number) {
  return app.database.db.selectFrom('sys_audit_log').selectAll().where('id', '>', id).orderBy('id').execute();
}

/** Tables whose changes are not data changes of a call: the trail itself, sessions and sign-in counters. */
const NOT_DATA = new Set(['sys_audit_log', 'sys_audit_chain', 'oauth_token', 'login_failure', 'schema_migration']);

/**
 * A fingerprint of every data table (row count and the sum of row hashes): equal before and after a call
 * means the call changed nothing stored. Read again only once the database has written something since the last
 * one (tests/api/support/keptUntilWritten.ts): a reading of every row of every table costs some 40 ms of processor
 * time, the write position 2, and the audit walks took some 270 readings, of which 130 remain.
 */
export const fingerprint: (app: FastifyInstance) => Promise<string> = keptUntilWritten(
  async (app) => (await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(app.database.db)).rows[0].lsn,
  tablePrint,
);

async function tablePrint(app: FastifyInstance): Promise<string> {
  const db = app.database.db;
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows
    .map((r) => r.name)
    .filter((name) => !NOT_DATA.has(name));
  const parts = tables.map((name) => sql`select ${name}::text as name, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as print from ${sql.table(name)} x`);
  const rows = (await sql<{ name: string; print: string }>`${sql.join(parts, sql` union all `)}`.execute(db)).rows;
  return rows
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((r) => `${r.name}=${r.print}`)
    .join(';');
}

/** Waits for background work a call started (import and export workers, their reminders) to finish writing. */
export async function settle(app: FastifyInstance): Promise<void> {
  await app.tasks.idle();
  let previous = await fingerprint(app);
  for (let stable = 0, polls = 0; stable < 3; polls += 1) {
    if (polls > 500) throw new Error('the database kept changing after the call');
    await new Promise((resolve) => setTimeout(resolve, 30));
    const now = await fingerprint(app);
    stable = now === previous ? stable + 1 : 0;
    previous = now;
  }
}
