import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { passwordLoginSchema, refreshTokenGrantSchema, tokenReplySchema, tokenRequestSchema, type TokenReply } from '../../schemas/auth';
import { binaryReply, okReply } from '../../schemas/reply';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError, MSG, ok, unauthorized } from '../http/envelope';
import { authPreHandler } from '../http/auth';
import { CaptchaStore, renderCaptchaSvg } from '../services/captcha';
import { LoginThrottle } from '../services/loginThrottle';
import { LoginService } from '../services/login';
import { clientCredentials, loginRateLimit, SECOND_FACTOR_MESSAGE } from '../http/signInCalls';
import type { TokenService } from '../services/tokens';
import type { VerificationCodes } from '../services/verificationCodes';
import { SCREEN, op } from '../http/operations';

export interface AuthDeps {
  config: AppConfig;
  db: Kysely<Database>;
  tokens: TokenService;
  captcha: CaptchaStore;
  throttle: LoginThrottle;
  login: LoginService;
  codes: VerificationCodes;
}

const captchaQuerySchema = z.object({
  randomStr: z.string({ error: '缺少验证码标识' }).regex(/^[A-Za-z0-9_-]{1,64}$/, '缺少验证码标识'),
});

export async function authRoutes(fastify: FastifyInstance, deps: AuthDeps) {
  const { config, db, tokens, captcha, login, codes } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/code',
    {
      schema: { querystring: captchaQuerySchema, response: { 200: binaryReply(['image/svg+xml'], 'The captcha picture') } },
      config: { operation: op('getCaptchaImage', 'A captcha picture for a sign-in', 'auth', SCREEN.login), public: true },
    },
    async (request, reply) => {
      const { randomStr } = request.query;
      const svg = renderCaptchaSvg(await captcha.issue(randomStr));
      return reply.header('Content-Type', 'image/svg+xml; charset=utf-8').header('Cache-Control', 'no-store').send(svg);
    },
  );

  async function passwordGrant(form: z.output<typeof passwordLoginSchema>, request: FastifyRequest): Promise<TokenReply> {
    if (config.captcha && !(await captcha.check(form.randomStr, form.code))) throw new ApiError(428, MSG.badCaptcha);
    const user = await login.checkPassword(form.username, form.password);
    // Accounts flagged for a second factor also need the code sent to their phone (secCheck tells the console).
    if (user.second_factor && !(await codes.check('second-factor', String(user.user_id), form.secondCode))) {
      throw new ApiError(426, SECOND_FACTOR_MESSAGE, { secondCode: SECOND_FACTOR_MESSAGE }, { secondCheck: true });
    }
    return login.signIn(user.user_id, request);
  }

  async function refreshGrant(form: z.output<typeof refreshTokenGrantSchema>): Promise<TokenReply> {
    const outcome = await tokens.rotate(form.refresh_token);
    if (outcome.status !== 'ok') throw unauthorized();
    return login.reply(outcome.userId, outcome.tokens);
  }

  // Credentials only from the body: a query string would put them in access logs.
  app.post(
    '/auth/oauth/token',
    {
      schema: { body: tokenRequestSchema, response: { 200: tokenReplySchema } },
      preValidation: clientCredentials(config),
      config: { operation: op('issueToken', 'Sign in with a password, or refresh a session', 'auth', SCREEN.login), public: 'client', ...loginRateLimit(config) },
    },
    async (request) => {
      const body = request.body;
      return body.grant_type === 'password' ? passwordGrant(body, request) : refreshGrant(body);
    },
  );

  app.delete(
    '/auth/token/logout',
    {
      preHandler: authPreHandler(db, tokens, { anyWhileTemporary: true }),
      schema: { response: { 200: okReply(z.boolean()) } },
      config: { operation: op('logout', 'End the session of the token', 'auth', SCREEN.shell), public: true },
    },
    async (request) => {
      await tokens.revokeFamily(request.user.tokenFamily);
      return ok(true);
    },
  );
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
