import type { WithheldField } from '../../schemas/access';

/**
 * The one place where withheld fields are masked in replies (docs/security.md, "Users, roles and data scopes"):
 * each record shape names which of its keys belong to which withheld field, and a reply carrying such records
 * has those keys set to null and names the fields in `withheld`. Exports blank the same columns (their
 * declarations name the field: server/tasks/registry.ts) and saves never write them (each route keeps the
 * stored value).
 */
export type WithheldKeys<T> = Partial<Record<WithheldField, readonly (keyof T & string)[]>>;

/** The withheld fields among `withheld` that a record shape carries. */
export function withheldIn<T>(keys: WithheldKeys<T>, withheld: readonly WithheldField[]): WithheldField[] {
  return withheld.filter((field) => (keys[field]?.length ?? 0) > 0);
}

/** The record with the keys of every withheld field set to null (a copy; the input is left as it was). */
export function withhold<T extends object>(record: T, keys: WithheldKeys<T>, withheld: readonly WithheldField[]): T {
  const fields = withheldIn(keys, withheld);
  if (fields.length === 0) return record;
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of fields) for (const key of keys[field]!) copy[key] = null;
  return copy as T;
}

/** A record as a reply carries it: masked, and naming what was withheld (nothing named when nothing was). */
export function withheldRecord<T extends object>(record: T, keys: WithheldKeys<T>, withheld: readonly WithheldField[]): T & { withheld?: WithheldField[] } {
  const fields = withheldIn(keys, withheld);
  if (fields.length === 0) return record;
  return { ...withhold(record, keys, withheld), withheld: fields };
}

/** A page as a reply carries it: every record masked, and the page naming what was withheld. */
export function withheldPage<T extends object, P extends { records: T[] }>(page: P, keys: WithheldKeys<T>, withheld: readonly WithheldField[]): P & { withheld?: WithheldField[] } {
  const fields = withheldIn(keys, withheld);
  if (fields.length === 0) return page;
  return { ...page, records: page.records.map((record) => withhold(record, keys, withheld)), withheld: fields };
}

/** Whether a field is withheld (a save keeps the stored value of such a field). */
export const isWithheld = (withheld: readonly WithheldField[], field: WithheldField) => withheld.includes(field);
