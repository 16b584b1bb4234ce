import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { MSG } from '../http/envelope';
import type { TokenService } from '../services/tokens';
import { loadUserContext } from '../repositories/users';
import { tenantExists } from '../repositories/session';
import { broadcastDestination, reminderDestination, taskDestination } from '../../schemas/realtime';
import { approvalDestination } from '../../schemas/approvalConstants';

/** Who holds a realtime connection, and for which tenant. */
export interface Principal {
  userId: number;
  username: string;
  tenantId: number;
}

export type PrincipalResult = { ok: true; principal: Principal } | { ok: false; status: 401 | 403; message: string };

/**
 * The same rule as the HTTP auth preHandler (server/http/auth.ts): a live token of an active user, and a
 * tenant that is the user's own, or any existing tenant for operations users.
 */
export async function resolvePrincipal(db: Kysely<Database>, tokens: TokenService, token: string | null | undefined, tenantRaw: string | null | undefined): Promise<PrincipalResult> {
  const unauthorized = { ok: false as const, status: 401 as const, message: MSG.unauthorized };
  const forbidden = { ok: false as const, status: 403 as const, message: MSG.forbidden };
  if (!token || token.length > 512 || !/^[A-Za-z0-9._~+/=-]+$/.test(token)) return unauthorized;
  const row = await tokens.findAccess(token);
  if (!row) return unauthorized;
  const user = await loadUserContext(db, row.user_id);
  if (!user) return unauthorized;
  // A temporary password opens nothing but its own change (docs/security.md).
  if (user.passwordTemporary) return forbidden;
  let tenantId = user.homeTenantId;
  const raw = tenantRaw?.trim();
  if (raw) {
    if (!/^\d{1,15}$/.test(raw)) return forbidden;
    const wanted = Number(raw);
    if (wanted !== user.homeTenantId) {
      if (!user.crossTenant) return forbidden;
      if (!(await tenantExists(db, wanted))) return forbidden;
    }
    tenantId = wanted;
  }
  return { ok: true, principal: { userId: user.userId, username: user.username, tenantId } };
}

/** The bearer token of `Authorization: Bearer x`, or a bare token. */
export function tokenOf(authorization: string | undefined, accessToken: string | undefined): string | null {
  if (authorization) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization.trim());
    if (match) return match[1];
  }
  return accessToken?.trim() || null;
}

/** Only the user's own reminder channel, and the broadcasts of the tenant the connection is for. */
export function mayAccess(principal: Principal, destination: string): boolean {
  return destination === reminderDestination(principal.tenantId, principal.userId) || destination === broadcastDestination(principal.tenantId);
}

/**
 * What a connection may subscribe to: the above, and its user's own task and approval channels (which only the
 * server sends to).
 */
export function maySubscribe(principal: Principal, destination: string): boolean {
  return (
    mayAccess(principal, destination) ||
    destination === taskDestination(principal.tenantId, principal.userId) ||
    destination === approvalDestination(principal.tenantId, principal.userId)
  );
}
