import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { UserContext } from '../services/users';
import { auditedRoutes } from './auditedRoutes';
import { appendAudit, type AuditDraft } from './chain';
import { AuditEntry, idText } from './entry';
import { isRevertibleChange } from './revert';
import { AUDIT_BATCH_HEADER, AUDIT_BATCH_PATTERN, AUDIT_ID_HEADER } from '../../schemas/auditRevert';
import { IDEMPOTENT_REPLAYED_HEADER } from '../../schemas/idempotency';
import { keyMarkOf, keyTakenOver, markKeyCommitted } from '../http/idempotency';

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit entry of a call to an audited route (server/audit/auditedRoutes.ts); null elsewhere. */
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
 * A write and its audit record in one transaction: `work` changes the data and says what it changed through
 * the entry; the record is appended last, so the chain head's lock is held only until the commit. If the
 * append fails the write is rolled back and the call fails: a change nobody can trace is worse than a refused
 * call, and the append cannot fail for what a record says (its content is bounded and cleaned), only for the
 * database failing, which would fail the write anyway. Such a failure is logged as an error naming the route.
 */
export async function auditedWrite<T>(request: FastifyRequest, db: Kysely<Database>, work: (trx: Transaction<Database>, audit: AuditEntry) => Promise<T>): Promise<T> {
  const entry = request.audit;
  if (!entry) throw new Error(`${request.method} ${request.routeOptions.url} records an audit entry but is not declared in server/audit/auditedRoutes.ts`);
  return db.transaction().execute(async (trx) => {
    const result = await work(trx, entry);
    // A keyed call's key is marked done in the same transaction (by the record's own statement when there is one):
    // a repeat can never run it a second time, and a run whose key was taken over never commits.
    const draft = entry.enabled ? draftOf(request, entry, { errorCode: null, errorMsg: null }) : null;
    if (draft) {
      const keyMark = keyMarkOf(request);
      let appended;
      try {
        appended = await appendAudit(trx, draft, undefined, keyMark);
      } catch (error) {
        request.log.error({ err: error, route: entry.path, entity: entry.entity, entityId: draft.entityId }, 'AUDIT WRITE FAILED: the audited write is rolled back');
        throw error;
      }
      if (keyMark && !appended.marked) keyTakenOver(request);
      entry.auditId = appended.id;
    } else {
      await markKeyCommitted(request, trx);
    }
    entry.recorded = true;
    return result;
  });
}

/**
 * The audit trail of the signed-in scope: every call of an audited route gets an entry; a call that ends
 * without its record having been written with its change (refused by validation, permission, a conflict, or
 * a route that wrote nothing) gets it here, before the reply leaves, in a transaction of its own. That
 * record never changes the reply: a failure to write it is logged as an error and the reply goes out as it was.
 */
export function registerAuditTrail(scope: FastifyInstance, db: Kysely<Database>, options: AuditTrailOptions) {
  const routes = auditedRoutes();
  scope.decorateRequest('audit', null);

  const entryOf = (request: FastifyRequest): AuditEntry | null => {
    if (request.audit) return request.audit;
    const url = request.routeOptions.url;
    if (!url || !url.startsWith(options.apiBase)) return null;
    // HEAD runs the GET handler, so it writes what the GET writes.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const path = url.slice(options.apiBase.length);
    const route = routes.get(`${method} ${path}`);
    if (!route) return null;
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
      request.log.error({ err: error, route: entry.path, entity: entry.route.entity, status: reply.statusCode }, 'AUDIT RECORD LOST for a refused call');
    }
    return payload;
  });
}
