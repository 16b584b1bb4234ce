import { outgoing, TransportError, type HttpAdapter, type RequestConfig } from '@/providers/httpTransport';

export interface StubReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** No answer at all: the connection dropped (the request may have been carried out). */
  network?: boolean;
}

/** A call's headers as they go out, read by name whatever its case (undefined when absent). */
export interface RecordedHeaders {
  get(name: string): string | undefined;
  has(name: string): boolean;
}

export interface RecordedRequest {
  method: string;
  /** The path as the caller gave it, without the base or the query. */
  url: string;
  params: Record<string, unknown> | undefined;
  /** The body as it goes out: JSON text for an object, the form as text, a FormData as it is. */
  data: unknown;
  headers: RecordedHeaders;
  config: RequestConfig;
}

const recordedHeaders = (headers: Record<string, string>): RecordedHeaders => {
  const byName = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return { get: (name) => byName.get(name.toLowerCase()), has: (name) => byName.has(name.toLowerCase()) };
};

/**
 * A transport of the HTTP client that answers from a routing function and records what was sent, as the browser's
 * transport would send it; the client's own rules (headers, envelope, errors, retries) still run around it. A reply
 * may be a promise: a test holds a call open to act while it is under way.
 */
export function stubAdapter(route: (req: RecordedRequest) => StubReply | Promise<StubReply>) {
  const requests: RecordedRequest[] = [];
  const adapter: HttpAdapter = async (config) => {
    const sent = outgoing(config);
    const req: RecordedRequest = {
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      params: config.params,
      data: sent.body,
      headers: recordedHeaders(sent.headers),
      config,
    };
    requests.push(req);
    const r = await route(req);
    if (r.network) throw new TransportError('network', config);
    const headers = Object.fromEntries(Object.entries(r.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]));
    return { data: r.data ?? { code: 0, data: null }, status: r.status ?? 200, headers, config };
  };
  return { adapter, requests };
}
