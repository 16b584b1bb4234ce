import { z } from 'zod';

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

/** The token reply of `POST /auth/oauth/token` (SPEC.md section 3, "Session and user"). */
export interface TokenReply {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
  tenant_id: number;
  user_id: number;
  grayTenant?: boolean;
  user_info: {
    userId: number;
    username: string;
    actualName: string;
    avatar: string | null;
    authorities: { authority: string }[];
  };
}

/** The reply of a failed password login that still counts attempts. */
export interface FailedLoginReply {
  msg: string;
  surplusTimes: number;
}

/** `GET /admin/user/info` */
export interface UserInfoReply {
  sysUser: {
    userId: number;
    username: string;
    actualName: string;
    phone: string | null;
    avatar: string | null;
    tenantId: number;
    deptId: number | null;
  };
  roles: string[];
  permissions: string[];
}

/** `GET /atrium-config.json`: run-time configuration the server hands the console. */
export interface ConsoleConfig {
  apiBase: string;
  loginAesKey: string;
  oauthClient: string;
  captcha: boolean;
  clientMode: 'normal' | 'operate';
  production: boolean;
  siteTitle: string;
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
