import type { AuthProvider } from '@refinedev/core';
import type { FailedLoginReply, TokenReply } from '@schemas/auth';
import { encryptLoginPassword } from '@schemas/loginCrypto';
import { ApiError } from './http';
import { http } from './client';
import { getConfig } from './config';
import { notify } from './notifier';
import { tm } from './i18n';
import { clearSession, getAccessToken, getLoginPath, setTenantId, storeTokens } from './session';
import { getPermissionMap, getRoles, getUser, loadMenus, loadTenantInfo, loadUserInfo } from './sessionData';

export interface PasswordLogin {
  username: string;
  password: string;
  code?: string;
  randomStr?: string;
}

/** How long a failed-login message stays (SPEC.md section 9: login error toast 4 s). */
export const LOGIN_ERROR_SECONDS = 4;

export const TOKEN_URL = '/auth/oauth/token';

const basicAuth = () => `Basic ${btoa(getConfig().oauthClient)}`;

/** `POST /auth/oauth/token`, form-encoded with the client's Basic credentials (DESIGN.md section 7). */
export function requestPasswordToken(p: PasswordLogin) {
  const { loginAesKey } = getConfig();
  const form = new URLSearchParams({
    username: p.username.trim(),
    password: encryptLoginPassword(p.password, loginAesKey),
    randomStr: p.randomStr ?? '',
    code: p.code ?? '',
    grant_type: 'password',
    scope: 'server',
  });
  return http.post<TokenReply | (FailedLoginReply & { tenantId?: string | number })>(TOKEN_URL, form, {
    headers: { Authorization: basicAuth(), 'Content-Type': 'application/x-www-form-urlencoded' },
    ignoreErrors: true,
  });
}

export function requestRefreshToken(refreshToken: string) {
  const form = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'server' });
  return http.post<TokenReply>(TOKEN_URL, form, {
    headers: { Authorization: basicAuth(), 'Content-Type': 'application/x-www-form-urlencoded' },
    ignoreErrors: true,
  });
}

/** What the login page learns from a failed attempt. */
export interface LoginFailure {
  success: false;
  error: { name: string; message: string };
  /** The captcha was wrong (428): shown under its field, not as a toast. */
  captcha?: boolean;
  /** A tenant was chosen by the server: stored, sign in again. */
  tenantId?: string | number;
}

async function loadSession(): Promise<void> {
  await loadUserInfo();
  await Promise.all([loadMenus(), loadTenantInfo()]);
}

export const authProvider: AuthProvider = {
  login: async (params: PasswordLogin) => {
    let reply: Partial<TokenReply & FailedLoginReply & { tenantId: string | number }>;
    try {
      reply = (await requestPasswordToken(params)).data;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      if (err.statusCode === 428) {
        return { success: false, captcha: true, error: { name: 'captcha', message: err.message } } satisfies LoginFailure;
      }
      notify.error(err.message, LOGIN_ERROR_SECONDS);
      return { success: false, error: { name: 'login', message: err.message } } satisfies LoginFailure;
    }

    if (reply.access_token) {
      storeTokens(reply as TokenReply);
      if (reply.tenant_id !== undefined) setTenantId(reply.tenant_id);
      http.resetUnauthorized();
      try {
        await loadSession();
      } catch (e) {
        // Without user and menu the shell cannot stand: undo the half sign-in.
        clearSession();
        return { success: false, error: { name: 'login', message: (e as Error).message } };
      }
      return { success: true, redirectTo: '/' };
    }
    if (reply.msg && reply.surplusTimes !== undefined) {
      const message = tm(reply.msg);
      notify.error(message, LOGIN_ERROR_SECONDS);
      return { success: false, error: { name: 'login', message } } satisfies LoginFailure;
    }
    if (reply.tenantId !== undefined) {
      setTenantId(reply.tenantId);
      return { success: false, tenantId: reply.tenantId, error: { name: 'tenant', message: '' } } satisfies LoginFailure;
    }
    const message = tm(reply.msg || '系统未知错误,请反馈给管理员');
    notify.error(message, LOGIN_ERROR_SECONDS);
    return { success: false, error: { name: 'login', message } };
  },

  logout: async () => {
    const loginPath = getLoginPath();
    if (getAccessToken()) await http.delete('/auth/token/logout', { ignoreErrors: true }).catch(() => undefined);
    clearSession();
    return { success: true, redirectTo: loginPath };
  },

  check: async () => {
    if (getAccessToken()) return { authenticated: true };
    return { authenticated: false, redirectTo: getLoginPath() };
  },

  // The http client already signs out and leaves for the login page on 401 (once for a burst of calls).
  onError: async (error) => {
    if (error?.statusCode === 401 && !getAccessToken()) return { redirectTo: getLoginPath() };
    return {};
  },

  getIdentity: async () => {
    if (!getAccessToken()) return null;
    let user = getUser();
    if (!user) user = (await loadUserInfo()).sysUser;
    return { ...user, id: user.userId, name: user.actualName || user.username };
  },

  getPermissions: async () => {
    if (!getAccessToken()) return null;
    return { permissions: getPermissionMap(), roles: getRoles() };
  },
};
