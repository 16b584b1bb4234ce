import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { getStoreRecord, getStoreText, subscribeStore } from './storage';

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

/**
 * The last snapshot per entry and the stored text it came from. React asks for snapshots on every render of
 * every subscriber (the shell has dozens); parsing and re-serialising each time showed in tab switches.
 */
const snapshots = new Map<string, { text: string | null; snapshot: string }>();

function snapshotOf(name: string): string {
  const text = getStoreText(name);
  const last = snapshots.get(name);
  if (last && last.text === text) return last.snapshot;
  const rec = getStoreRecord(name);
  const snapshot = rec === undefined ? '' : JSON.stringify(rec.content ?? null);
  snapshots.set(name, { text, snapshot });
  return snapshot;
}
