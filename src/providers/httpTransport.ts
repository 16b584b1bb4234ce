/**
 * How one call of the console's HTTP client goes over the network (docs/performance.md#what-the-browser-loads): the
 * browser's fetch, with the address, query string and body written as the console's calls have always been sent
 * (the query string as axios wrote it with `indexes: null`), a time-out, and the reply read as JSON where it is
 * JSON. The client's rules (headers, the envelope, retries, messages) are `http.ts`'s; tests put a transport of
 * their own in this one's place (`HttpClient.defaults.adapter`).
 */

/** The options of a call the console makes; the client's own ones are described in `http.ts`. */
export interface RequestConfig {
  url?: string;
  method?: string;
  baseURL?: string;
  /** Query fields: arrays go out repeated (`a=1&a=2`), objects as `a[b]=1`; null and undefined are left out. */
  params?: Record<string, unknown>;
  /** The body: an object as JSON, a form (URLSearchParams, FormData), a Blob or text as it is. */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the call is given up (0: never). */
  timeout?: number;
  /** `blob` for a file; otherwise the reply is read as text and parsed as JSON when it is JSON. */
  responseType?: 'json' | 'text' | 'blob';
  signal?: AbortSignal;
  ignoreErrors?: boolean;
  retriedAfterRefresh?: boolean;
  anonymous?: boolean;
  idempotencyKey?: string;
  ifMatch?: number;
  overwrite?: boolean;
  resolvesConflicts?: boolean;
  keyedRetries?: number;
  read?: boolean;
  unavailableTries?: number;
  unavailableSince?: number;
}

/** A reply: its body (parsed), status, headers (lower-case names) and the call it answers. */
export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Record<string, string>;
  config: RequestConfig;
}

/** Why a call got no reply: no connection or a dropped one, its own time-out, or the caller cancelled it. */
export class TransportError extends Error {
  constructor(
    readonly reason: 'network' | 'timeout' | 'cancel',
    readonly config: RequestConfig,
  ) {
    super(reason === 'timeout' ? `timeout of ${config.timeout}ms exceeded` : reason === 'cancel' ? 'canceled' : 'Network Error');
    this.name = 'TransportError';
  }
}

/** Sends a call and answers with its reply, whatever its status; rejects with a TransportError when none came. */
export type HttpAdapter = (config: RequestConfig) => Promise<HttpResponse>;

/** The name of a header as the headers spell it, whatever its case; undefined when absent. */
const nameIn = (headers: Record<string, string> | undefined, name: string) => Object.keys(headers ?? {}).find((key) => key.toLowerCase() === name.toLowerCase());

export const headerOf = (headers: Record<string, string> | undefined, name: string): string | undefined => {
  const key = nameIn(headers, name);
  return key === undefined ? undefined : headers![key];
};

/** Sets a header (replacing it in whatever case it was written), or removes it when `value` is undefined. */
export function setHeader(headers: Record<string, string>, name: string, value: string | undefined): void {
  const key = nameIn(headers, name);
  if (key !== undefined) delete headers[key];
  if (value !== undefined) headers[name] = value;
}

/** As axios encoded a query field: URI-encoded, with `:`, `$`, `,` kept and spaces as `+`. */
const encode = (text: string) => encodeURIComponent(text).replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+');

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);
const nested = (value: unknown) => Array.isArray(value) || isPlain(value);
const scalar = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** `name=value&...` of the query fields, in the order and shape axios wrote them (`paramsSerializer: { indexes: null }`). */
export function queryString(params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => pairs.push(`${encode(key)}=${encode(scalar(value))}`);
  const walk = (value: unknown, path: string) => {
    for (const [key, item] of Object.entries(value as object)) {
      if (item === undefined || item === null) continue;
      const name = `${path}[${key.trim()}]`;
      if (nested(item)) walk(item, name);
      else add(name, item);
    }
  };
  for (const [rawKey, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const key = rawKey.trim();
    if (Array.isArray(value) && !value.some(nested)) {
      // A flat list: the field once for each value.
      for (const item of value) if (item !== undefined && item !== null) add(key.endsWith('[]') ? key.slice(0, -2) : key, item);
    } else if (nested(value)) walk(value, key);
    else add(key, value);
  }
  return pairs.join('&');
}

/** The address of a call: the base and the path joined, then its query (an absolute address keeps its own host). */
export function addressOf(config: RequestConfig): string {
  const url = config.url ?? '';
  let address = config.baseURL && !/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) ? (url ? `${config.baseURL.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : config.baseURL) : url;
  const query = queryString(config.params);
  if (query) {
    const hash = address.indexOf('#');
    if (hash !== -1) address = address.slice(0, hash);
    address += (address.includes('?') ? '&' : '?') + query;
  }
  return address;
}

/** The body as fetch takes it, with the Content-Type the body needs when the call set none. */
function bodyOf(data: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof FormData !== 'undefined' && data instanceof FormData) {
    // The browser writes the multipart type with its boundary.
    setHeader(headers, 'Content-Type', undefined);
    return data;
  }
  if (data instanceof URLSearchParams) {
    if (!headerOf(headers, 'Content-Type')) setHeader(headers, 'Content-Type', 'application/x-www-form-urlencoded;charset=utf-8');
    return data.toString();
  }
  if (typeof data === 'string' || data instanceof Blob || data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return data as BodyInit;
  if (!headerOf(headers, 'Content-Type')) setHeader(headers, 'Content-Type', 'application/json');
  return JSON.stringify(data);
}

/** A call as it goes out: its address with the query, method, headers and body (tests record this). */
export function outgoing(config: RequestConfig): { address: string; method: string; headers: Record<string, string>; body: BodyInit | undefined } {
  const headers = { Accept: 'application/json, text/plain, */*', ...config.headers };
  const body = bodyOf(config.data, headers);
  return { address: addressOf(config), method: (config.method ?? 'get').toUpperCase(), headers, body };
}

/** A reply's text as JSON when it is JSON, else as it came (an encrypted reply, a proxy's page). */
function parsed(text: string): unknown {
  if (!text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The console's transport: the browser's fetch, credentials included, given up after the call's time-out. */
export const fetchAdapter: HttpAdapter = async (config) => {
  const { address, method, headers, body } = outgoing(config);
  if (config.signal?.aborted) throw new TransportError('cancel', config);
  const controller = new AbortController();
  let timedOut = false;
  const timer = config.timeout ? setTimeout(() => ((timedOut = true), controller.abort()), config.timeout) : undefined;
  const cancel = () => controller.abort();
  config.signal?.addEventListener('abort', cancel);
  try {
    const res = await fetch(address, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: controller.signal,
    });
    const data = config.responseType === 'blob' ? await res.blob() : parsed(await res.text());
    return { data, status: res.status, headers: Object.fromEntries(res.headers), config };
  } catch {
    throw new TransportError(timedOut ? 'timeout' : config.signal?.aborted ? 'cancel' : 'network', config);
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', cancel);
  }
};
