import type { Kysely } from 'kysely';
import { RUNNING_IMPORT_STATUSES } from '../../schemas/tasks';
import type { Database } from '../db/schema';
import { lockUserRow } from '../repositories/users';
import { ApiError, MSG } from '../http/envelope';

/**
 * docs/security.md#input: a user has at most this many exports and imports running or queued together.
 * The count is of the task tables' own unfinished rows, so it holds whatever runs the tasks.
 */
export const UNFINISHED_TASKS_PER_USER = 3;

/**
 * docs/product.md#errors-and-messages lists 操作太频繁，请勿重复请求 as status "000": no HTTP status, the console's own name for a
 * repeated request. The server answers it as 429 Too Many Requests with the envelope's failure code 1, so the
 * console shows the message (a non-200 reply with `msg`) and any HTTP client knows to wait.
 */
export const tooManyTasks = () => new ApiError(429, MSG.repeated);

/** The user's unfinished tasks: exports still doing, imports in a running state. */
export async function unfinishedTasks(db: Kysely<Database>, userId: number): Promise<number> {
  const exports = await db
    .selectFrom('sys_export_task')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('creator_id', '=', userId)
    .where('state', '=', 'doing')
    .executeTakeFirstOrThrow();
  const imports = await db
    .selectFrom('sys_import_log')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('creator_id', '=', userId)
    .where('status', 'in', [...RUNNING_IMPORT_STATUSES])
    .executeTakeFirstOrThrow();
  return Number(exports.n) + Number(imports.n);
}

/** Refuses at once when the user is at the limit (an upload is then not even read). */
export async function assertTaskSlot(db: Kysely<Database>, userId: number): Promise<void> {
  if ((await unfinishedTasks(db, userId)) >= UNFINISHED_TASKS_PER_USER) throw tooManyTasks();
}

/**
 * Inside the transaction that creates a task: refuses when the user is at the limit. The user's row is locked
 * until that transaction ends, so a burst of calls of one user is counted one call at a time, never all before
 * any has inserted; other users are not held up.
 */
export async function claimTaskSlot(trx: Kysely<Database>, userId: number): Promise<void> {
  await lockUserRow(trx, userId);
  if ((await unfinishedTasks(trx, userId)) >= UNFINISHED_TASKS_PER_USER) throw tooManyTasks();
}
