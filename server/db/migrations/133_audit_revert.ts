import { sql, type Kysely } from 'kysely';

/**
 * Reverting a change (docs/product.md#history-and-undo): a revert record names the record it reverts, and the records
 * of one bulk action share a batch id so that they revert as one. Both are null on every older record, whose
 * hashes stay as they were (the hash covers them only when present). The batch index finds a bulk action's
 * records; the history reads through the entity index of migration 090.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table sys_audit_log add column if not exists revert_of bigint`.execute(db);
  await sql`alter table sys_audit_log add column if not exists batch_id varchar(64)`.execute(db);
  await sql`create index if not exists sys_audit_log_batch on sys_audit_log (tenant_id, batch_id) where batch_id is not null`.execute(db);
  await sql`create index if not exists sys_audit_log_revert on sys_audit_log (tenant_id, revert_of) where revert_of is not null`.execute(db);
}
