import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { maskPhone, secCheckReplySchema, secondCheckSchema, sendCodeReplySchema, type SecCheckReply, type SendCodeReply } from '../../schemas/loginModes';
import { okReply } from '../../schemas/reply';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import type { DevOutbox } from '../services/outbox';
import type { VerificationCodes } from '../services/verificationCodes';
import { loginRateLimit, tooSoonMessage } from '../http/signInCalls';
import { flaggedUser } from '../repositories/users';
import { SCREEN, op } from '../http/operations';

export interface SecondFactorDeps {
  config: AppConfig;
  db: Kysely<Database>;
  codes: VerificationCodes;
  outbox: DevOutbox;
}

/**
 * Double factor (docs/security.md#sign-in): `secCheck` tells the login form whether the account needs a code after
 * the password; `sendCaptcha/secondCheck` sends that code to the account's phone. The password grant checks it.
 */
export async function secondFactorRoutes(fastify: FastifyInstance, deps: SecondFactorDeps) {
  const { config, db, codes, outbox } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const limit = loginRateLimit(config);

  app.post(
    '/auth/login/secCheck',
    {
      schema: { body: secondCheckSchema, response: { 200: okReply(secCheckReplySchema) } },
      config: { operation: op('checkSecondFactor', 'Whether an account needs a second factor', 'auth', SCREEN.login), public: true, ...limit },
    },
    async (request) => {
      const { username } = request.body;
      const reply: SecCheckReply = { secondCheck: (await flaggedUser(db, username)) !== null };
      return ok(reply);
    },
  );

  app.post(
    '/admin/v1/sendCaptcha/secondCheck',
    {
      schema: { body: secondCheckSchema, response: { 200: okReply(sendCodeReplySchema) } },
      config: { operation: op('sendSecondFactorCode', "Send the second-factor code to the account's phone", 'auth', SCREEN.login), public: true, ...limit },
    },
    async (request) => {
      const { username } = request.body;
      const user = await flaggedUser(db, username);
      if (!user) throw new ApiError(400, '该账号无需二次验证');
      const issued = await codes.issue('second-factor', String(user.userId));
      if (issued.status === 'too-soon') throw new ApiError(429, tooSoonMessage(issued.waitSeconds));
      outbox.deliver(user.phone, `【Atrium】您的登录二次验证码为 ${issued.code}，5分钟内有效，请勿泄露。`);
      const reply: SendCodeReply = { phone: maskPhone(user.phone), resendAfter: 60 };
      return ok(reply);
    },
  );
}
