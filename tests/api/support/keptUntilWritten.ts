/**
 * A reading of a database's state that is read again only once the database has written something: the write
 * position (PostgreSQL's WAL insert position) moves with every change a transaction makes, its commit included,
 * so while it stands still the last reading still holds. A reading during which the position moved is not kept.
 * Where other databases share the server (the PostgreSQL run, a schema per file) their writes move it too, and
 * every call reads afresh, as it did before.
 */
export function keptUntilWritten<K extends object>(position: (key: K) => Promise<string>, read: (key: K) => Promise<string>): (key: K) => Promise<string> {
  const kept = new WeakMap<K, { at: string; value: string }>();
  return async (key) => {
    const at = await position(key);
    const known = kept.get(key);
    if (known?.at === at) return known.value;
    const value = await read(key);
    if ((await position(key)) === at) kept.set(key, { at, value });
    else kept.delete(key);
    return value;
  };
}
