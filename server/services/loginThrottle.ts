import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { clearLoginFailures, findLoginLock, lockLoginFailures, setLoginFailures } from '../repositories/loginFailures';

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
    const row = await findLoginLock(this.db, this.key(username));
    if (!row?.locked_until) return 0;
    return Math.max(0, new Date(row.locked_until).getTime() - Date.now());
  }

  /** Records a failure; returns the attempts left (0 = now locked). */
  async fail(username: string): Promise<number> {
    const key = this.key(username);
    return this.db.transaction().execute(async (trx) => {
      const row = await lockLoginFailures(trx, key);
      const lockOver = row.locked_until !== null && new Date(row.locked_until).getTime() <= Date.now();
      const count = (lockOver ? 0 : row.fail_count) + 1;
      const left = Math.max(0, this.maxAttempts - count);
      await setLoginFailures(trx, key, left === 0 ? 0 : count, left === 0 ? new Date(Date.now() + this.lockMinutes * 60_000) : null);
      return left;
    });
  }

  async succeed(username: string) {
    await clearLoginFailures(this.db, this.key(username));
  }

  lockedMessage() {
    return `账户已锁定，请${this.lockMinutes}分钟后再试`;
  }
}
