import { randomInt } from 'node:crypto';

export type CodePurpose = 'sms-login' | 'second-factor';

export type IssueOutcome = { status: 'ok'; code: string } | { status: 'too-soon'; waitSeconds: number };

interface Entry {
  code: string;
  expiresAt: number;
  attemptsLeft: number;
}

/**
 * Six-digit codes sent by SMS, per purpose and phone. A code expires after `ttlMs`, is spent by its first
 * right use, and dies after `maxAttempts` wrong guesses; a phone gets at most `perMinute` codes a minute, so
 * the send button cannot be used to flood a phone. Kept in memory, like the captcha: one process serves.
 */
export class VerificationCodes {
  private readonly entries = new Map<string, Entry>();
  private readonly sends = new Map<string, number[]>();

  constructor(
    private readonly ttlMs = 5 * 60_000,
    private readonly perMinute = 1,
    private readonly maxAttempts = 3,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  private key(purpose: CodePurpose, target: string) {
    return `${purpose}:${target}`;
  }

  issue(purpose: CodePurpose, target: string): IssueOutcome {
    const key = this.key(purpose, target);
    const now = this.now();
    const recent = (this.sends.get(key) ?? []).filter((t) => t > now - 60_000);
    if (recent.length >= this.perMinute) {
      return { status: 'too-soon', waitSeconds: Math.max(1, Math.ceil((recent[0] + 60_000 - now) / 1000)) };
    }
    if (this.entries.size >= this.maxEntries) this.evict();
    recent.push(now);
    this.sends.set(key, recent);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.entries.set(key, { code, expiresAt: now + this.ttlMs, attemptsLeft: this.maxAttempts });
    return { status: 'ok', code };
  }

  /** True only for the live code; a right answer spends it, a wrong one uses up an attempt. */
  check(purpose: CodePurpose, target: string, code: string | undefined): boolean {
    const key = this.key(purpose, target);
    const entry = this.entries.get(key);
    if (!entry) return false;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return false;
    }
    if (typeof code === 'string' && code.trim() === entry.code) {
      this.entries.delete(key);
      return true;
    }
    entry.attemptsLeft -= 1;
    if (entry.attemptsLeft <= 0) this.entries.delete(key);
    return false;
  }

  private evict() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    for (const [key, times] of this.sends) if (times.every((t) => t <= now - 60_000)) this.sends.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
