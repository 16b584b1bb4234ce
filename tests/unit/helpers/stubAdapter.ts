import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';

export interface StubReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
  /** No answer at all: the connection dropped (the request may have been carried out). */
  network?: boolean;
}

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown> | undefined;
  data: unknown;
  headers: AxiosHeaders;
  config: InternalAxiosRequestConfig;
}

/**
 * An axios transport that answers from a routing function and records what was sent; the client's
 * own interceptors (headers, envelope, errors) still run around it. A reply may be a promise: a test holds a
 * call open to act while it is under way.
 */
export function stubAdapter(route: (req: RecordedRequest) => StubReply | Promise<StubReply>) {
  const requests: RecordedRequest[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const req: RecordedRequest = {
      method: (config.method ?? 'get').toLowerCase(),
      url: config.url ?? '',
      params: config.params,
      data: config.data,
      headers: AxiosHeaders.from(config.headers),
      config,
    };
    requests.push(req);
    const r = await route(req);
    if (r.network) throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, null);
    const response = {
      data: r.data ?? { code: 0, data: null },
      status: r.status ?? 200,
      statusText: String(r.status ?? 200),
      headers: new AxiosHeaders(r.headers ?? {}),
      config,
    };
    if (config.validateStatus && !config.validateStatus(response.status)) {
      throw new AxiosError('stub status', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  return { adapter, requests };
}
