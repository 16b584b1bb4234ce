type Row = Record<string, unknown>;

/**
 * The version a record was read at, when its reply carries one (docs/api.md, "Idempotency keys and versions"). On
 * its own so that a list sends it without the stale write's reading, which loads with the first write.
 */
export const versionOf = (record: Row | undefined | null): number | undefined => {
  const version = record?.version;
  return typeof version === 'number' && Number.isSafeInteger(version) && version > 0 ? version : undefined;
};
