import type { TokenReply } from '@schemas/auth';
import { getStore, removeStore, setStore } from './storage';
import { getConfig } from './config';

/** Names of the session entries in storage (docs/product.md#the-admin-shell). */
export const KEYS = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  expiresIn: 'expires_in',
  userInfo: 'userInfo',
  permissions: 'permissions',
  roles: 'roles',
  menu: 'menu',
  moduleList: 'moduleList',
  moduleActive: 'moduleActive',
  tenantId: 'tenantId',
  tenantInfo: 'tenantInfo',
  tagList: 'tagList',
  loginPath: 'loginPath',
  language: 'language',
  isLock: 'isLock',
  lockPasswd: 'lockPasswd',
  collapsed: 'isCollapse',
  grayTenant: 'grayTenant',
  /** An external login address of a grey (canary) tenant: logout goes there instead of our login path. */
  grayLoginUrl: 'grayLoginUrl',
  /** The fields the user's roles withhold (docs/security.md): shown as 无权查看 / Hidden. */
  withheld: 'withheld',
  /** Signed in with a temporary password: the set-password step comes before anything else. */
  passwordTemporary: 'passwordTemporary',
} as const;

export const DEFAULT_LOGIN_PATH = '/loginIndex';
export const OPERATE_LOGIN_PATH = '/operateLogin';

export const getAccessToken = () => getStore<string>(KEYS.accessToken);
export const getRefreshToken = () => getStore<string>(KEYS.refreshToken);

let signedOut = false;
/** Whether this page has signed out since it last stored tokens (see the http client's isSignedOut). */
export const isSignedOut = () => signedOut;

export function storeTokens(reply: Pick<TokenReply, 'access_token' | 'refresh_token' | 'expires_in'>): void {
  signedOut = false;
  setStore({ name: KEYS.accessToken, content: reply.access_token });
  setStore({ name: KEYS.refreshToken, content: reply.refresh_token });
  setStore({ name: KEYS.expiresIn, content: reply.expires_in });
  // A fresh sign-in or refresh always clears the screen lock.
  removeStore(KEYS.isLock);
  removeStore(KEYS.lockPasswd);
}

export const getTenantId = () => getStore<string | number>(KEYS.tenantId);
export const setTenantId = (id: string | number) => setStore({ name: KEYS.tenantId, content: String(id) });

export function getLoginPath(): string {
  const stored = getStore<string>(KEYS.loginPath);
  if (stored) return stored;
  return getConfig().clientMode === 'operate' ? OPERATE_LOGIN_PATH : DEFAULT_LOGIN_PATH;
}
export const setLoginPath = (path: string) => setStore({ name: KEYS.loginPath, content: path });

/** Local sign-out: what logout clears (docs/product.md#states-and-transitions); the tenant id and login path stay. */
export function clearSession(): void {
  signedOut = true;
  for (const name of [
    KEYS.menu,
    KEYS.moduleList,
    KEYS.moduleActive,
    KEYS.permissions,
    KEYS.userInfo,
    KEYS.accessToken,
    KEYS.refreshToken,
    KEYS.expiresIn,
    KEYS.roles,
    KEYS.tenantInfo,
    KEYS.tagList,
    KEYS.isLock,
    KEYS.lockPasswd,
    KEYS.withheld,
    KEYS.passwordTemporary,
    // The shell's per-session entries (docs/product.md#the-admin-shell): last tab per module, supply-chain parameters; the tabs' records.
    'moduleLastTab',
    'scmParams',
    'pageRecords',
  ]) {
    removeStore(name);
  }
}

type SessionEndedListener = () => void;
const endedListeners = new Set<SessionEndedListener>();

/** The app subscribes here to leave for the login page when the server ends the session (401). */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  endedListeners.add(listener);
  return () => endedListeners.delete(listener);
}

export function endSession(): void {
  clearSession();
  for (const l of endedListeners) l();
}
