import { reportUnlessAnswered } from './reportProblem';
import type { AuthProvider } from '@refinedev/core';
import type { TokenReply } from '@schemas/auth';
import { ApiError } from './apiError';
import { httpClient } from './lazyClient';
import { notify } from './notifier';
import { tm } from './i18n';
import { getStore, removeStore, setStore } from './storage';
import { KEYS, clearSession, getAccessToken, getLoginPath, setTenantId, storeTokens } from './session';
import { getPermissionMap, getRoles, getUser, loadMenus, loadTenantInfo, loadUserInfo } from './sessionData';
import { requestBindLogin, requestPasswordToken, requestSmsToken, requestSocialToken, type LoginReply, type PasswordLogin } from './tokenCalls';

export { requestPasswordToken, requestRefreshToken, type PasswordLogin } from './tokenCalls';

/** How long a failed-login message stays (docs/product.md#constants-and-limits: login error toast 4 s). */
export const LOGIN_ERROR_SECONDS = 4;

/** Every way of signing in goes through `authProvider.login` (Refine's useLogin). */
export type LoginParams =
  | ({ mode?: 'password' } & PasswordLogin)
  | { mode: 'sms'; phone: string; code: string }
  | { mode: 'social'; state: string; code: string }
  | ({ mode: 'bind'; state: string } & PasswordLogin);

/** What the login page learns from a failed attempt. */
export interface LoginFailure {
  success: false;
  error: { name: string; message: string };
  /** The captcha or the phone code was wrong (428): shown under its field, not as a toast. */
  captcha?: boolean;
  /** A tenant was chosen by the server: stored, sign in again. */
  tenantId?: string | number;
  /** The account needs the code sent to its phone (second factor). */
  secondCheck?: boolean;
  /** 417: the social identity is bound to no account; the password form binds it under this state. */
  unboundState?: string;
}

/**
 * User, menus and tenant after a sign-in; a user holding a temporary password gets only their info, and the
 * set-password step (docs/security.md): the server refuses everything else until they set their own.
 */
export async function loadSession(): Promise<'ready' | 'setPassword'> {
  const info = await loadUserInfo();
  if (info.passwordTemporary) return 'setPassword';
  await Promise.all([loadMenus(), loadTenantInfo()]);
  return 'ready';
}

/** The set-password step's route. */
export const SET_PASSWORD_PATH = '/password';

function callFor(params: LoginParams) {
  switch (params.mode) {
    case 'sms':
      return requestSmsToken(params.phone, params.code);
    case 'social':
      return requestSocialToken(params.state, params.code);
    case 'bind':
      return requestBindLogin(params.state, params);
    default:
      return requestPasswordToken(params);
  }
}

/** The login reply branches of docs/product.md#states-and-transitions. */
async function handleReply(reply: LoginReply) {
  if (reply.access_token) {
    storeTokens(reply as TokenReply);
    if (reply.tenant_id !== undefined) setTenantId(reply.tenant_id);
    setStore({ name: KEYS.grayTenant, content: reply.grayTenant === true });
    if (typeof reply.grayLoginUrl === 'string' && /^https?:\/\//.test(reply.grayLoginUrl)) {
      setStore({ name: KEYS.grayLoginUrl, content: reply.grayLoginUrl });
    } else {
      removeStore(KEYS.grayLoginUrl);
    }
    (await httpClient()).resetUnauthorized();
    let loaded: 'ready' | 'setPassword';
    try {
      loaded = await loadSession();
    } catch (e) {
      // Without user and menu the shell cannot stand: undo the half sign-in.
      clearSession();
      return { success: false, error: { name: 'login', message: (e as Error).message } };
    }
    return { success: true, redirectTo: loaded === 'setPassword' ? SET_PASSWORD_PATH : '/' };
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
}

export const authProvider: AuthProvider = {
  login: async (params: LoginParams) => {
    let reply: LoginReply;
    try {
      reply = (await callFor(params)).data;
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError(0, String(e));
      const body = (err.body ?? {}) as LoginReply & { secondCheck?: boolean; state?: string };
      if (err.statusCode === 428) {
        return { success: false, captcha: true, error: { name: 'captcha', message: err.message } } satisfies LoginFailure;
      }
      if (err.statusCode === 417) {
        return {
          success: false,
          unboundState: body.state ?? (params.mode === 'social' ? params.state : undefined),
          error: { name: 'unbound', message: err.message },
        } satisfies LoginFailure;
      }
      // A failed login answers 426 with the message and surplusTimes: the same branch as a 200 without token.
      if (body.msg && body.surplusTimes !== undefined) return handleReply(body);
      // /authredirect shows a failed social sign-in on its own page.
      if (params.mode !== 'social') notify.error(err.message, LOGIN_ERROR_SECONDS);
      return {
        success: false,
        secondCheck: body.secondCheck === true || undefined,
        error: { name: 'login', message: err.message },
      } satisfies LoginFailure;
    }
    return handleReply(reply);
  },

  logout: async () => {
    const loginPath = getLoginPath();
    const grey = getStore<string>(KEYS.grayLoginUrl);
    // The local session ends either way; a server that could not be told is reported (its token lives on until it expires).
    if (getAccessToken()) await (await httpClient()).delete('/auth/token/logout', { ignoreErrors: true }).catch(reportUnlessAnswered);
    clearSession();
    removeStore(KEYS.grayTenant);
    if (grey && /^https?:\/\//.test(grey)) {
      // A grey tenant signs in elsewhere: leave the console for that address.
      window.location.assign(grey);
      return { success: true };
    }
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
