import { sql, type Kysely } from 'kysely';
import { addRecordVersion } from './recordVersion';

/**
 * Versions of every record the console edits (docs/api.md, "Idempotency keys and versions"). What a version
 * leaves out: the time of the last update (every write sets it), an account's balance and total intake (the
 * ledger moves them on every recharge, and no edit writes them: a recharge never makes an operator's open edit
 * stale) and its kept count of children. An account's limits (its permissions, balance limit and credit) have a version of
 * their own, moved by their save. A subject is seen with its parent account (its name, scenes and state), so
 * a change of that account's version moves the subject's too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addRecordVersion(db, 'act_account_type', ['update_time']);
  await addRecordVersion(db, 'act_subject', ['update_time']);
  // An account's limits are a record of their own (the permission dialog's), with a version of their own.
  await sql`alter table act_account add column if not exists limit_version integer not null default 1`.execute(db);
  await addRecordVersion(db, 'act_account', ['update_time', 'account_num', 'total_exchange_num', 'child_count', 'balance_limit', 'credit_num', 'limit_version']);
  await addRecordVersion(db, 'cashier_out_merchant', ['update_time']);
  await addRecordVersion(db, 'sys_standard_city', ['update_time']);
  await addRecordVersion(db, 'sys_city', ['update_time']);
  await addRecordVersion(db, 'sys_menu', []);
  await addRecordVersion(db, 'sys_list_view', ['update_time']);
  await addRecordVersion(db, 'sys_screen', ['update_time']);
  await sql`create or replace function act_subject_follows_parent() returns trigger language plpgsql as $$
    begin
      update act_subject set version = version + 1 where id = new.subject_id;
      return null;
    end $$`.execute(db);
  await sql`drop trigger if exists act_account_subject_version on act_account`.execute(db);
  await sql`create trigger act_account_subject_version after update on act_account for each row
    when (new.level = 1 and new.version <> old.version)
    execute function act_subject_follows_parent()`.execute(db);
}
