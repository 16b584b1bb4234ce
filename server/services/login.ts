import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenReply } from '../../schemas/auth';
import { decryptLoginPassword } from '../../schemas/loginCrypto';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError, MSG, unauthorized } from '../http/envelope';
import type { LoginThrottle } from './loginThrottle';
import { hashPassword, needsRehash, verifyPassword } from '../domain/password';
import type { IssuedTokens, TokenService } from './tokens';
import { countSignIn, loadUserContext, passwordUserByName, upgradePasswordHash } from '../repositories/users';
import { appendAudit } from '../audit/chain';
import { withTransaction } from '../db/transaction';
import { formatDateTime } from '../domain/time';
import { SIGN_IN_AUDIT } from '../../schemas/dashboardConstants';

export const DISABLED_MESSAGE = '账户已停用，请联系管理员';

/** Basic client credentials of the token calls, compared in constant time. */
export function clientAuthorized(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return false;
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,512})\s*$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(Buffer.from(match[1], 'base64').toString('utf8'));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function requireClient(request: FastifyRequest, config: AppConfig) {
  if (!clientAuthorized(request, config.oauthClient)) throw new ApiError(401, '客户端认证失败');
}

export interface PasswordUser {
  user_id: number;
  phone: string | null;
  second_factor: boolean;
}

/** What every way of signing in shares: the password check with its countdown, and the token reply. */
export class LoginService {
  constructor(
    private readonly config: AppConfig,
    private readonly db: Kysely<Database>,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
  ) {}

  /**
   * Checks a user name and AES-encrypted password. Failures count down `surplusTimes` and lock the name at
   * zero (426 with the count); a disabled account is told so only to someone who knows its password.
   */
  async checkPassword(username: string, encryptedPassword: string): Promise<PasswordUser> {
    if ((await this.throttle.lockedFor(username)) > 0) {
      throw new ApiError(426, this.throttle.lockedMessage(), undefined, { surplusTimes: 0 });
    }
    const password = decryptLoginPassword(encryptedPassword, this.config.loginAesKey);
    const user = await passwordUserByName(this.db, username);
    const valid = password !== null && (await verifyPassword(password, user?.password_hash ?? null, this.config.passwordCost));
    if (!user || !valid) {
      const left = await this.throttle.fail(username);
      if (left === 0) throw new ApiError(426, this.throttle.lockedMessage(), undefined, { surplusTimes: 0 });
      throw new ApiError(426, MSG.badCredentials, undefined, { surplusTimes: left });
    }
    if (user.lock_flag !== '0') throw new ApiError(426, DISABLED_MESSAGE, undefined, { surplusTimes: 0 });
    await this.throttle.succeed(username);
    // A hash of an older, lower cost is replaced now, while the password is at hand (it is never kept).
    if (password !== null && needsRehash(user.password_hash!, this.config.passwordCost)) {
      const upgraded = await hashPassword(password, this.config.passwordCost);
      await upgradePasswordHash(this.db, user.user_id, user.password_hash!, upgraded);
    }
    return { user_id: user.user_id, phone: user.phone, second_factor: user.second_factor };
  }

  /**
   * A new sign-in for a user already proven, as the OAuth token reply. It is recorded in the user's tenant's
   * audit trail (action signIn, entity session), and in the same transaction counted in the user's sign-ins of the
   * day, which the sign-ins per day of the dashboards read (docs/screens.md "Dashboards"); a refresh is not a
   * sign-in and is not recorded.
   */
  async signIn(userId: number, request: FastifyRequest): Promise<TokenReply> {
    const reply = await this.reply(userId, await this.tokens.issue(userId));
    const url = request.routeOptions.url ?? '';
    const agent = request.headers['user-agent'];
    const day = formatDateTime(new Date())!.slice(0, 10);
    await withTransaction(this.db, async (trx) => {
      await appendAudit(trx, {
        tenantId: reply.tenant_id,
        userId,
        username: reply.user_info.username,
        actualName: reply.user_info.actualName,
        clientIp: request.ip,
        requestId: request.id,
        userAgent: typeof agent === 'string' ? agent : null,
        method: request.method,
        route: url.startsWith(this.config.apiBase) ? url.slice(this.config.apiBase.length) : url,
        action: SIGN_IN_AUDIT.action,
        entity: SIGN_IN_AUDIT.entity,
        entityId: String(userId),
        changes: '[]',
        result: 'ok',
        errorCode: null,
        errorMsg: null,
      });
      await countSignIn(trx, reply.tenant_id, day, userId);
    });
    return reply;
  }

  async reply(userId: number, issued: IssuedTokens): Promise<TokenReply> {
    const user = await loadUserContext(this.db, userId);
    if (!user) throw unauthorized();
    return {
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      scope: 'server',
      tenant_id: user.homeTenantId,
      user_id: user.userId,
      grayTenant: false,
      user_info: {
        userId: user.userId,
        username: user.username,
        actualName: user.actualName,
        avatar: user.avatar,
        authorities: user.permissions.map((authority) => ({ authority })),
      },
    };
  }
}
