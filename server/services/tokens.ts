import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findLiveAccess, insertTokenPair, lockRefresh, revokeTokenFamily, revokeUserTokens, spendRefresh, userLockFlag } from '../repositories/tokens';

/**
 * Opaque bearer tokens. Only their sha256 is stored, so a copy of the database cannot be replayed.
 * A login starts a family; each refresh spends the refresh token and adds a new pair to the family;
 * presenting a spent refresh token means it leaked, so the whole family is revoked.
 */
export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  familyId: string;
  /** Seconds the access token lives (capped by the session's absolute deadline). */
  expiresIn: number;
}

export class TokenService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly accessTtlSeconds: number,
    private readonly refreshTtlSeconds: number,
    /** Absolute lifetime of a sign-in: every token of a family dies at its deadline, however often refreshed. */
    private readonly sessionMaxSeconds: number = 604_800,
  ) {}

  /** Starts a new sign-in (a new family). */
  async issue(userId: number): Promise<IssuedTokens> {
    return this.issueIn(this.db, userId, randomUUID(), Date.now() + this.sessionMaxSeconds * 1000);
  }

  private async issueIn(db: Kysely<Database>, userId: number, familyId: string, deadline: number): Promise<IssuedTokens> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const now = Date.now();
    const accessEnd = Math.min(now + this.accessTtlSeconds * 1000, deadline);
    await insertTokenPair(db, {
      family_id: familyId,
      user_id: userId,
      access_hash: sha256(accessToken),
      refresh_hash: sha256(refreshToken),
      access_expires_at: new Date(accessEnd),
      refresh_expires_at: new Date(Math.min(now + this.refreshTtlSeconds * 1000, deadline)),
      family_expires_at: new Date(deadline),
    });
    return { accessToken, refreshToken, familyId, expiresIn: Math.max(1, Math.floor((accessEnd - now) / 1000)) };
  }

  /** The live token row of an access token, or undefined. */
  async findAccess(accessToken: string) {
    return findLiveAccess(this.db, sha256(accessToken), new Date());
  }

  /**
   * Rotates a refresh token. 'reused' revokes the family (and the caller answers 401); the revocation is
   * committed, which is why the outcome is returned rather than thrown inside the transaction.
   */
  async rotate(refreshToken: string): Promise<{ status: 'ok'; userId: number; tokens: IssuedTokens } | { status: 'invalid' | 'reused' }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await lockRefresh(trx, sha256(refreshToken));
      if (!row || row.revoked) return { status: 'invalid' as const };
      if (row.refresh_spent) {
        await revokeTokenFamily(trx, row.family_id);
        return { status: 'reused' as const };
      }
      if (new Date(row.refresh_expires_at).getTime() <= Date.now()) return { status: 'invalid' as const };
      const deadline = new Date(row.family_expires_at).getTime();
      if (deadline <= Date.now()) return { status: 'invalid' as const };
      if ((await userLockFlag(trx, row.user_id)) !== '0') return { status: 'invalid' as const };
      await spendRefresh(trx, row.id);
      const tokens = await this.issueIn(trx, row.user_id, row.family_id, deadline);
      return { status: 'ok' as const, userId: row.user_id, tokens };
    });
  }

  async revokeFamily(familyId: string) {
    await revokeTokenFamily(this.db, familyId);
  }

  /** Every session of a user (disabling the user, for one). Returns how many token rows died. */
  async revokeUser(userId: number, db: Kysely<Database> = this.db): Promise<number> {
    return revokeUserTokens(db, userId);
  }

  /** Every other session of a user (a password changed: the sign-in that changed it stays). */
  async revokeOtherSessions(userId: number, keepFamily: string, db: Kysely<Database> = this.db): Promise<number> {
    return revokeUserTokens(db, userId, keepFamily);
  }
}
