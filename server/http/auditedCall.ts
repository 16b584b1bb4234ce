import type { FastifyRequest } from 'fastify';
import { OVERWRITE_HEADER } from '../../schemas/idempotency';
import { draftOf } from '../audit/trail';
import { sentVersionsOf } from '../audit/versions';
import type { AuditedCall } from '../audit/write';
import { keyMarkOf, keyTakenOver, markKeyCommitted } from './idempotency';

/**
 * The audited call of a request, for the service that does its write (server/audit/write.ts, `auditedWrite`): its
 * audit entry, who calls and from where, the version it was based on and its idempotency key, read from the request
 * when the service asks. Only a route that declares its audit fact has one (docs/architecture.md#a-routes-facts);
 * asking elsewhere is a mistake of the route, refused loudly.
 */
export function auditOf(request: FastifyRequest): AuditedCall {
  const entry = request.audit;
  if (!entry) throw new Error(`${request.method} ${request.routeOptions.url} records an audit entry but declares no audit fact (docs/architecture.md#a-routes-facts)`);
  return {
    entry,
    tenantId: request.user.tenantId,
    draft: () => draftOf(request, entry, { errorCode: null, errorMsg: null }),
    sentVersion: () => ({ versions: sentVersionsOf(request.headers['if-match'], request.body), overwrite: request.headers[OVERWRITE_HEADER] !== undefined }),
    keyMark: () => keyMarkOf(request),
    keyTakenOver: () => keyTakenOver(request),
    markKeyCommitted: (trx) => markKeyCommitted(request, trx),
    log: request.log,
  };
}
