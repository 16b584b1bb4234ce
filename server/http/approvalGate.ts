import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GateCall } from '../approval/gate';
import { accessOf } from '../access/dataScope';
import { auditOf } from './auditedCall';

/**
 * A covered call of a request, for the approval gate (docs/approvals.md, "The gate"): its audited call, the signed-in
 * caller as the change's actor with their data scope, and the approvers' events, which hear of a request held.
 */
export async function gateOf(request: FastifyRequest, db: Kysely<Database>): Promise<GateCall> {
  const { user } = request;
  return {
    call: auditOf(request),
    actor: {
      tenantId: user.tenantId,
      homeTenantId: user.homeTenantId,
      userId: user.userId,
      username: user.username,
      actualName: user.actualName,
      permissions: user.permissions,
      scope: (await accessOf(request, db)).scope,
    },
    events: request.server.approvals,
  };
}
