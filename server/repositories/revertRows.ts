import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The rows a revert writes back (server/audit/revert.ts), of the table its target declares
 * (server/audit/revertTargets.ts names each table and its columns): the declarations are the revert's, the
 * statements are these. A row is of the caller's tenant, or of the main tenant's shared menu for `tenantMenu`.
 */
type Row = Record<string, unknown>;
/** The transaction with its tables named as text: a revert target names its table at run time (never a caller). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely checks a table name against the schema's type, and a target's table is any of them
const anyTable = (trx: Kysely<Database>) => trx as unknown as Kysely<any>;

/** The row, locked for the rest of the transaction: of the tenant when `tenantId` is given, else by its id alone. */
export const lockTargetRow = (trx: Kysely<Database>, table: string, tenantId: number | null, id: number): Promise<Row | undefined> => {
  const query = anyTable(trx).selectFrom(table).selectAll();
  return (tenantId === null ? query : query.where('tenant_id', '=', tenantId)).where('id', '=', id).forUpdate().executeTakeFirst();
};

export const deleteTargetRow = (trx: Kysely<Database>, table: string, id: number) => anyTable(trx).deleteFrom(table).where('id', '=', id).execute();

export const insertTargetRow = async (trx: Kysely<Database>, table: string, values: Row): Promise<Row> =>
  (await anyTable(trx).insertInto(table).values(values).returningAll().executeTakeFirstOrThrow()) as Row;

export const updateTargetRow = async (trx: Kysely<Database>, table: string, id: number, set: Row): Promise<Row> =>
  (await anyTable(trx).updateTable(table).set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow()) as Row;
