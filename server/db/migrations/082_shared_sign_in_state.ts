import { sql, type Kysely } from 'kysely';

/**
 * What the sign-in calls used to keep in one process's memory, now shared by every instance (docs/operating.md#running-several-instances):
 * image captchas, SMS and second-factor codes with their sends, the state of social sign-in round trips, and
 * the per-address rate-limit counters of the sign-in routes. Every row carries its expiry; a scheduled job
 * deletes the expired ones.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    sql`create table auth_captcha (
      random_str varchar(64) primary key,
      code varchar(8) not null,
      expires_at timestamptz not null
    )`,
    sql`create index auth_captcha_expiry on auth_captcha (expires_at)`,
    sql`create table auth_code (
      purpose varchar(16) not null,
      target varchar(64) not null,
      code varchar(8) not null,
      attempts_left integer not null,
      expires_at timestamptz not null,
      primary key (purpose, target)
    )`,
    sql`create index auth_code_expiry on auth_code (expires_at)`,
    sql`create table auth_code_send (
      id bigint generated always as identity primary key,
      purpose varchar(16) not null,
      target varchar(64) not null,
      sent_at timestamptz not null
    )`,
    sql`create index auth_code_send_target on auth_code_send (purpose, target, sent_at)`,
    sql`create table auth_social_state (
      state varchar(96) primary key,
      type varchar(32) not null,
      redirect_uri varchar(512) not null,
      taken boolean not null default false,
      identity text,
      expires_at timestamptz not null
    )`,
    sql`create index auth_social_state_expiry on auth_social_state (expires_at)`,
    sql`create table rate_limit_hit (
      key varchar(400) primary key,
      hits integer not null,
      window_end timestamptz not null
    )`,
    sql`create index rate_limit_hit_expiry on rate_limit_hit (window_end)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
