import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getStoreRecord, subscribeStore } from './storage';

/** A storage entry as React state: re-renders when `setStore`/`removeStore` touch it. */
export function useStoreValue<T>(name: string): T | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => subscribeStore((changed) => changed === name && onChange()),
    [name],
  );
  // The record's datetime changes on every write, so a snapshot key of it is stable between writes.
  const snapshot = useSyncExternalStore(subscribe, () => snapshotOf(name));
  // One parsed value per stored value, so consumers' memos and effects see a stable reference.
  return useMemo(() => (snapshot === '' ? undefined : (JSON.parse(snapshot) as T)), [snapshot]);
}

function snapshotOf(name: string): string {
  const rec = getStoreRecord(name);
  return rec === undefined ? '' : JSON.stringify(rec.content ?? null);
}
