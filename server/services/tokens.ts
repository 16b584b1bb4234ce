import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
    await db
      .insertInto('oauth_token')
      .values({
        family_id: familyId,
        user_id: userId,
        access_hash: sha256(accessToken),
        refresh_hash: sha256(refreshToken),
        access_expires_at: new Date(accessEnd),
        refresh_expires_at: new Date(Math.min(now + this.refreshTtlSeconds * 1000, deadline)),
        family_expires_at: new Date(deadline),
      })
      .execute();
    return { accessToken, refreshToken, familyId, expiresIn: Math.max(1, Math.floor((accessEnd - now) / 1000)) };
  }

  /** The live token row of an access token, or undefined. */
  async findAccess(accessToken: string) {
    return this.db
      .selectFrom('oauth_token')
      .select(['id', 'user_id', 'family_id'])
      .where('access_hash', '=', sha256(accessToken))
      .where('revoked', '=', false)
      .where('access_expires_at', '>', new Date())
      .where('family_expires_at', '>', new Date())
      .executeTakeFirst();
  }

  /**
   * Rotates a refresh token. 'reused' revokes the family (and the caller answers 401); the revocation is
   * committed, which is why the outcome is returned rather than thrown inside the transaction.
   */
  async rotate(refreshToken: string): Promise<{ status: 'ok'; userId: number; tokens: IssuedTokens } | { status: 'invalid' | 'reused' }> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('oauth_token')
        .select(['id', 'user_id', 'family_id', 'refresh_spent', 'revoked', 'refresh_expires_at', 'family_expires_at'])
        .where('refresh_hash', '=', sha256(refreshToken))
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.revoked) return { status: 'invalid' as const };
      if (row.refresh_spent) {
        await trx.updateTable('oauth_token').set({ revoked: true }).where('family_id', '=', row.family_id).execute();
        return { status: 'reused' as const };
      }
      if (new Date(row.refresh_expires_at).getTime() <= Date.now()) return { status: 'invalid' as const };
      const deadline = new Date(row.family_expires_at).getTime();
      if (deadline <= Date.now()) return { status: 'invalid' as const };
      const user = await trx.selectFrom('sys_user').select('lock_flag').where('user_id', '=', row.user_id).executeTakeFirst();
      if (!user || user.lock_flag !== '0') return { status: 'invalid' as const };
      await trx.updateTable('oauth_token').set({ refresh_spent: true }).where('id', '=', row.id).execute();
      const tokens = await this.issueIn(trx, row.user_id, row.family_id, deadline);
      return { status: 'ok' as const, userId: row.user_id, tokens };
    });
  }

  async revokeFamily(familyId: string) {
    await this.db.updateTable('oauth_token').set({ revoked: true }).where('family_id', '=', familyId).execute();
  }

  /** Every session of a user (disabling the user, for one). Returns how many token rows died. */
  async revokeUser(userId: number, db: Kysely<Database> = this.db): Promise<number> {
    const result = await db.updateTable('oauth_token').set({ revoked: true }).where('user_id', '=', userId).where('revoked', '=', false).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Every other session of a user (a password changed: the sign-in that changed it stays). */
  async revokeOtherSessions(userId: number, keepFamily: string, db: Kysely<Database> = this.db): Promise<number> {
    const result = await db
      .updateTable('oauth_token')
      .set({ revoked: true })
      .where('user_id', '=', userId)
      .where('family_id', '<>', keepFamily)
      .where('revoked', '=', false)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
