import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { phoneSchema, sendCodeReplySchema, smsLoginSchema, smsSendQuerySchema, userNameLookupSchema, maskPhone, type SendCodeReply } from '../../schemas/loginModes';
import { tokenReplySchema } from '../../schemas/auth';
import { okReply } from '../../schemas/reply';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError, MSG, ok } from '../http/envelope';
import type { CaptchaStore } from '../services/captcha';
import type { LoginService } from '../services/login';
import type { DevOutbox } from '../services/outbox';
import type { VerificationCodes } from '../services/verificationCodes';
import { clientCredentials, loginRateLimit, tooSoonMessage } from '../http/signInCalls';
import { loginUsersByPhone } from '../repositories/users';
import { SCREEN, op } from '../http/operations';

export interface SmsDeps {
  config: AppConfig;
  db: Kysely<Database>;
  captcha: CaptchaStore;
  login: LoginService;
  codes: VerificationCodes;
  outbox: DevOutbox;
}

/** Phone sign-in (docs/product.md#signing-in): `GET /admin/mobile/1/{mobile}` sends a code, `/auth/mobile/token/sms` spends it. */
export async function smsRoutes(fastify: FastifyInstance, deps: SmsDeps) {
  const { config, db, captcha, login, codes, outbox } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const sendSchema = { params: z.object({ mobile: phoneSchema }), querystring: smsSendQuerySchema, response: { 200: okReply(sendCodeReplySchema) } };
  app.get(
    '/admin/mobile/1/:mobile',
    { schema: sendSchema, config: { operation: op('sendSmsLoginCode', 'Send a sign-in code to a phone', 'auth', SCREEN.login), public: true, ...loginRateLimit(config) } },
    async (request) => {
      const phone = request.params.mobile;
      const query = request.query;
      // The image captcha keeps scripts from using the send button to flood phones.
      if (config.captcha && !(await captcha.check(query.randomStr, query.captchaCode))) throw new ApiError(428, MSG.badCaptcha);
      const issued = await codes.issue('sms-login', phone);
      if (issued.status === 'too-soon') throw new ApiError(429, tooSoonMessage(issued.waitSeconds));
      // The reply is the same for a phone nobody signs in with, so it tells a caller nothing about accounts.
      if ((await loginUsersByPhone(db, phone)).length > 0) {
        outbox.deliver(phone, `【Atrium】您的登录验证码为 ${issued.code}，5分钟内有效，请勿泄露。`);
      }
      const reply: SendCodeReply = { phone: maskPhone(phone), resendAfter: 60 };
      return ok(reply);
    },
  );

  app.post(
    '/auth/mobile/token/sms',
    {
      schema: { body: smsLoginSchema, response: { 200: tokenReplySchema } },
      preValidation: clientCredentials(config),
      config: { operation: op('issueTokenBySms', 'Sign in with a phone code', 'auth', SCREEN.login), public: 'client', ...loginRateLimit(config) },
    },
    async (request) => {
      const form = request.body;
      if (!(await codes.check('sms-login', form.mobile, form.code))) throw new ApiError(428, MSG.badCaptcha);
      const users = await loginUsersByPhone(db, form.mobile);
      if (users.length === 0) throw new ApiError(428, MSG.badCaptcha);
      if (users.length > 1) throw new ApiError(426, '该手机号绑定了多个账号，请使用密码登录');
      return login.signIn(users[0].user_id, request);
    },
  );

  /** The user names of a phone, for someone who forgot theirs: proved by a phone code, which it spends. */
  app.post(
    '/admin/v1/login/userName',
    {
      schema: { body: userNameLookupSchema, response: { 200: okReply(z.array(z.string())) } },
      config: { operation: op('findUserNamesByPhone', 'The user names of a phone, proved by a code', 'auth', SCREEN.login), public: true, ...loginRateLimit(config) },
    },
    async (request) => {
      const form = request.body;
      if (!(await codes.check('sms-login', form.mobile, form.code))) throw new ApiError(428, MSG.badCaptcha);
      const users = await loginUsersByPhone(db, form.mobile);
      return ok(users.map((u) => u.username));
    },
  );
}
