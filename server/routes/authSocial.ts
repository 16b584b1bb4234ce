import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { socialBindLoginSchema, socialCallbackSchema, socialLoginSchema, socialUrlSchema, socialBindReplySchema, socialProviderSchema } from '../../schemas/loginModes';
import { z } from 'zod';
import { tokenReplySchema } from '../../schemas/auth';
import { okReply } from '../../schemas/reply';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError, MSG, ok } from '../http/envelope';
import type { CaptchaStore } from '../services/captcha';
import type { LoginService } from '../services/login';
import { bindIdentity, bindIdentityAudited, offeredProviders, type IdentityProvider } from '../services/social';
import { boundUser, type SocialIdentity, type SocialStates } from '../repositories/socialStates';
import type { VerificationCodes } from '../services/verificationCodes';
import { clientCredentials, loginRateLimit, SECOND_FACTOR_MESSAGE } from '../http/signInCalls';
import { auditOf } from '../http/auditedCall';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';

export interface SocialDeps {
  config: AppConfig;
  db: Kysely<Database>;
  captcha: CaptchaStore;
  login: LoginService;
  codes: VerificationCodes;
  providers: Map<string, IdentityProvider>;
  states: SocialStates;
}

/** docs/product.md#errors-and-messages, status 417. */
export const UNBOUND_MESSAGE = '未绑定登录账号，请使用密码登录后绑定';
const BAD_STATE = '登录状态无效，请重新登录';
const BAD_CODE = '授权码无效';

/** The console's /authredirect on the host the browser used; a provider may only send people back there. */
function redirectUriOf(request: FastifyRequest, given: string | undefined): string {
  // Behind a trusted proxy (TRUST_PROXY) the host and protocol are those the browser used at the balancer.
  const host = request.host;
  if (!host) throw new ApiError(400, '回调地址无效');
  const own = `${request.protocol}://${host}/authredirect`;
  if (given === undefined || given === '') return own;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new ApiError(400, '回调地址无效');
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.host !== host || url.pathname !== '/authredirect' || url.search || url.hash) {
    throw new ApiError(400, '回调地址无效');
  }
  return url.toString();
}

/**
 * Social login (docs/product.md#signing-in): getSocialUrl -> the provider -> /authredirect?state&code -> the console
 * calls token/social (signed out) or social/callback (signed in, to bind). An identity bound to nobody gets
 * 417; the password form then signs in through bind/login, which binds it.
 */
export async function socialRoutes(fastify: FastifyInstance, deps: SocialDeps) {
  const { config, db, captcha, login, codes, providers, states } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = loginRateLimit(config);
  const client = clientCredentials(config);

  /** Spends the state and the provider code: the identity, or a clear 400. */
  async function identityOf(state: string, code: string): Promise<SocialIdentity> {
    const entry = await states.take(state);
    if (!entry) throw new ApiError(400, BAD_STATE);
    const provider = providers.get(entry.type);
    const identity = provider ? await provider.exchange(code, entry.redirectUri) : null;
    if (!identity) {
      await states.forget(state);
      throw new ApiError(400, BAD_CODE);
    }
    return identity;
  }

  app.get(
    '/admin/v1/social/providers',
    {
      schema: { response: { 200: okReply(z.array(socialProviderSchema)) } },
      config: { operation: op('listSocialProviders', 'The social sign-in providers', 'auth', SCREEN.login), public: true },
    },
    async () => {
      return ok(offeredProviders(providers));
    },
  );

  app.post(
    '/admin/v1/social/getSocialUrl',
    {
      schema: { body: socialUrlSchema, response: { 200: okReply(z.string().describe('The address of the provider to send the browser to')) } },
      config: { operation: op('getSocialLoginUrl', "A provider's sign-in address", 'auth', SCREEN.login), public: true, ...limit },
    },
    async (request) => {
      const form = request.body;
      const provider = providers.get(form.type);
      if (!provider) throw new ApiError(400, '不支持的登录方式', { type: '不支持的登录方式' });
      const redirectUri = redirectUriOf(request, form.redirectUri);
      return ok(provider.authorizeUrl(await states.issue(provider.type, redirectUri), redirectUri));
    },
  );

  app.post(
    '/auth/mobile/token/social',
    {
      schema: { body: socialLoginSchema, response: { 200: tokenReplySchema } },
      preValidation: client,
      config: { operation: op('issueTokenBySocial', 'Sign in with a social identity', 'auth', SCREEN.login), public: 'client', ...limit },
    },
    async (request) => {
      const form = request.body;
      const { state, code } = form.mobile;
      const identity = await identityOf(state, code);
      const user = await boundUser(db, identity);
      if (!user) {
        await states.remember(state, identity);
        throw new ApiError(417, UNBOUND_MESSAGE, undefined, { state });
      }
      await states.forget(state);
      if (user.lock_flag !== '0') throw new ApiError(426, '账户已停用，请联系管理员');
      return login.signIn(user.user_id, request);
    },
  );

  app.post(
    '/admin/v1/social/bind/login',
    {
      schema: { body: socialBindLoginSchema, response: { 200: tokenReplySchema } },
      preValidation: client,
      config: { operation: op('issueTokenAndBindSocial', 'Sign in with a password and bind the pending social identity', 'auth', SCREEN.login), public: 'client', ...limit },
    },
    async (request) => {
      const form = request.body;
      if (!(await states.pending(form.state))) throw new ApiError(400, BAD_STATE);
      if (config.captcha && !(await captcha.check(form.randomStr, form.code))) throw new ApiError(428, MSG.badCaptcha);
      const user = await login.checkPassword(form.username, form.password);
      if (user.second_factor && !(await codes.check('second-factor', String(user.user_id), form.secondCode))) {
        throw new ApiError(426, SECOND_FACTOR_MESSAGE, { secondCode: SECOND_FACTOR_MESSAGE }, { secondCheck: true });
      }
      const identity = await states.claim(form.state);
      if (!identity) throw new ApiError(400, BAD_STATE);
      await bindIdentity(db, identity, user.user_id);
      return login.signIn(user.user_id, request);
    },
  );

  return {
    /** Registered inside the signed-in scope: a signed-in user binds the identity of a round trip. */
    async secured(secured: FastifyInstance) {
      secured.withTypeProvider<ZodTypeProvider>().post(
        '/admin/v1/social/callback',
        {
          schema: { body: socialCallbackSchema, response: { 200: okReply(socialBindReplySchema) } },
          config: {
            operation: op('bindSocialIdentity', 'Bind a social identity to the signed-in user', 'auth', 'the personal info page (/info/index)'),
            audit: { entity: 'socialBind', action: 'bind', idOf: idFrom.none },
          },
        },
        async (request) => {
          const form = request.body;
          const identity = await identityOf(form.state, form.code);
          await states.forget(form.state);
          await bindIdentityAudited(db, auditOf(request), identity, request.user.userId);
          return ok({ type: identity.provider, nickname: identity.nickname });
        },
      );
    },
  };
}
