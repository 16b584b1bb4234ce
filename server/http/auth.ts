import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TokenService } from '../services/tokens';
import { loadUserContext, type UserContext } from '../repositories/users';
import { tenantExists } from '../repositories/session';
import { ApiError, forbidden, unauthorized } from './envelope';
import { PASSWORD_CHANGE_FLAG, PASSWORD_CHANGE_MESSAGE } from '../../schemas/access';

/** The signed-in user of a request, with the tenant the request acts on. */
export interface AuthUser extends UserContext {
  /** The tenant of this request: the TENANT-ID header when allowed, else the user's own tenant. */
  tenantId: number;
  /** The token family of this session (logout revokes it). */
  tokenFamily: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth preHandler on every protected route. */
    user: AuthUser;
  }
}

/** A write guarded by a permission key (a button node of the menu tree): 403 without it. */
export function requirePermission(request: FastifyRequest, key: string): void {
  if (!request.user.permissions.includes(key)) throw forbidden();
}

/** The same guard as a route's preValidation hook: the permission is checked before the input is read. */
export const permissionGate = (key: string) => async (request: FastifyRequest) => requirePermission(request, key);

export function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,512})\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The refusal of a call made with a temporary password (docs/security.md, "Users, roles and data scopes"): 403 with
 * the flag the console recognises to open the set-password step.
 */
export const passwordChangeRequired = () => new ApiError(403, PASSWORD_CHANGE_MESSAGE, undefined, { [PASSWORD_CHANGE_FLAG]: true });

export interface AuthOptions {
  /** Every route it guards is open to a user holding a temporary password too (signing out). */
  anyWhileTemporary?: boolean;
}

/**
 * preHandler of every protected route: a live bearer token (401 otherwise), an active user, and a TENANT-ID
 * header naming a tenant the user belongs to (operations users: any existing tenant), 403 otherwise. A user
 * holding a temporary password may call nothing but the routes that declare `whileTemporary` (their info, the
 * change) until they set their own.
 */
export function authPreHandler(db: Kysely<Database>, tokens: TokenService, options: AuthOptions) {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const token = bearerOf(request);
    if (!token) throw unauthorized();
    const row = await tokens.findAccess(token);
    if (!row) throw unauthorized();
    const user = await loadUserContext(db, row.user_id);
    if (!user) throw unauthorized();
    // Known before the tenant check, so a call refused for its tenant is still recorded as this user's.
    request.caller = user;
    if (user.passwordTemporary && !options.anyWhileTemporary && !request.routeOptions.config.whileTemporary) {
      throw passwordChangeRequired();
    }

    let tenantId = user.homeTenantId;
    const raw = request.headers['tenant-id'];
    if (raw !== undefined && raw !== '') {
      if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw.trim())) throw forbidden();
      const wanted = Number(raw.trim());
      if (wanted !== user.homeTenantId) {
        if (!user.crossTenant) throw forbidden();
        if (!(await tenantExists(db, wanted))) throw forbidden();
      }
      tenantId = wanted;
    }
    request.user = { ...user, tenantId, tokenFamily: row.family_id };
  };
}
