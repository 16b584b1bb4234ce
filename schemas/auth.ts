import { z } from 'zod';
import type { SocialProviderInfo } from './loginModes';
import { WITHHELD_FIELDS } from './access';

/** The password-grant form the console sends (password already AES-encrypted). */
export const passwordLoginSchema = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(64),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(512),
  randomStr: z.string().max(64).optional(),
  code: z.string().max(16).optional(),
  /** The code sent to the phone of an account that signs in with a second factor. */
  secondCode: z.string().max(16).optional(),
  grant_type: z.literal('password'),
  scope: z.string().max(64).optional(),
});

/** The token reply of the token calls (docs/product.md#records-and-fields, "Session and user"): OAuth's own body, not the envelope. */
export const tokenReplySchema = z
  .strictObject({
    access_token: z.string(),
    refresh_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.int().min(0).describe('Seconds the access token lives'),
    scope: z.string(),
    tenant_id: z.int(),
    user_id: z.int(),
    grayTenant: z.boolean().optional(),
    user_info: z.strictObject({
      userId: z.int(),
      username: z.string(),
      actualName: z.string(),
      avatar: z.string().nullable(),
      authorities: z.array(z.strictObject({ authority: z.string() })),
    }),
  })
  .meta({ id: 'TokenReply' });
export type TokenReply = z.output<typeof tokenReplySchema>;

/** The reply of a failed password login that still counts attempts. */
export interface FailedLoginReply {
  msg: string;
  surplusTimes: number;
}

/** `GET /admin/user/info` */
export const userInfoReplySchema = z
  .strictObject({
    sysUser: z.strictObject({
      userId: z.int(),
      username: z.string(),
      actualName: z.string(),
      phone: z.string().nullable(),
      avatar: z.string().nullable(),
      tenantId: z.int(),
      deptId: z.int().nullable(),
    }),
    roles: z.array(z.string()),
    permissions: z.array(z.string()),
    passwordTemporary: z.boolean().describe('Signed in with a temporary password: every other call is refused until PUT /admin/user/password'),
    withheld: z.array(z.enum(WITHHELD_FIELDS)).describe("Fields the user's roles withhold (docs/security.md): null wherever a reply carries them"),
  })
  .meta({ id: 'UserInfo' });
export type UserInfoReply = z.output<typeof userInfoReplySchema>;

/** `GET /atrium-config.json`: run-time configuration the server hands the console. */
export interface ConsoleConfig {
  apiBase: string;
  loginAesKey: string;
  oauthClient: string;
  captcha: boolean;
  clientMode: 'normal' | 'operate';
  production: boolean;
  siteTitle: string;
  /** The identity providers the sign-in page offers: known when the page is drawn, without a call of its own. */
  socialProviders: SocialProviderInfo[];
}

/** The refresh-token grant of `POST /auth/oauth/token`. */
export const refreshTokenGrantSchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string({ error: '缺少刷新令牌' }).min(1, '缺少刷新令牌').max(512, '缺少刷新令牌'),
  scope: z.string().max(64).optional(),
});

/** The body of `POST /auth/oauth/token`: one of the grants it accepts, told apart by `grant_type`. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [passwordLoginSchema, refreshTokenGrantSchema], {
  error: '不支持的授权类型',
});
