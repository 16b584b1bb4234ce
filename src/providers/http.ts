import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { FieldErrors } from '@schemas/envelope';
import { ENCRYPT_HEADER, TENANT_HEADER } from '@schemas/envelope';
import { etagOf, IDEMPOTENCY_HEADER, OVERWRITE_HEADER } from '@schemas/idempotency';
import { SESSION_EXPIRED_MESSAGE, SILENT_STATUSES, STATUS_MESSAGES, UNKNOWN_ERROR_MESSAGE, unauthorizedMessage } from './httpMessages';
import { ApiError, SignedOutError } from './apiError';
import { serviceStatus } from './serviceStatus';
import { reportProblem } from './reportProblem';

export { ApiError, SignedOutError };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without showing a toast; the caller deals with the failure. */
    ignoreErrors?: boolean;
    /** Set on the one retry after a refresh, so a call is never retried twice. */
    retriedAfterRefresh?: boolean;
    /** A call that needs no session (sign-in calls); others are not sent while signed out. */
    anonymous?: boolean;
    /**
     * The user intent's idempotency key (docs/api.md, "Idempotency keys and versions"): sent as Idempotency-Key, and
     * the call is then retried with it when no answer came (a network failure, the service unavailable, its own
     * time-out) or while the server says the first request with it still runs (409 with Retry-After): the server
     * runs it once whatever happens.
     */
    idempotencyKey?: string;
    /** The version of the record the change was based on, sent as If-Match. */
    ifMatch?: number;
    /** The change knowingly replaces a newer one (the conflict dialog's "apply mine on top"), recorded as such. */
    overwrite?: boolean;
    /** The caller resolves a stale version (412) itself, in the conflict dialog: no toast for it. */
    resolvesConflicts?: boolean;
    /** Retries of a keyed call so far after its own time-out or a 409 of its key in flight. */
    keyedRetries?: number;
    /** A read sent as a POST (a list whose search travels in the body): as safe to repeat as a GET. */
    read?: boolean;
    /** Tries of this call so far that were answered "not now" (see `mayRetry`), and when the first was. */
    unavailableTries?: number;
    unavailableSince?: number;
  }
}

/**
 * Retries of a keyed call whose own time-out struck (the server may still be doing it), and the first wait (doubled
 * each time); a keyed call that got no answer at all, or "not now", follows `mayRetry` below like a read.
 */
export const KEYED_NETWORK_RETRIES = 2;
const KEYED_RETRY_DELAY_MS = 400;
/** Retries of a keyed call while its first request still runs (409), each after the server's Retry-After (at most 2 s). */
export const KEYED_BUSY_RETRIES = 10;

export const DEFAULT_TIMEOUT = 30_000;
/** The one longer time-out of docs/product.md#calls (the rule log page). */
export const LONG_TIMEOUT = 60_000;

/**
 * Answers that say the call was not carried out and will be soon (docs/operating.md, "What survives what"):
 * 503 from the server (the database away or restarting, its connections all taken, the instance stopping) and
 * 502/504 from a proxy that found no instance; and no answer at all (the connection refused or dropped).
 */
export const RETRYABLE_STATUSES = [502, 503, 504] as const;
/** How long a call keeps trying while the service is unavailable before it gives up and shows why. */
export const RETRY_GIVE_UP_MS = 60_000;
/** Waits between tries: the server's Retry-After, else 1 s doubling, never above this. */
export const RETRY_MAX_WAIT_MS = 5_000;

/**
 * The one retry policy of the console: a call that was not carried out is tried again by itself when repeating
 * it is safe, that is a read (GET, HEAD, or a list read sent as POST and marked `read`), or a write that carries
 * an `Idempotency-Key` (the server answers a repeated key with the first result, never a second write).
 */
export function mayRetry(config: Pick<InternalAxiosRequestConfig, 'method' | 'headers' | 'read'>): boolean {
  const method = (config.method ?? 'get').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || config.read === true) return true;
  return AxiosHeaders.from(config.headers).has('Idempotency-Key');
}

/** The wait before try `tries + 1`: what the server asked for (Retry-After, seconds), else 1 s, 2 s, 4 s ... */
export function retryWaitMs(retryAfter: unknown, tries: number): number {
  const seconds = typeof retryAfter === 'string' && /^\d{1,4}$/.test(retryAfter.trim()) ? Number(retryAfter) : null;
  const wanted = seconds !== null ? seconds * 1000 : 1000 * 2 ** tries;
  return Math.min(RETRY_MAX_WAIT_MS, Math.max(250, wanted));
}

export interface HttpClientDeps {
  baseURL?: string;
  getToken: () => string | undefined;
  getTenantId: () => string | number | undefined;
  /** The console's chosen language: labels the server writes (flow types, export headers) follow it, not the browser's. */
  getLanguage?: () => string;
  /** The AES key of encrypted replies. */
  getAesKey: () => string;
  /** Shows an error toast (already in the user's language). */
  showError: (text: string) => void;
  /** Puts a message of docs/product.md#errors-and-messages into the user's language. */
  translate?: (text: string) => string;
  /**
   * Shows the message of a 401 that ends the session; by default `showError`. The console hands it to a holder
   * that outlives the signed-in screens, which `onUnauthorized` is about to take down.
   */
  showSessionEnded?: (text: string) => void;
  /** Local logout and the way to the login page; called once for a burst of 401s. */
  onUnauthorized: () => void;
  /** Waits before a call is tried again (tests pass a clock of their own). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /**
   * The server refused the call until the user sets a password of their own (403 with its flag, docs/security.md):
   * the set-password step opens, instead of a toast.
   */
  onPasswordChangeRequired?: () => void;
  /** Whether a refusal is that one. */
  asksPasswordChange?: (status: number, body: unknown) => boolean;
  /**
   * Renews the session after a 401 of a call that carried `usedToken` (an access token that expired between two
   * timer ticks): true when a newer token is stored now, and the call is retried once with it.
   */
  refreshSession?: (usedToken: string) => Promise<boolean>;
  /**
   * True after this page signed out (logout, or a session the server ended): calls that need a session are then
   * not sent at all, so a refetch racing the logout neither reaches the server nor shows a message.
   */
  isSignedOut?: () => boolean;
  adapter?: InternalAxiosRequestConfig['adapter'];
}

interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
  errors?: FieldErrors;
}

export interface HttpClient extends AxiosInstance {
  /** Re-arms 401 handling after a successful sign-in. */
  resetUnauthorized(): void;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const translate = deps.translate ?? ((t: string) => t);
  const client = axios.create({
    baseURL: deps.baseURL,
    timeout: DEFAULT_TIMEOUT,
    withCredentials: true,
    // Arrays go out repeated: a=1&a=2.
    paramsSerializer: { indexes: null },
    // 2xx-4xx resolve at the transport level; the envelope decides success below.
    validateStatus: (status) => status >= 200 && status < 500,
    adapter: deps.adapter,
  }) as HttpClient;

  let unauthorizedHandled = false;
  client.resetUnauthorized = () => {
    unauthorizedHandled = false;
  };

  client.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
    const token = deps.getToken();
    // Token calls bring their own Basic credentials.
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    if (!token && !headers.has('Authorization') && !config.anonymous && deps.isSignedOut?.()) throw new SignedOutError();
    const tenantId = deps.getTenantId();
    if (tenantId !== undefined && tenantId !== null && tenantId !== '' && !headers.has(TENANT_HEADER)) {
      headers.set(TENANT_HEADER, String(tenantId));
    }
    const language = deps.getLanguage?.();
    if (language && !headers.has('Accept-Language')) headers.set('Accept-Language', language);
    if (config.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, config.idempotencyKey);
    if (typeof config.ifMatch === 'number') headers.set('If-Match', etagOf(config.ifMatch));
    if (config.overwrite) headers.set(OVERWRITE_HEADER, '1');
    config.headers = headers;
    return config;
  });

  const fail = (status: number, message: string, config: InternalAxiosRequestConfig | undefined, body?: Envelope): Promise<never> => {
    const text = translate(message);
    if (deps.asksPasswordChange?.(status, body) && deps.onPasswordChangeRequired) {
      deps.onPasswordChangeRequired();
    } else if (status === 401) {
      // Many calls fail together when a session ends: one toast, one logout, one redirect;
      // calls still in flight after it (now without a token) stay quiet until the next sign-in.
      if (!unauthorizedHandled) {
        unauthorizedHandled = true;
        (deps.showSessionEnded ?? deps.showError)(text);
        deps.onUnauthorized();
      }
    } else if (!config?.ignoreErrors && !(status === 412 && config?.resolvesConflicts) && !(config?.anonymous && SILENT_STATUSES.includes(status))) {
      deps.showError(text);
    }
    return Promise.reject(new ApiError(status, text, body?.errors, body));
  };

  /** The bearer token a call went out with, when it was one (token calls use Basic and never retry). */
  const bearerOf = (config: InternalAxiosRequestConfig | undefined): string | null => {
    const auth = config ? AxiosHeaders.from(config.headers).get('Authorization') : null;
    return typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : null;
  };

  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? Date.now;

  /** The same keyed call once more, after `ms`: the server answers it from its first request, never twice. */
  const retryKeyed = async (config: InternalAxiosRequestConfig, ms: number) => {
    await sleep(ms);
    return client.request({ ...config, keyedRetries: (config.keyedRetries ?? 0) + 1 });
  };

  /**
   * A call answered "not now" (RETRYABLE_STATUSES, or no answer) is tried again after a wait when `mayRetry`
   * allows it and it has not tried for RETRY_GIVE_UP_MS; meanwhile the console shows one banner (serviceStatus),
   * and no toast per try. Null when it is not to be tried again: the caller then fails it as any other.
   */
  const retryUnavailable = async (config: InternalAxiosRequestConfig | undefined, retryAfter: unknown): Promise<AxiosResponse | null> => {
    if (!config || !mayRetry(config)) return null;
    const tries = config.unavailableTries ?? 0;
    const started = config.unavailableSince ?? now();
    const wait = retryWaitMs(retryAfter, tries);
    if (now() + wait - started > RETRY_GIVE_UP_MS) return null;
    serviceStatus.retrying(+1);
    try {
      await sleep(wait);
      return await client.request({ ...config, unavailableTries: tries + 1, unavailableSince: started });
    } finally {
      serviceStatus.retrying(-1);
    }
  };

  client.interceptors.response.use(
    async (res: AxiosResponse) => {
      await decryptIfFlagged(res, deps.getAesKey);
      const body = (res.data ?? {}) as Envelope;
      if (res.status === 200 && body.code !== 1) return res;
      // The first request with this key still runs (on this instance or another): ask again once it may be done.
      const retryAfter = Number(AxiosHeaders.from(res.headers as never).get('retry-after'));
      if (res.status === 409 && res.config.idempotencyKey && Number.isFinite(retryAfter) && (res.config.keyedRetries ?? 0) < KEYED_BUSY_RETRIES) {
        return retryKeyed(res.config, Math.min(Math.max(retryAfter, 0.2), 2) * 1000);
      }
      const used = bearerOf(res.config);
      if (res.status === 401 && used && deps.refreshSession && !res.config.retriedAfterRefresh && !unauthorizedHandled) {
        const renewed = await deps.refreshSession(used).catch((error: unknown) => {
          reportProblem(error);
          return false;
        });
        if (renewed) {
          const headers = AxiosHeaders.from(res.config.headers);
          headers.delete('Authorization');
          return client.request({ ...res.config, headers, retriedAfterRefresh: true });
        }
      }
      let message = body.msg || STATUS_MESSAGES[String(res.status)] || UNKNOWN_ERROR_MESSAGE;
      if (res.status === 401) message = unauthorizedMessage(body.msg, deps.getToken());
      return fail(res.status, message, res.config, body);
    },
    async (error: AxiosError) => {
      // Signed out already: the guard is on its way to the login page; nothing to show.
      if (error instanceof SignedOutError) return Promise.reject(new ApiError(401, translate(SESSION_EXPIRED_MESSAGE)));
      if (axios.isCancel(error)) return fail(0, STATUS_MESSAGES['000'], error.config);
      const status = error.response?.status;
      // No answer at all (refused, dropped; not our own time-out) or an answer that says "not now".
      const unavailable = status === undefined ? error.code !== 'ECONNABORTED' && error.code !== 'ETIMEDOUT' : (RETRYABLE_STATUSES as readonly number[]).includes(status);
      if (unavailable) {
        const retried = await retryUnavailable(error.config, error.response?.headers?.['retry-after']);
        if (retried) return retried;
      }
      // Our own time-out: the server may still be doing it. A keyed call is sent again with its key, which the server
      // answers from that first request (or 409 while it runs), never a second time.
      if (status === undefined && !unavailable && error.config?.idempotencyKey && (error.config.keyedRetries ?? 0) < KEYED_NETWORK_RETRIES) {
        return retryKeyed(error.config, KEYED_RETRY_DELAY_MS * 2 ** (error.config.keyedRetries ?? 0));
      }
      if (error.response) {
        const body = (error.response.data ?? {}) as Envelope;
        return fail(error.response.status, body.msg || UNKNOWN_ERROR_MESSAGE, error.config, body);
      }
      return fail(0, UNKNOWN_ERROR_MESSAGE, error.config);
    },
  );

  return client;
}

/**
 * Replies flagged with the encrypt header carry `data` AES-encrypted; open it before anyone reads it. The
 * cipher (crypto-js) loads on the first such reply, not with the sign-in page (docs/performance.md#what-the-browser-loads).
 */
async function decryptIfFlagged(res: AxiosResponse, getKey: () => string) {
  const flag = AxiosHeaders.from(res.headers as never).get(ENCRYPT_HEADER);
  if (flag === undefined || flag === null || flag === '' || flag === 'false') return;
  const key = getKey();
  const { decryptPayload } = await import('@schemas/loginCrypto');
  let body = res.data as unknown;
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body);
    } catch {
      res.data = decryptPayload(body as string, key);
      return;
    }
  }
  if (body && typeof body === 'object' && typeof (body as Envelope).data === 'string') {
    (body as Envelope).data = decryptPayload((body as Envelope).data as string, key);
  }
  res.data = body;
}
