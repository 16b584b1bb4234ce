import type { Kysely } from 'kysely';
import { addRecordVersion } from './recordVersion';

/**
 * A dashboard record's version (docs/api.md, "Idempotency keys and versions"), moved by every draft, publication,
 * rollback and withdrawal, as a runtime screen's is (migration 151): not the numbered versions of its declaration
 * (sys_dashboard_version), which stay as they are. It runs after the dashboards' own migration (170), which made
 * the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await addRecordVersion(db, 'sys_dashboard', ['update_time']);
}
