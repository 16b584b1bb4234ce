import { getStore, setStore } from '@/providers/storage';
import { getUser } from '@/providers/sessionData';

/** A record the user opened lately (docs/screens.md#operator-tools-on-every-list, the command palette): what it is, and the address that opens it. */
export interface RecentRecord {
  label: string;
  /** The address: a record's page, or its list searched for it. */
  to: string;
  at: number;
}

export const RECENT_RECORDS_MAX = 10;

/** Kept per user in local storage, so they survive a reload but not another user's sign-in on this browser. */
const nameOf = () => `recentRecords-${getUser()?.userId ?? 'anonymous'}`;

export const readRecentRecords = (): RecentRecord[] => {
  const list = getStore<RecentRecord[]>(nameOf());
  return Array.isArray(list) ? list.filter((r) => r && typeof r.label === 'string' && typeof r.to === 'string') : [];
};

/** Remembers a record first in the list; opening one again moves it up rather than adding it twice. */
export function rememberRecord(label: string, to: string): void {
  if (!label.trim() || !to.startsWith('/')) return;
  const next = [{ label, to, at: Date.now() }, ...readRecentRecords().filter((r) => r.to !== to)].slice(0, RECENT_RECORDS_MAX);
  setStore({ name: nameOf(), content: next });
}
