import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The person a provider vouches for. */
export interface SocialIdentity {
  provider: string;
  openId: string;
  nickname: string;
}

interface StateEntry {
  type: string;
  redirectUri: string;
}

/**
 * The `state` of each provider round trip: issued by getSocialUrl, good for one exchange (so a login link
 * cannot be replayed or planted), then holding the unbound identity for a short while so that the user can
 * bind it with a password sign-in. In the database (several instances, docs/operating.md#running-several-instances): the provider may
 * send the browser back to any instance. Taking and claiming are single statements, so two instances never both
 * succeed.
 */
export class SocialStates {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(type: string, redirectUri: string): Promise<string> {
    const state = `${type}-${randomBytes(18).toString('base64url')}`;
    await this.db
      .insertInto('auth_social_state')
      .values({ state, type, redirect_uri: redirectUri, expires_at: new Date(this.now() + this.ttlMs) })
      .execute();
    return state;
  }

  /** The entry of a state not yet exchanged (and marks it taken). */
  async take(state: string): Promise<StateEntry | null> {
    const row = await this.db
      .updateTable('auth_social_state')
      .set({ taken: true })
      .where('state', '=', state)
      .where('taken', '=', false)
      .where('expires_at', '>', new Date(this.now()))
      .returning(['type', 'redirect_uri'])
      .executeTakeFirst();
    return row ? { type: row.type, redirectUri: row.redirect_uri } : null;
  }

  async remember(state: string, identity: SocialIdentity): Promise<void> {
    await this.db
      .updateTable('auth_social_state')
      .set({ identity: JSON.stringify(identity) })
      .where('state', '=', state)
      .execute();
  }

  /** The identity waiting to be bound under a state, without spending it. */
  async pending(state: string): Promise<SocialIdentity | null> {
    const row = await this.db.selectFrom('auth_social_state').select('identity').where('state', '=', state).where('expires_at', '>', new Date(this.now())).executeTakeFirst();
    return row?.identity ? (JSON.parse(row.identity) as SocialIdentity) : null;
  }

  /** Spends a state: the pending identity, if any. */
  async claim(state: string): Promise<SocialIdentity | null> {
    const row = await this.db.deleteFrom('auth_social_state').where('state', '=', state).returning(['identity', 'expires_at']).executeTakeFirst();
    if (!row?.identity || new Date(row.expires_at).getTime() <= this.now()) return null;
    return JSON.parse(row.identity) as SocialIdentity;
  }

  async forget(state: string): Promise<void> {
    await this.db.deleteFrom('auth_social_state').where('state', '=', state).execute();
  }
}

/** The user a social identity is bound to, and whether that user is locked. */
export async function boundUser(db: Kysely<Database>, identity: SocialIdentity) {
  return db
    .selectFrom('sys_social_bind as b')
    .innerJoin('sys_user as u', 'u.user_id', 'b.user_id')
    .select(['u.user_id', 'u.lock_flag'])
    .where('b.provider', '=', identity.provider)
    .where('b.open_id', '=', identity.openId)
    .executeTakeFirst();
}

/** The identity bound to the user, unless it is bound already (a concurrent binding of the same identity wins). */
export const insertSocialBind = (db: Kysely<Database>, identity: SocialIdentity, userId: number) =>
  db
    .insertInto('sys_social_bind')
    .values({ provider: identity.provider, open_id: identity.openId, user_id: userId, nickname: identity.nickname })
    .onConflict((oc) => oc.columns(['provider', 'open_id']).doNothing())
    .execute();
