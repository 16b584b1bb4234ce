import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { codeSendsSince, deleteCode, insertCodeSend, lockCode, lockCodeTarget, putCode, setCodeAttempts } from '../repositories/verificationCodes';

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
      await lockCodeTarget(trx, purpose, target);
      const now = this.now();
      const recent = await codeSendsSince(trx, purpose, target, new Date(now - 60_000));
      if (recent.length >= this.perMinute) {
        const oldest = new Date(recent[0].sent_at).getTime();
        return { status: 'too-soon', waitSeconds: Math.max(1, Math.ceil((oldest + 60_000 - now) / 1000)) } as const;
      }
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await insertCodeSend(trx, purpose, target, new Date(now));
      await putCode(trx, purpose, target, { code, attempts_left: this.maxAttempts, expires_at: new Date(now + this.ttlMs) });
      return { status: 'ok', code } as const;
    });
  }

  /** True only for the live code; a right answer spends it, a wrong one uses up an attempt. */
  async check(purpose: CodePurpose, target: string, code: string | undefined): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const entry = await lockCode(trx, purpose, target);
      if (!entry) return false;
      if (new Date(entry.expires_at).getTime() <= this.now()) {
        await deleteCode(trx, purpose, target);
        return false;
      }
      if (typeof code === 'string' && code.trim() === entry.code) {
        await deleteCode(trx, purpose, target);
        return true;
      }
      if (entry.attempts_left <= 1) await deleteCode(trx, purpose, target);
      else await setCodeAttempts(trx, purpose, target, entry.attempts_left - 1);
      return false;
    });
  }
}
