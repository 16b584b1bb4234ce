import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SocialProviderConfig } from '../config';
import type { Database } from '../db/schema';
import type { SocialProviderInfo } from '../../schemas/loginModes';

/** The person a provider vouches for. */
export interface SocialIdentity {
  provider: string;
  openId: string;
  nickname: string;
}

/** What every identity provider does: send the browser to it, and turn its code into an identity. */
export interface IdentityProvider {
  type: string;
  label: string;
  authorizeUrl(state: string, redirectUri: string): string;
  /** The identity behind a code, or null when the code is unknown, spent or expired. */
  exchange(code: string, redirectUri: string): Promise<SocialIdentity | null>;
}

/** What the sign-in page shows of each provider: `GET /admin/v1/social/providers` and the console's configuration. */
export function offeredProviders(providers: Map<string, IdentityProvider>): SocialProviderInfo[] {
  return [...providers.values()].map((p) => ({ type: p.type, label: p.label }));
}

/** The demo identities of the built-in provider; `demo-admin` is bound to the admin at seed. */
export const DEMO_IDENTITIES = [
  { openId: 'demo-admin', nickname: '演示身份（已绑定 admin）' },
  { openId: 'demo-guest', nickname: '演示身份（未绑定）' },
] as const;

/**
 * The identity provider built into development and test servers. Its authorize page lists the demo identities;
 * choosing one sends the browser back with a single-use code, exactly as a real provider would.
 */
export class DemoIdentityProvider implements IdentityProvider {
  readonly type = 'DEMO';
  readonly label = '演示账号';
  private readonly codes = new Map<string, { openId: string; redirectUri: string; expiresAt: number }>();

  constructor(
    private readonly authorizePath: string,
    private readonly now: () => number = Date.now,
  ) {}

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({ response_type: 'code', client_id: 'atrium-demo', redirect_uri: redirectUri, state });
    return `${this.authorizePath}?${query.toString()}`;
  }

  /** Called by the authorize page: a code for the chosen identity, bound to the redirect address. */
  mintCode(openId: string, redirectUri: string): string {
    if (this.codes.size > 10_000) {
      for (const [code, entry] of this.codes) if (entry.expiresAt <= this.now()) this.codes.delete(code);
    }
    const code = randomBytes(18).toString('base64url');
    this.codes.set(code, { openId, redirectUri, expiresAt: this.now() + 5 * 60_000 });
    return code;
  }

  async exchange(code: string, redirectUri: string): Promise<SocialIdentity | null> {
    const entry = this.codes.get(code);
    if (!entry) return null;
    this.codes.delete(code);
    if (entry.expiresAt <= this.now() || entry.redirectUri !== redirectUri) return null;
    const identity = DEMO_IDENTITIES.find((i) => i.openId === entry.openId);
    return identity ? { provider: this.type, openId: identity.openId, nickname: identity.nickname } : null;
  }
}

/** A real OAuth2 authorization-code provider from SOCIAL_PROVIDERS. */
export class OAuth2IdentityProvider implements IdentityProvider {
  constructor(
    private readonly config: SocialProviderConfig,
    private readonly fetchImpl: typeof fetch = fetch,
    /** Where a provider that cannot be reached, or answers something that is not JSON, is logged. */
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** The sign-in is refused (null) either way; the operator is told the provider failed, not the user's code. */
  private failed(step: 'token' | 'user info', error: unknown): null {
    this.log?.warn({ err: error, provider: this.config.type, step }, 'social sign-in provider failed');
    return null;
  }

  get type() {
    return this.config.type;
  }

  get label() {
    return this.config.label;
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const url = new URL(this.config.authorizeUrl);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.config.clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('state', state);
    if (this.config.scope) url.searchParams.set('scope', this.config.scope);
    return url.toString();
  }

  async exchange(code: string, redirectUri: string): Promise<SocialIdentity | null> {
    const signal = AbortSignal.timeout(10_000);
    const tokenRes = await this.fetchImpl(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: this.config.clientId,
        client_secret: this.config.clientSecret,
      }).toString(),
      signal,
    }).catch((error: unknown) => this.failed('token', error));
    if (!tokenRes?.ok) return null;
    const token = (await tokenRes.json().catch((error: unknown) => this.failed('token', error))) as { access_token?: unknown } | null;
    if (!token || typeof token.access_token !== 'string') return null;
    const infoRes = await this.fetchImpl(this.config.userInfoUrl, {
      headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
      signal,
    }).catch((error: unknown) => this.failed('user info', error));
    if (!infoRes?.ok) return null;
    const info = (await infoRes.json().catch((error: unknown) => this.failed('user info', error))) as Record<string, unknown> | null;
    const id = info?.[this.config.idField ?? 'id'];
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    const name = info?.[this.config.nameField ?? 'name'];
    return {
      provider: this.type,
      openId: String(id).slice(0, 128),
      nickname: (typeof name === 'string' ? name : String(id)).slice(0, 64),
    };
  }
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
