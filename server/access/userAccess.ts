import type { Kysely } from 'kysely';
import { WITHHELD_FIELDS } from '../../schemas/access';
import type { Database } from '../db/schema';
import { loadUserContext } from '../repositories/users';
import { resolveAccess, type Access } from './dataScope';

/** Nothing at all: a user who no longer exists or may no longer sign in. */
const NOTHING: Access = { scope: { all: false, patterns: [], creatorId: null }, withheld: [...WITHHELD_FIELDS] };

/**
 * A user's access as it stands now, outside a request: for a task queued before tasks carried their requester's
 * access (server/tasks/registry.ts). A disabled or deleted user's task sees nothing.
 */
export async function accessOfUser(db: Kysely<Database>, userId: number): Promise<Access> {
  const user = await loadUserContext(db, userId);
  return user ? resolveAccess(db, user) : NOTHING;
}
