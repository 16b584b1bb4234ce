import type { FieldErrors } from '@schemas/envelope';
import { ENCRYPT_HEADER, TENANT_HEADER } from '@schemas/envelope';
import { etagOf, IDEMPOTENCY_HEADER, OVERWRITE_HEADER } from '@schemas/idempotency';
import { SESSION_EXPIRED_MESSAGE, SILENT_STATUSES, STATUS_MESSAGES, UNKNOWN_ERROR_MESSAGE, unauthorizedMessage } from './httpMessages';
import { ApiError, SignedOutError } from './apiError';
import { serviceStatus } from './serviceStatus';
import { reportProblem } from './reportProblem';
import { fetchAdapter, headerOf, setHeader, TransportError, type HttpAdapter, type HttpResponse, type RequestConfig } from './httpTransport';

export { ApiError, SignedOutError };
export type { HttpAdapter, HttpResponse, RequestConfig };

/*
 * The options of a call that are the client's own (RequestConfig, httpTransport.ts):
 * - ignoreErrors: reject without showing a toast; the caller deals with the failure.
 * - retriedAfterRefresh: set on the one retry after a refresh, so a call is never retried twice.
 * - anonymous: a call that needs no session (sign-in calls); others are not sent while signed out.
 * - idempotencyKey: the user intent's idempotency key (docs/api.md, "Idempotency keys and versions"): sent as
 *   Idempotency-Key, and the call is then retried with it when no answer came (a network failure, the service
 *   unavailable, its own time-out) or while the server says the first request with it still runs (409 with
 *   Retry-After): the server runs it once whatever happens.
 * - ifMatch: the version of the record the change was based on, sent as If-Match.
 * - overwrite: the change knowingly replaces a newer one (the conflict dialog's "apply mine on top"), recorded as such.
 * - resolvesConflicts: the caller resolves a stale version (412) itself, in the conflict dialog: no toast for it.
 * - keyedRetries: retries of a keyed call so far after its own time-out or a 409 of its key in flight.
 * - read: a read sent as a POST (a list whose search travels in the body): as safe to repeat as a GET.
 * - unavailableTries, unavailableSince: tries of this call so far that were answered "not now" (see `mayRetry`),
 *   and when the first was.
 */

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
export function mayRetry(config: Pick<RequestConfig, 'method' | 'headers' | 'read'>): boolean {
  const method = (config.method ?? 'get').toUpperCase();
  if (method === 'GET' || method === 'HEAD' || config.read === true) return true;
  return headerOf(config.headers, IDEMPOTENCY_HEADER) !== undefined;
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
  /** The transport; the browser's fetch by default (tests answer from a function of their own). */
  adapter?: HttpAdapter;
}

interface Envelope {
  code?: number;
  msg?: string;
  data?: unknown;
  errors?: FieldErrors;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- a reply read without naming its type is `any`, as the callers have always read it */
/** The console's one HTTP client: calls by method, each answered with its reply or rejected with an ApiError. */
export interface HttpClient {
  request<T = any>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = any>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = any>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  post<T = any>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = any>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  /* eslint-enable @typescript-eslint/no-explicit-any -- the replies' own types again from here */
  /** What every call starts from; tests set `adapter`. */
  defaults: { baseURL?: string; timeout: number; adapter?: HttpAdapter };
  /**
   * Steps added to every call: a request step may change the call before it is sent (the query timestamp), a reply
   * step sees each reply the client accepted (the audit marks).
   */
  interceptors: {
    request: { use(step: (config: RequestConfig) => RequestConfig): void };
    response: { use(step: (res: HttpResponse) => HttpResponse): void };
  };
  /** Re-arms 401 handling after a successful sign-in. */
  resetUnauthorized(): void;
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const translate = deps.translate ?? ((t: string) => t);
  const requestSteps: ((config: RequestConfig) => RequestConfig)[] = [];
  const replySteps: ((res: HttpResponse) => HttpResponse)[] = [];
  let unauthorizedHandled = false;

  /** The headers every call carries: the session's, the tenant's, the language's and the call's own marks. */
  const withHeaders = (config: RequestConfig): RequestConfig => {
    const headers = { ...config.headers };
    const token = deps.getToken();
    // Token calls bring their own Basic credentials.
    const hasAuthorization = headerOf(headers, 'Authorization') !== undefined;
    if (token && !hasAuthorization) setHeader(headers, 'Authorization', `Bearer ${token}`);
    if (!token && !hasAuthorization && !config.anonymous && deps.isSignedOut?.()) throw new SignedOutError();
    const tenantId = deps.getTenantId();
    if (tenantId !== undefined && tenantId !== null && tenantId !== '' && headerOf(headers, TENANT_HEADER) === undefined) {
      setHeader(headers, TENANT_HEADER, String(tenantId));
    }
    const language = deps.getLanguage?.();
    if (language && headerOf(headers, 'Accept-Language') === undefined) setHeader(headers, 'Accept-Language', language);
    if (config.idempotencyKey) setHeader(headers, IDEMPOTENCY_HEADER, config.idempotencyKey);
    if (typeof config.ifMatch === 'number') setHeader(headers, 'If-Match', etagOf(config.ifMatch));
    if (config.overwrite) setHeader(headers, OVERWRITE_HEADER, '1');
    return { ...config, headers };
  };

  const fail = (status: number, message: string, config: RequestConfig | undefined, body?: Envelope): Promise<never> => {
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
  const bearerOf = (config: RequestConfig): string | null => {
    const auth = headerOf(config.headers, 'Authorization');
    return typeof auth === 'string' && auth.startsWith('Bearer ') ? auth.slice(7) : null;
  };

  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? Date.now;

  /** The same keyed call once more, after `ms`: the server answers it from its first request, never twice. */
  const retryKeyed = async (config: RequestConfig, ms: number) => {
    await sleep(ms);
    return client.request({ ...config, keyedRetries: (config.keyedRetries ?? 0) + 1 });
  };

  /**
   * A call answered "not now" (RETRYABLE_STATUSES, or no answer) is tried again after a wait when `mayRetry`
   * allows it and it has not tried for RETRY_GIVE_UP_MS; meanwhile the console shows one banner (serviceStatus),
   * and no toast per try. Null when it is not to be tried again: the caller then fails it as any other.
   */
  const retryUnavailable = async (config: RequestConfig, retryAfter: unknown): Promise<HttpResponse | null> => {
    if (!mayRetry(config)) return null;
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

  /** A reply below 500: the envelope decides whether the call succeeded. */
  const answered = async (res: HttpResponse): Promise<HttpResponse> => {
    await decryptIfFlagged(res, deps.getAesKey);
    const body = (res.data ?? {}) as Envelope;
    if (res.status === 200 && body.code !== 1) return res;
    // The first request with this key still runs (on this instance or another): ask again once it may be done.
    const retryAfter = Number(res.headers['retry-after']);
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
        const headers = { ...res.config.headers };
        setHeader(headers, 'Authorization', undefined);
        return client.request({ ...res.config, headers, retriedAfterRefresh: true });
      }
    }
    let message = body.msg || STATUS_MESSAGES[String(res.status)] || UNKNOWN_ERROR_MESSAGE;
    if (res.status === 401) message = unauthorizedMessage(body.msg, deps.getToken());
    return fail(res.status, message, res.config, body);
  };

  /** A call with no reply (`response` undefined) or a reply of 500 and above. */
  const failed = async (config: RequestConfig, response?: HttpResponse, reason?: TransportError['reason']): Promise<HttpResponse> => {
    if (reason === 'cancel') return fail(0, STATUS_MESSAGES['000'], config);
    const status = response?.status;
    // No answer at all (refused, dropped; not our own time-out) or an answer that says "not now".
    const unavailable = status === undefined ? reason !== 'timeout' : (RETRYABLE_STATUSES as readonly number[]).includes(status);
    if (unavailable) {
      const retried = await retryUnavailable(config, response?.headers['retry-after']);
      if (retried) return retried;
    }
    // Our own time-out: the server may still be doing it. A keyed call is sent again with its key, which the server
    // answers from that first request (or 409 while it runs), never a second time.
    if (status === undefined && !unavailable && config.idempotencyKey && (config.keyedRetries ?? 0) < KEYED_NETWORK_RETRIES) {
      return retryKeyed(config, KEYED_RETRY_DELAY_MS * 2 ** (config.keyedRetries ?? 0));
    }
    if (response) {
      const body = (response.data ?? {}) as Envelope;
      return fail(response.status, body.msg || UNKNOWN_ERROR_MESSAGE, config, body);
    }
    return fail(0, UNKNOWN_ERROR_MESSAGE, config);
  };

  const request = async (call: RequestConfig): Promise<HttpResponse> => {
    let config: RequestConfig = { ...call, baseURL: call.baseURL ?? client.defaults.baseURL, timeout: call.timeout ?? client.defaults.timeout };
    try {
      for (const step of requestSteps) config = step(config);
      config = withHeaders(config);
    } catch (error) {
      // Signed out already: the guard is on its way to the login page; nothing to show.
      if (error instanceof SignedOutError) throw new ApiError(401, translate(SESSION_EXPIRED_MESSAGE));
      throw error;
    }
    let res: HttpResponse;
    try {
      res = await (client.defaults.adapter ?? fetchAdapter)(config);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      return failed(config, undefined, error.reason);
    }
    res = res.status < 500 ? await answered(res) : await failed(config, res);
    for (const step of replySteps) res = step(res);
    return res;
  };

  const client: HttpClient = {
    request: request as HttpClient['request'],
    get: (url, config) => client.request({ ...config, url, method: 'get' }),
    delete: (url, config) => client.request({ ...config, url, method: 'delete' }),
    post: (url, data, config) => client.request({ ...config, url, method: 'post', data }),
    put: (url, data, config) => client.request({ ...config, url, method: 'put', data }),
    defaults: { baseURL: deps.baseURL, timeout: DEFAULT_TIMEOUT, adapter: deps.adapter },
    interceptors: {
      request: { use: (step) => void requestSteps.push(step) },
      response: { use: (step) => void replySteps.push(step) },
    },
    resetUnauthorized: () => {
      unauthorizedHandled = false;
    },
  };
  return client;
}

/**
 * Replies flagged with the encrypt header carry `data` AES-encrypted; open it before anyone reads it. The
 * cipher (crypto-js) loads on the first such reply, not with the sign-in page (docs/performance.md#what-the-browser-loads).
 */
async function decryptIfFlagged(res: HttpResponse, getKey: () => string) {
  const flag = res.headers[ENCRYPT_HEADER.toLowerCase()];
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
