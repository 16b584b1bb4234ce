import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { grantTypeSchema, passwordLoginSchema, refreshTokenGrantSchema, type TokenReply } from '../../schemas/auth';
import { decryptLoginPassword } from '../../schemas/loginCrypto';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError, MSG, ok, unauthorized } from '../http/envelope';
import { parseInput } from '../http/validate';
import { authPreHandler } from '../http/auth';
import { CaptchaStore, renderCaptchaSvg } from '../services/captcha';
import { LoginThrottle } from '../services/loginThrottle';
import { verifyPassword } from '../services/password';
import type { IssuedTokens, TokenService } from '../services/tokens';
import { loadUserContext } from '../services/users';

export interface AuthDeps {
  config: AppConfig;
  db: Kysely<Database>;
  tokens: TokenService;
  captcha: CaptchaStore;
  throttle: LoginThrottle;
}

const captchaQuerySchema = z.object({
  randomStr: z
    .string({ error: '缺少验证码标识' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, '缺少验证码标识'),
});

/** Basic client credentials of the token calls, compared in constant time. */
function clientAuthorized(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return false;
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,512})\s*$/i.exec(header);
  if (!match) return false;
  const given = Buffer.from(Buffer.from(match[1], 'base64').toString('utf8'));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export async function authRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { config, db, tokens, captcha, throttle } = deps;

  app.get('/code', async (request, reply) => {
    const { randomStr } = parseInput(captchaQuerySchema, request.query);
    const svg = renderCaptchaSvg(captcha.issue(randomStr));
    return reply
      .header('Content-Type', 'image/svg+xml; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(svg);
  });

  async function tokenReply(userId: number, issued: IssuedTokens): Promise<TokenReply> {
    const user = await loadUserContext(db, userId);
    if (!user) throw unauthorized();
    return {
      access_token: issued.accessToken,
      refresh_token: issued.refreshToken,
      token_type: 'bearer',
      expires_in: config.accessTokenTtl,
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

  async function passwordGrant(body: unknown): Promise<TokenReply> {
    const form = parseInput(passwordLoginSchema, body);
    if (config.captcha && !captcha.check(form.randomStr, form.code)) throw new ApiError(428, MSG.badCaptcha);

    if ((await throttle.lockedFor(form.username)) > 0) {
      throw new ApiError(426, throttle.lockedMessage(), undefined, { surplusTimes: 0 });
    }
    const password = decryptLoginPassword(form.password, config.loginAesKey);
    const user = await db
      .selectFrom('sys_user')
      .select(['user_id', 'password_hash', 'lock_flag'])
      .where('username', '=', form.username)
      .executeTakeFirst();
    const valid = password !== null && (await verifyPassword(password, user?.password_hash ?? null));
    if (!user || !valid) {
      const left = await throttle.fail(form.username);
      if (left === 0) throw new ApiError(426, throttle.lockedMessage(), undefined, { surplusTimes: 0 });
      throw new ApiError(426, MSG.badCredentials, undefined, { surplusTimes: left });
    }
    // Told only to someone who knows the password, so it reveals nothing to a guesser.
    if (user.lock_flag !== '0') throw new ApiError(426, '账户已停用，请联系管理员', undefined, { surplusTimes: 0 });
    await throttle.succeed(form.username);
    return tokenReply(user.user_id, await tokens.issue(user.user_id));
  }

  async function refreshGrant(body: unknown): Promise<TokenReply> {
    const form = parseInput(refreshTokenGrantSchema, body);
    const outcome = await tokens.rotate(form.refresh_token);
    if (outcome.status !== 'ok') throw unauthorized();
    return tokenReply(outcome.userId, outcome.tokens);
  }

  app.post(
    '/auth/oauth/token',
    { config: { rateLimit: { max: config.loginRateLimit, timeWindow: 60_000 } } },
    async (request) => {
      if (!clientAuthorized(request, config.oauthClient)) throw new ApiError(401, '客户端认证失败');
      // Credentials only from the body: a query string would put them in access logs.
      const body = isRecord(request.body) ? request.body : {};
      const { grant_type } = parseInput(grantTypeSchema, body);
      return grant_type === 'password' ? passwordGrant(body) : refreshGrant(body);
    },
  );

  app.delete('/auth/token/logout', { preHandler: authPreHandler(db, tokens) }, async (request) => {
    await tokens.revokeFamily(request.user.tokenFamily);
    return ok(true);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
