import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DataScope } from '../access/dataScope';
import { accessOfUser } from '../access/userAccess';
import type { TaskContext } from './registry';

/**
 * The data scope an export reads with: the one its requester had when asking (carried in the task), or, for a task
 * queued before tasks carried it, the requester's as it stands (docs/security.md, "Users, roles and data scopes").
 */
export async function taskScope(db: Kysely<Database>, ctx: TaskContext): Promise<DataScope> {
  return (ctx.access ?? (await accessOfUser(db, ctx.userId))).scope;
}
