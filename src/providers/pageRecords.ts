import { pageKeyOf } from '@/engine/list/pageKey';
import { getStore, setStore } from './storage';
import { useStoreValue } from './useStoreValue';

/**
 * The record each open page is about (子账户管理 · 北京公司主账户), by the page's full path: the engine publishes
 * it once the page's record has loaded, the shell shows it in the tab and the page title. Keyed by the page, not
 * its list's search in the address (docs/screens.md#operator-tools-on-every-list), kept for the session with the tabs, at most `MAX_RECORDS` of them.
 */
export const PAGE_RECORDS_KEY = 'pageRecords';
const MAX_RECORDS = 50;

type Records = Record<string, string>;

export function setPageRecord(fullPath: string, title: string | undefined): void {
  const page = pageKeyOf(fullPath);
  const current = getStore<Records>(PAGE_RECORDS_KEY) ?? {};
  const text = title?.trim() || undefined;
  if (current[page] === text) return;
  const { [page]: _old, ...rest } = current;
  const kept = Object.entries(rest).slice(-(MAX_RECORDS - 1));
  const next = Object.fromEntries(text ? [...kept, [page, text]] : kept);
  setStore({ name: PAGE_RECORDS_KEY, content: next, type: 'session' });
}

/** The record of the page a full path shows. */
export const recordOf = (records: Records, fullPath: string): string | undefined => records[pageKeyOf(fullPath)];

/** Every page's record, as React state. */
// One empty value, so that what is memoised on the records (the tab labels) holds while there are none.
const NONE: Records = {};
export const usePageRecords = (): Records => useStoreValue<Records>(PAGE_RECORDS_KEY) ?? NONE;

/** A label with the record it is about, if any. */
export const withRecord = (label: string, record: string | undefined) => (record ? `${label} · ${record}` : label);
