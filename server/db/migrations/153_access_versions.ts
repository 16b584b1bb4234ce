import type { Kysely } from 'kysely';
import { addRecordVersion } from './recordVersion';

/**
 * Versions of the people and access records (docs/api.md, "Idempotency keys and versions"): users, roles and
 * departments have carried a `version` since migration 140, moved by the statements of their own forms; the
 * database now moves it at every change, whoever writes (a user disabled by the lock call, a role whose custom
 * departments lose a deleted one), as it does for every other record the console edits. What a version leaves
 * out: the time of the last update, and a user's password hash (a sign-in that rehashes it with a higher cost
 * changes nothing anyone edits; a password set or reset moves the version with the temporary flag it sets).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addRecordVersion(db, 'sys_user', ['update_time', 'password_hash']);
  await addRecordVersion(db, 'sys_role', ['update_time']);
  await addRecordVersion(db, 'sys_dept', ['update_time']);
}
