import { sql, type Kysely } from 'kysely';

/**
 * Idempotency keys (docs/api.md, "Idempotency keys and versions"): one row per user and key, inserted and
 * committed on its own before the call's work runs, so that a duplicate arriving at any instance finds it and is
 * answered 409 while the first still runs. `run_id` names the run that holds the key: the call's own transaction
 * sets `committed` only while it still holds it, so of two runs of one key at most one ever commits. `status`,
 * `headers` and `body` are the first result, stored once it is answered and given back byte for byte; rows older
 * than a day are swept by a scheduled job (the time index).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table sys_idempotency_key (
    user_id bigint not null,
    idem_key varchar(255) not null,
    tenant_id bigint not null,
    method varchar(10) not null,
    route varchar(200) not null,
    fingerprint char(64) not null,
    run_id uuid not null,
    committed boolean not null default false,
    lease_until timestamptz not null,
    status int,
    headers jsonb,
    body bytea,
    create_time timestamptz not null default now(),
    primary key (user_id, idem_key)
  )`.execute(db);
  // A block-range index: keys are written in time order, and it costs a keyed write next to nothing to keep.
  await sql`create index sys_idempotency_key_time on sys_idempotency_key using brin (create_time)`.execute(db);
}
