import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export type CodePurpose = 'sms-login' | 'second-factor';

export type IssueOutcome = { status: 'ok'; code: string } | { status: 'too-soon'; waitSeconds: number };

/**
 * Six-digit codes sent by SMS, per purpose and phone. A code expires after `ttlMs`, is spent by its first
 * right use, and dies after `maxAttempts` wrong guesses; a phone gets at most `perMinute` codes a minute, so
 * the send button cannot be used to flood a phone. Kept in the database (docs/operating.md#running-several-instances): a code sent through one
 * instance is checked by any other, and the per-minute limit counts the sends of all of them.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 5 * 60_000,
    private readonly perMinute = 1,
    private readonly maxAttempts = 3,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(purpose: CodePurpose, target: string): Promise<IssueOutcome> {
    return this.db.transaction().execute(async (trx) => {
      // Two instances sending to one phone at once take turns here, so the limit holds.
      await sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${target}`}))`.execute(trx);
      const now = this.now();
      const recent = await trx
        .selectFrom('auth_code_send')
        .select('sent_at')
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('sent_at', '>', new Date(now - 60_000))
        .orderBy('sent_at')
        .execute();
      if (recent.length >= this.perMinute) {
        const oldest = new Date(recent[0].sent_at).getTime();
        return { status: 'too-soon', waitSeconds: Math.max(1, Math.ceil((oldest + 60_000 - now) / 1000)) } as const;
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await trx
        .insertInto('auth_code_send')
        .values({ purpose, target, sent_at: new Date(now) })
        .execute();
      const entry = { code, attempts_left: this.maxAttempts, expires_at: new Date(now + this.ttlMs) };
      await trx
        .insertInto('auth_code')
        .values({ purpose, target, ...entry })
        .onConflict((oc) => oc.columns(['purpose', 'target']).doUpdateSet(entry))
        .execute();
      return { status: 'ok', code } as const;
    });
  }

  /** True only for the live code; a right answer spends it, a wrong one uses up an attempt. */
  async check(purpose: CodePurpose, target: string, code: string | undefined): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const entry = await trx
        .selectFrom('auth_code')
        .select(['code', 'attempts_left', 'expires_at'])
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .forUpdate()
        .executeTakeFirst();
      if (!entry) return false;
      const row = trx.deleteFrom('auth_code').where('purpose', '=', purpose).where('target', '=', target);
      if (new Date(entry.expires_at).getTime() <= this.now()) {
        await row.execute();
        return false;
      }
      if (typeof code === 'string' && code.trim() === entry.code) {
        await row.execute();
        return true;
      }
      if (entry.attempts_left <= 1) await row.execute();
      else {
        await trx
          .updateTable('auth_code')
          .set({ attempts_left: entry.attempts_left - 1 })
          .where('purpose', '=', purpose)
          .where('target', '=', target)
          .execute();
      }
      return false;
    });
  }
}
