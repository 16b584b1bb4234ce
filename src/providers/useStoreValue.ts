import { useCallback, useMemo, useRef, useSyncExternalStore } from 'react';
import { usePageShownStore } from '@/engine/pageShown';
import { getStoreRecord, getStoreText, subscribeStore } from './storage';

/**
 * A storage entry as React state: re-renders when `setStore`/`removeStore` touch it. Inside a kept-alive page
 * hidden behind another tab it keeps the value the page was last shown with, and takes the stored one when the
 * page is shown again: a hidden page is not rendered by a store change nobody sees (a module switch writes the
 * menu that both modules' home pages read: docs/performance.md#tab-and-module-switches).
 */
export function useStoreValue<T>(name: string): T | undefined {
  const page = usePageShownStore();
  // The snapshot this component last rendered, per entry name.
  const rendered = useRef<{ name: string; snapshot: string } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const offStore = subscribeStore((changed) => changed === name && onChange());
      // Shown again: React compares the stored value with the one the page was hidden with.
      const offPage = page.subscribe(onChange);
      return () => {
        offStore();
        offPage();
      };
    },
    [name, page],
  );
  const getSnapshot = useCallback(() => {
    const held = rendered.current;
    return page.rendered() || !held || held.name !== name ? snapshotOf(name) : held.snapshot;
  }, [name, page]);
  // The record's datetime changes on every write, so a snapshot key of it is stable between writes.
  const snapshot = useSyncExternalStore(subscribe, getSnapshot);
  rendered.current = { name, snapshot };
  // One parsed value per stored value, so consumers' memos and effects see a stable reference.
  return useMemo(() => parsedOf(name, snapshot) as T | undefined, [name, snapshot]);
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

/** How many values of one entry keep their parsed object: the menus of the modules an operator goes between. */
const PARSED_KEPT = 4;
const parsed = new Map<string, Map<string, unknown>>();

/**
 * One parsed object per entry and stored value, shared by every reader and kept for the last few values: a
 * module switch writes the menu of a module shown before, and its readers get the very tree they had then, so
 * what is made from it (the side menu's items, the visible tree) is made once per module (docs/performance.md#tab-and-module-switches).
 */
function parsedOf(name: string, snapshot: string): unknown {
  if (snapshot === '') return undefined;
  let values = parsed.get(name);
  if (!values) parsed.set(name, (values = new Map()));
  if (values.has(snapshot)) {
    const value = values.get(snapshot);
    // Most recently used last.
    values.delete(snapshot);
    values.set(snapshot, value);
    return value;
  }
  const value = JSON.parse(snapshot) as unknown;
  values.set(snapshot, value);
  if (values.size > PARSED_KEPT) values.delete(values.keys().next().value!);
  return value;
}
