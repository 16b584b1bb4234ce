import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Cron of the housekeeping job (every ten minutes, UTC): sign-in state and relayed events live minutes, not hours. */
export const HOUSEKEEPING_CRON = '*/10 * * * *';
export const HOUSEKEEPING_JOB = 'atrium-housekeeping';
/** The tables whose expired rows the housekeeping job deletes (tests that watch for changed rows leave its deletes aside). */
export const HOUSEKEEPING_TABLES = ['auth_captcha', 'auth_code', 'auth_code_send', 'auth_social_state', 'rate_limit_hit', 'realtime_event', 'sys_task_file'] as const;

/**
 * Deletes what the shared tables keep only for a while (docs/operating.md#running-several-instances): expired captchas, codes and their sends,
 * social round trips, rate-limit windows, realtime events relayed through the table, and task files whose
 * writer died before finishing them. Runs as a scheduled job, on one instance per tick.
 */
export async function deleteExpired(db: Kysely<Database>, now = new Date()): Promise<Record<(typeof HOUSEKEEPING_TABLES)[number], number>> {
  const deleted = {} as Record<(typeof HOUSEKEEPING_TABLES)[number], number>;
  const count = (name: (typeof HOUSEKEEPING_TABLES)[number], result: { numDeletedRows: bigint }) => (deleted[name] = Number(result.numDeletedRows));
  count('auth_captcha', await db.deleteFrom('auth_captcha').where('expires_at', '<=', now).executeTakeFirst());
  count('auth_code', await db.deleteFrom('auth_code').where('expires_at', '<=', now).executeTakeFirst());
  count(
    'auth_code_send',
    await db
      .deleteFrom('auth_code_send')
      .where('sent_at', '<=', new Date(now.getTime() - 60_000))
      .executeTakeFirst(),
  );
  count('auth_social_state', await db.deleteFrom('auth_social_state').where('expires_at', '<=', now).executeTakeFirst());
  count('rate_limit_hit', await db.deleteFrom('rate_limit_hit').where('window_end', '<=', now).executeTakeFirst());
  count(
    'realtime_event',
    await db
      .deleteFrom('realtime_event')
      .where('create_time', '<=', new Date(now.getTime() - 10 * 60_000))
      .executeTakeFirst(),
  );
  const dayAgo = new Date(now.getTime() - 86_400_000);
  count('sys_task_file', await db.deleteFrom('sys_task_file').where('size', 'is', null).where('create_time', '<=', dayAgo).executeTakeFirst());
  return deleted;
}
