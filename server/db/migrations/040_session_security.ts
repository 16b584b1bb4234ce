import { sql, type Kysely } from 'kysely';

/**
 * Session security (docs/security.md#tokens-and-sessions): the absolute deadline of a sign-in carried on every token row of its family,
 * the second-factor flag of a user, and the social identities bound to users.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const statements = [
    // Rows issued before this migration get a deadline a week after their creation.
    sql`alter table oauth_token add column family_expires_at timestamptz`,
    sql`update oauth_token set family_expires_at = create_time + interval '7 days' where family_expires_at is null`,
    sql`alter table oauth_token alter column family_expires_at set not null`,
    sql`alter table sys_user add column second_factor boolean not null default false`,
    sql`create table sys_social_bind (
      id bigint generated always as identity primary key,
      provider varchar(32) not null,
      open_id varchar(128) not null,
      user_id bigint not null references sys_user(user_id),
      nickname varchar(64),
      create_time timestamptz not null default now(),
      unique (provider, open_id)
    )`,
    sql`create index sys_social_bind_user on sys_social_bind (user_id)`,
  ];
  for (const statement of statements) await statement.execute(db);
}
