/**
 * The two key-list helpers antd's table selection takes from rc-tree's helpers module, which imports the tree
 * node and with it much of the tree onto every list's path (scripts/buildShims.ts). Same results as rc-tree's.
 */
export function arrDel<T>(list: T[] | undefined, value: T): T[] {
  if (!list) return [];
  const clone = list.slice();
  const index = clone.indexOf(value);
  if (index >= 0) clone.splice(index, 1);
  return clone;
}

export function arrAdd<T>(list: T[] | undefined, value: T): T[] {
  const clone = (list ?? []).slice();
  if (clone.indexOf(value) === -1) clone.push(value);
  return clone;
}
