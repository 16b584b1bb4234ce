import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { z } from 'zod';
import type { RouteEntry } from '../../../server/app';
import { decryptPayload } from '../../../schemas/loginCrypto';
import { ENCRYPT_HEADER } from '../../../schemas/envelope';
import { failureReply } from '../../../schemas/reply';

/**
 * The reply check of the API tests: every reply a test receives through the HTTP helper is held to the reply
 * schema its route declares (schemas/, wired into the route's `response`), so a reply that drifts from the
 * published contract fails the test that received it. Refusals are held to the failure envelope; a route
 * under the API base without a declared reply fails too.
 */
export interface ReceivedReply {
  method: string;
  url: URL;
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

type ContentResponse = { content: Record<string, { schema: z.ZodType }> };

export function replyChecker(routes: readonly RouteEntry[], apiBase: string, aesKey: string) {
  const router = FindMyWay({ maxParamLength: 200 });
  const inApi = (path: string) => path === apiBase || path.startsWith(`${apiBase}/`);
  for (const route of routes) {
    // The console's catch-all files sit outside the API; a wildcard under it (the reference page's files) is held too.
    if (route.method === 'HEAD' || (route.url.includes('*') && !inApi(route.url))) continue;
    router.on(route.method as HTTPMethod, route.url, () => {}, route);
  }

  return function checkReply(reply: ReceivedReply): void {
    if (reply.method === 'HEAD' || reply.status === 101) return;
    const path = reply.url.pathname;
    let route: RouteEntry | undefined;
    try {
      route = router.find(reply.method as HTTPMethod, path)?.store as RouteEntry | undefined;
    } catch {
      route = undefined;
    }
    const declared = route?.response;
    if (!declared && !inApi(path)) return;
    const label = `${reply.method} ${route?.url ?? path} answered ${reply.status}`;
    let schema = declared?.[String(reply.status)] ?? declared?.[`${String(reply.status)[0]}XX`];
    if (!schema && reply.status >= 400 && inApi(path)) schema = failureReply;
    if (!schema) throw new Error(`${label}: no reply schema declares it (schemas/, the route's response)`);

    if (typeof schema === 'object' && schema !== null && 'content' in schema && !(schema instanceof z.ZodType)) {
      const mediaType = (reply.headers.get('content-type') ?? '').split(';')[0].trim();
      const declaredTypes = Object.keys((schema as ContentResponse).content);
      if (!declaredTypes.includes(mediaType)) throw new Error(`${label} as ${mediaType || 'no media type'}; declared: ${declaredTypes.join(', ')}`);
      return;
    }
    if (reply.body === undefined) throw new Error(`${label} with a body that is not JSON: ${reply.text.slice(0, 200)}`);
    let body = reply.body;
    // Personal data encrypted on the wire (ENCRYPT_REPLIES): the schema describes what the console decrypts.
    if (reply.headers.get(ENCRYPT_HEADER) === '1' && typeof body === 'object' && body !== null && typeof (body as { data?: unknown }).data === 'string') {
      body = { ...body, data: decryptPayload((body as { data: string }).data, aesKey) };
    }
    const checked = (schema as z.ZodType).safeParse(body);
    if (!checked.success) {
      throw new Error(`${label} with a reply its schema does not declare:\n${z.prettifyError(checked.error)}\n${reply.text.slice(0, 600)}`);
    }
  };
}
