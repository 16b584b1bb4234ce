import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';

/** What a column becomes inside JSON: timestamps are ISO text, numbers stay numbers (select money as text). */
export type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/**
 * One keyset page of an export read as a single JSON value: the database builds the array and the driver
 * hands it to JSON.parse, which is several times faster than decoding thousands of rows field by field
 * (PGlite decodes every field in JavaScript). The rows come back ordered by `id` in the keyset's
 * direction, whatever order the aggregate happened to see them in.
 */
export async function readJsonPage<Row extends { id: number }, DB, TB extends keyof DB>(
  db: Kysely<Database>,
  page: SelectQueryBuilder<DB, TB, Row>,
  direction: 'asc' | 'desc' = 'desc',
): Promise<AsJson<Row>[]> {
  const result = await db
    .selectFrom(page.as('r'))
    .select(sql<AsJson<Row>[] | string>`coalesce(json_agg(r), '[]'::json)`.as('rows'))
    .executeTakeFirstOrThrow();
  const rows = (typeof result.rows === 'string' ? JSON.parse(result.rows) : result.rows) as AsJson<Row>[];
  const sign = direction === 'desc' ? -1 : 1;
  return rows.sort((a, b) => sign * (Number(a.id) - Number(b.id)));
}
