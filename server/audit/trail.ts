import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UserContext } from '../repositories/users';
import { appendAudit, type AuditDraft } from './chain';
import { AuditEntry, idText } from './entry';
import { isRevertibleChange } from './revert';
import { AUDIT_BATCH_HEADER, AUDIT_BATCH_PATTERN, AUDIT_ID_HEADER } from '../../schemas/auditRevert';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../schemas/idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit entry of a call to a route that declares its audit fact (docs/architecture.md#a-routes-facts); null elsewhere. */
    audit: AuditEntry | null;
    /** The token's user, known even when the request's tenant is then refused (so the refusal is recorded). */
    caller?: UserContext;
  }
}

export interface AuditTrailOptions {
  apiBase: string;
  /** False only for a bench that measures what auditing costs. */
  enabled: boolean;
}

const paramsOf = (request: FastifyRequest) => (request.params && typeof request.params === 'object' ? (request.params as Record<string, unknown>) : {});

/** The entity id of a call the route did not name (it was refused first): the route's rule, else the usual places. */
function fallbackId(request: FastifyRequest, entry: AuditEntry): string | null {
  const params = paramsOf(request);
  if (entry.route.idOf) return idText(entry.route.idOf(params, request.body));
  const body = request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};
  return idText(params.id ?? params.userId ?? body.id);
}

/** The bulk action a call belongs to (docs/product.md#history-and-undo): its header when well formed, else none. */
function batchOf(request: FastifyRequest): string | null {
  const value = request.headers[AUDIT_BATCH_HEADER];
  return typeof value === 'string' && AUDIT_BATCH_PATTERN.test(value) ? value : null;
}

export function draftOf(request: FastifyRequest, entry: AuditEntry, outcome: { errorCode: number | null; errorMsg: string | null }): AuditDraft | null {
  // A refused tenant leaves request.user unset: the record goes to the caller's own tenant.
  const user = request.user ?? (request.caller ? { ...request.caller, tenantId: request.caller.homeTenantId } : undefined);
  if (!user) return null;
  const agent = request.headers['user-agent'];
  return {
    tenantId: user.tenantId,
    userId: user.userId,
    username: user.username,
    actualName: user.actualName,
    clientIp: request.ip,
    requestId: request.id,
    userAgent: typeof agent === 'string' ? agent : null,
    method: entry.method,
    route: entry.path,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? fallbackId(request, entry),
    changes: JSON.stringify(entry.changes),
    result: outcome.errorCode === null ? 'ok' : 'error',
    errorCode: outcome.errorCode,
    errorMsg: outcome.errorMsg,
    batchId: batchOf(request),
    overwroteVersion: outcome.errorCode === null ? entry.overwroteVersion : null,
  };
}

/** The message of an error reply (the envelope's msg), read only for refused calls. */
function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const parsed = JSON.parse(payload) as { msg?: unknown };
    return typeof parsed.msg === 'string' ? parsed.msg : null;
  } catch {
    return null;
  }
}

/**
 * The audit trail of the signed-in scope: every call of an audited route gets an entry; a call that ends
 * without its record having been written with its change (refused by validation, permission, a conflict, or
 * a route that wrote nothing) gets it here, before the reply leaves, in a transaction of its own. That
 * record never changes the reply: a failure to write it is logged as an error and the reply goes out as it was.
 */
export function registerAuditTrail(scope: FastifyInstance, db: Kysely<Database>, options: AuditTrailOptions) {
  scope.decorateRequest('audit', null);

  const entryOf = (request: FastifyRequest): AuditEntry | null => {
    if (request.audit) return request.audit;
    const url = request.routeOptions.url;
    const route = request.routeOptions.config.audit;
    if (!url || !url.startsWith(options.apiBase) || !route) return null;
    // HEAD runs the GET handler (and carries its facts), so it writes what the GET writes.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const path = url.slice(options.apiBase.length);
    request.audit = new AuditEntry(route, method, path, options.enabled);
    return request.audit;
  };

  scope.addHook('onRequest', async (request) => {
    entryOf(request);
  });

  scope.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    // A repeat answered with a kept first result did nothing of its own: its call was recorded when it ran.
    if (reply.getHeader(IDEMPOTENT_REPLAYED_HEADER) !== undefined) return payload;
    const entry = entryOf(request);
    // A done change the server can revert names its record, so that the console offers to undo it (docs/product.md#history-and-undo);
    // one it never reverts (an account opened, money moved) offers no undo that would be refused.
    if (entry?.auditId && reply.statusCode < 400 && (entry.action === 'revert' || isRevertibleChange(entry.entity, entry.action, entry.changes))) {
      reply.header(AUDIT_ID_HEADER, String(entry.auditId));
    }
    if (!entry || entry.recorded || !entry.enabled) return payload;
    const failed = reply.statusCode >= 400;
    if (!failed) request.log.error({ route: entry.path }, 'audited route answered without recording its change in its transaction');
    const draft = draftOf(request, entry, failed ? { errorCode: reply.statusCode, errorMsg: messageOf(payload) } : { errorCode: null, errorMsg: null });
    if (!draft) return payload; // no signed-in user (401): nobody to attribute the call to
    try {
      await appendAudit(db, draft);
      entry.recorded = true;
    } catch (error) {
      request.log.error({ err: error, route: entry.path, entity: entry.entity, status: reply.statusCode }, 'AUDIT RECORD LOST for a refused call');
    }
    return payload;
  });
}
