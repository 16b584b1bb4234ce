import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { tenantExists } from '../repositories/session';
import type { AuthUser } from './auth';
import { forbidden } from './envelope';

/**
 * The tenant a list or export filter names (`tenantId`), checked as the TENANT-ID header is: the request's own
 * tenant, or, for an operations user, any tenant that exists; anything else is refused with 403. Lists and
 * their exports both use it, so an export never starts on a tenant its list would refuse.
 */
export async function filterTenant(db: Kysely<Database>, user: Pick<AuthUser, 'tenantId' | 'crossTenant'>, named: number | undefined): Promise<number> {
  if (named === undefined || named === user.tenantId) return user.tenantId;
  if (!user.crossTenant) throw forbidden();
  if (!(await tenantExists(db, named))) throw forbidden();
  return named;
}

/** A tenant id named in a path or body must be the request's own tenant (the TENANT-ID header decides). */
export function assertTenant(requestTenant: number, named: number | string | undefined | null) {
  if (named === undefined || named === null || named === '') return;
  if (Number(named) !== requestTenant) throw forbidden();
}
