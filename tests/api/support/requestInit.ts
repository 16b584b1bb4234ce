/**
 * A test request's method, headers and body, with nothing else imported: the API tests' server helper and the
 * scale-out tests (which talk to running instances and must not load the server) build their calls with it.
 */
export interface RequestOptions {
  token?: string;
  tenantId?: string | number;
  query?: Record<string, string | number | (string | number)[]>;
  json?: unknown;
  form?: Record<string, string>;
  /** Raw body with its content type, for malformed input. */
  raw?: { body: string; contentType: string };
  headers?: Record<string, string>;
}

/** Method, headers (bearer token, tenant, content type) and body of a test request. */
export function requestInit(method: string, options: RequestOptions = {}): RequestInit {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.tenantId !== undefined) headers['TENANT-ID'] = String(options.tenantId);
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.raw) {
    headers['content-type'] = options.raw.contentType;
    body = options.raw.body;
  }
  return { method, headers, body };
}
