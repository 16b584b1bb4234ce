import { sql, type Kysely } from 'kysely';

/** Supply-chain parameters of each tenant (the console loads them when module 300 is active). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table scm_param (
    tenant_id bigint not null references sys_tenant(id),
    param_key varchar(64) not null,
    param_name varchar(100) not null,
    param_value varchar(500) not null,
    sort_order integer not null default 0,
    primary key (tenant_id, param_key)
  )`.execute(db);
}
