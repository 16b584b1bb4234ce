import { sql, type Kysely } from 'kysely';

/**
 * A write that knowingly replaced someone else's change (the conflict dialog's "apply mine on top", docs/api.md)
 * names the version it overwrote. Null on every other record, whose hash stays as it was (the hash covers it
 * only when present).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sys_audit_log add column if not exists overwrote_version integer`.execute(db);
}
