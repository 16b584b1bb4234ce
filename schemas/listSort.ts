import { z } from 'zod';

/** The message of a list call asked to sort by a column it does not sort by. */
export const SORT_FIELD_MSG = '排序字段不正确';

/**
 * `ascs` / `descs` of a list call (the platform's MyBatis-Plus paging, docs/screens.md#operator-tools-on-every-list): the column keys a list may be
 * sorted by, one at a time; the console sends them for the columns its declaration marks `sortable`.
 */
export function sortQueryFields<K extends string>(keys: readonly [K, ...K[]]) {
  const key = z.enum(keys, { error: SORT_FIELD_MSG });
  const list = z
    .union([key, z.array(key, { error: SORT_FIELD_MSG }).max(1, SORT_FIELD_MSG)], { error: SORT_FIELD_MSG })
    .optional()
    .transform((v): K[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
  return { ascs: list, descs: list };
}

/** The one sort a list call asked for, if any (ascending wins when both are given). */
export function sortOf<K extends string>(query: { ascs: K[]; descs: K[] }): { key: K; order: 'asc' | 'desc' } | undefined {
  if (query.ascs[0]) return { key: query.ascs[0], order: 'asc' };
  if (query.descs[0]) return { key: query.descs[0], order: 'desc' };
  return undefined;
}
