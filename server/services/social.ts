import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { SocialProviderConfig } from '../config';
import type { SocialProviderInfo } from '../../schemas/loginModes';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { boundUser, insertSocialBind, type SocialIdentity } from '../repositories/socialStates';

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

/** Binds the identity to the user; whether a binding was created (false: it was the user's already). */
export async function bindIdentity(db: Kysely<Database>, identity: SocialIdentity, userId: number): Promise<boolean> {
  const existing = await boundUser(db, identity);
  if (existing && existing.user_id !== userId) throw new ApiError(400, '该社交账号已绑定其他用户');
  if (existing) return false;
  await insertSocialBind(db, identity, userId);
  const after = await boundUser(db, identity);
  if (!after || after.user_id !== userId) throw new ApiError(400, '该社交账号已绑定其他用户');
  return true;
}

/** A signed-in user binds the identity of a round trip, audited (the record names the identity, and what it created). */
export function bindIdentityAudited(db: Kysely<Database>, call: AuditedCall, identity: SocialIdentity, userId: number) {
  return auditedWrite(call, db, async (trx, audit) => {
    const created = await bindIdentity(trx, identity, userId);
    audit.target(`${identity.provider}:${identity.openId}`);
    if (created) audit.diff(null, { provider: identity.provider, openId: identity.openId, nickname: identity.nickname, userId });
  });
}
