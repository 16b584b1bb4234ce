import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Counts failed logins per user name (known or not, so the reply does not reveal which names exist).
 * After `maxAttempts` failures the name is locked for `lockMinutes`; a success clears the count.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Kysely<Database>,
    readonly maxAttempts: number,
    readonly lockMinutes: number,
  ) {}

  private key(username: string) {
    return username.trim().toLowerCase().slice(0, 64);
  }

  /** Milliseconds of lock left, 0 when not locked. */
  async lockedFor(username: string): Promise<number> {
    const row = await this.db.selectFrom('login_failure').select('locked_until').where('username', '=', this.key(username)).executeTakeFirst();
    if (!row?.locked_until) return 0;
    return Math.max(0, new Date(row.locked_until).getTime() - Date.now());
  }

  /** Records a failure; returns the attempts left (0 = now locked). */
  async fail(username: string): Promise<number> {
    const key = this.key(username);
    return this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('login_failure')
        .values({ username: key, fail_count: 0, locked_until: null, update_time: new Date() })
        .onConflict((oc) => oc.column('username').doNothing())
        .execute();
      const row = await trx.selectFrom('login_failure').select(['fail_count', 'locked_until']).where('username', '=', key).forUpdate().executeTakeFirstOrThrow();
      const lockOver = row.locked_until !== null && new Date(row.locked_until).getTime() <= Date.now();
      const count = (lockOver ? 0 : row.fail_count) + 1;
      const left = Math.max(0, this.maxAttempts - count);
      await trx
        .updateTable('login_failure')
        .set({
          fail_count: left === 0 ? 0 : count,
          locked_until: left === 0 ? new Date(Date.now() + this.lockMinutes * 60_000) : null,
          update_time: new Date(),
        })
        .where('username', '=', key)
        .execute();
      return left;
    });
  }

  async succeed(username: string) {
    await this.db.deleteFrom('login_failure').where('username', '=', this.key(username)).execute();
  }

  lockedMessage() {
    return `账户已锁定，请${this.lockMinutes}分钟后再试`;
  }
}
