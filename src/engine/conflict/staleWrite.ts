import type { LastChange } from '@schemas/version';
import { ApiError } from '@/providers/apiError';

type Row = Record<string, unknown>;

/**
 * A write refused for a stale version (docs/api.md, "Idempotency keys and versions"): the server's 412 carries the
 * record as it now stands ("theirs") and who changed it last, from the audit trail.
 */
export interface StaleWrite {
  theirs: Row;
  lastChange: LastChange | null;
}

/** The 412 of a stale write, or null for any other failure. */
export function staleOf(error: unknown): StaleWrite | null {
  if (!(error instanceof ApiError) || error.statusCode !== 412) return null;
  const body = error.body as { data?: unknown; lastChange?: LastChange | null } | undefined;
  if (!body?.data || typeof body.data !== 'object' || Array.isArray(body.data)) return null;
  return { theirs: body.data as Row, lastChange: body.lastChange ?? null };
}

export { versionOf } from './version';

/** A record's own bookkeeping: it moves with every change and says nothing about what changed. */
const BOOKKEEPING = new Set(['version', 'updateTime', 'updateBy']);

/** JSON with object keys in order: a value the form built and the same value the server sent compare equal. */
const canonical = (value: unknown): string => {
  if (value === undefined || value === null) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Row)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** One field of a conflict: the record's value now (theirs) beside the user's, and who changed it since the read. */
export interface FieldConflict {
  field: string;
  theirs: unknown;
  yours: unknown;
  changedByThem: boolean;
  changedByYou: boolean;
}

/**
 * The fields to show side by side: every field the user's write holds that differs from the record as it now
 * stands (with whether they or the other person changed it since the read), and the fields the other person
 * changed that the user did not touch (the write would put them back).
 */
export function fieldConflicts(fields: readonly string[], base: Row | undefined, yours: Row, theirs: Row): FieldConflict[] {
  return fields
    .filter((field) => (field in yours || field in theirs) && !BOOKKEEPING.has(field))
    .map((field) => ({
      field,
      theirs: theirs[field],
      yours: yours[field],
      changedByThem: base !== undefined && !same(base[field], theirs[field]),
      changedByYou: base !== undefined && !same(base[field], yours[field]),
    }))
    .filter((c) => !same(c.theirs, c.yours));
}

/**
 * "Go on editing": the user's values rebased on the record as it now stands. A field the user changed keeps the
 * user's value (nothing typed is lost); one the user left as it was takes the other person's value, so that the
 * next save does not undo their change without a word.
 */
export function rebaseValues(fields: readonly string[], base: Row | undefined, yours: Row, theirs: Row): Row {
  const merged: Row = { ...yours };
  for (const field of fields) {
    if (!(field in theirs)) continue;
    const touched = base === undefined || !same(base[field], yours[field]);
    if (!touched) merged[field] = theirs[field];
  }
  return merged;
}
