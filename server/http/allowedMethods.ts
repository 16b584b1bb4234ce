import Router from 'find-my-way';
import type { FastifyInstance } from 'fastify';

type Method = Router.HTTPMethod;

/**
 * The methods each API path answers, for the 405 of a known path called with another method: Fastify's own
 * router only says "not found". A second router of the same library holds the API routes (found by their
 * pattern exactly as Fastify finds them), each with a handler that is never called.
 */
export class AllowedMethods {
  private readonly router = Router();
  private readonly methods = new Set<Method>();

  constructor(private readonly apiBase: string) {}

  /** Mirrors every route registered under the API base from now on. */
  watch(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      if (route.url !== this.apiBase && !route.url.startsWith(`${this.apiBase}/`)) return;
      for (const method of [route.method].flat() as Method[]) {
        this.router.on(method, route.url, () => {});
        this.methods.add(method);
      }
    });
  }

  /** The methods that have a route for this path (empty for a path no API route matches). */
  of(path: string): Method[] {
    const found: Method[] = [];
    for (const method of this.methods) {
      try {
        if (this.router.find(method, path)) found.push(method);
      } catch {
        // A path the router cannot even read matches nothing.
      }
    }
    return found;
  }
}
