import { sql, type Kysely } from 'kysely';

/**
 * The request id of the call an audit record describes (docs/operating.md#request-ids), so that a record
 * leads to the call's log lines on whichever instance served it. Older records have none (null), and their hashes
 * stay as they were: the hash covers the id only when there is one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sys_audit_log add column if not exists request_id text`.execute(db);
}
