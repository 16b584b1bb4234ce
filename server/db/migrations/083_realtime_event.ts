import { sql, type Kysely } from 'kysely';

/**
 * Realtime events between instances travel as PostgreSQL notifications (docs/operating.md#running-several-instances). A notification holds at
 * most 8000 bytes, so a larger event (a client's 64 KB STOMP SEND) is stored here and the notification names
 * its row; a scheduled job deletes rows after a few minutes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table realtime_event (
    id bigint generated always as identity primary key,
    payload text not null,
    create_time timestamptz not null default now()
  )`.execute(db);
}
