import type { HttpClient } from './http';

/**
 * The console's HTTP client (axios with our interceptors), loaded with the first call rather than with the
 * sign-in page, which asks nothing of the API before the user acts (docs/performance.md#what-the-browser-loads). What the signed-in
 * part alone runs imports `./client` directly: the client is loaded by then.
 */
export const httpClient = (): Promise<HttpClient> => import('./client').then((m) => m.http);
