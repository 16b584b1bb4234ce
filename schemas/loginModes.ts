import { z } from 'zod';
import { phoneProblem, PHONE_MESSAGES } from './phone';

/** An eleven-digit mainland mobile number with the messages of docs/product.md#validation. */
export const phoneSchema = z
  .string({ error: PHONE_MESSAGES.empty })
  // Bounded before it is trimmed (schemas/input.ts), with the message any wrong length gets.
  .max(64, PHONE_MESSAGES.length)
  .trim()
  .superRefine((value, ctx) => {
    const problem = phoneProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * The sign-in modes beyond the password grant (docs/product.md#signing-in; docs/security.md#sign-in):
 * phone code, social login and the second factor. Shared by the console and the reference server.
 */

export const CODE_MESSAGES = {
  required: '请输入验证码',
  format: '验证码为6位数字',
  sent: '发送成功!',
} as const;

const smsCode = z
  .string({ error: CODE_MESSAGES.required })
  .trim()
  .min(1, CODE_MESSAGES.required)
  .regex(/^\d{6}$/, CODE_MESSAGES.format);

/** `GET /admin/mobile/1/{mobile}?captchaCode&randomStr`: the image captcha guards the send button. */
export const smsSendQuerySchema = z.object({
  randomStr: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
});

/** `POST /auth/mobile/token/sms`: `mobile=SMS@<phone>`, `code`, `grant_type=mobile`. */
export const smsLoginSchema = z.object({
  mobile: z
    .string({ error: '手机号码不能为空' })
    .max(64, '手机号码格式不正确')
    .transform((value) => (value.startsWith('SMS@') ? value.slice(4) : value))
    .pipe(phoneSchema),
  code: smsCode,
  grant_type: z.literal('mobile', { error: '不支持的授权类型' }).optional(),
  scope: z.string().max(64).optional(),
});

/** Social types: the built-in demo provider or a configured one. */
export const socialTypeSchema = z
  .string({ error: '请选择登录方式' })
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,31}$/, '不支持的登录方式');

/** `state` of the provider round trip: `<TYPE>-<nonce>`, so the type travels with the single-use nonce. */
export const socialStateSchema = z.string({ error: '登录状态无效，请重新登录' }).regex(/^[A-Z][A-Z0-9_]{0,31}-[A-Za-z0-9_-]{16,64}$/, '登录状态无效，请重新登录');

export const socialCodeSchema = z.string({ error: '授权码无效' }).min(1, '授权码无效').max(512, '授权码无效');

/** `POST /admin/v1/social/getSocialUrl` */
export const socialUrlSchema = z.object({
  type: socialTypeSchema,
  /** Where the provider sends the browser back: must be this console's /authredirect. */
  redirectUri: z.string().max(512).optional(),
});

/** `POST /auth/mobile/token/social`: `mobile=<state>@<code>`. */
export const socialLoginSchema = z.object({
  mobile: z
    .string({ error: '授权码无效' })
    .max(700, '授权码无效')
    .transform((value, ctx) => {
      const at = value.indexOf('@');
      if (at <= 0) {
        ctx.addIssue({ code: 'custom', message: '授权码无效' });
        return z.NEVER;
      }
      return { state: value.slice(0, at), code: value.slice(at + 1) };
    })
    .pipe(z.object({ state: socialStateSchema, code: socialCodeSchema })),
  grant_type: z.string().max(32).optional(),
  scope: z.string().max(64).optional(),
});

/** `POST /admin/v1/social/callback`: a signed-in user binds the identity of a provider round trip. */
export const socialCallbackSchema = z.object({ state: socialStateSchema, code: socialCodeSchema });

/** `POST /admin/v1/social/bind/login`: password sign-in that binds the pending identity of `state`. */
export const socialBindLoginSchema = z.object({
  state: socialStateSchema,
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(512),
  randomStr: z.string().max(64).optional(),
  code: z.string().max(16).optional(),
  secondCode: z.string().max(16).optional(),
});

/** `POST /auth/login/secCheck` and `POST /admin/v1/sendCaptcha/secondCheck`. */
export const secondCheckSchema = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64),
});

/** `POST /admin/v1/login/userName`: the user names of a phone, proved by an SMS code. */
export const userNameLookupSchema = z.object({
  mobile: phoneSchema,
  code: smsCode,
});

export const secCheckReplySchema = z.strictObject({
  secondCheck: z.boolean().describe('The account signs in with a code sent to its phone after the password'),
});
export type SecCheckReply = z.output<typeof secCheckReplySchema>;

export const sendCodeReplySchema = z.strictObject({
  phone: z.string().describe('The phone the code went to, masked (138****0001)'),
  resendAfter: z.int().min(0).describe('Seconds before another code can be asked for'),
});
export type SendCodeReply = z.output<typeof sendCodeReplySchema>;

export const socialProviderSchema = z.strictObject({ type: z.string(), label: z.string() });
export type SocialProviderInfo = z.output<typeof socialProviderSchema>;

/** `POST /admin/v1/social/callback`: the identity now bound to the signed-in user. */
export const socialBindReplySchema = z.strictObject({ type: z.string(), nickname: z.string() });

/** The second-factor code field of the password grant. */
export const SECOND_FACTOR_FIELD = 'secondCode';

export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****');
