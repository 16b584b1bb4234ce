/**
 * Browser storage of docs/product.md#the-admin-shell: keys `<prefix>-<name>`, values wrapped as
 * `{dataType, content, type, datetime}`, kept in session storage when the entry is flagged.
 */
export const STORAGE_PREFIX = 'atrium';

export type StorageType = 'session' | 'local';

export interface StoredValue<T = unknown> {
  dataType: string;
  content: T;
  type?: StorageType;
  datetime: number;
}

export interface SetStoreOptions<T> {
  name: string;
  content: T;
  /** 'session' keeps the entry in session storage (gone when the browser tab closes). */
  type?: StorageType;
}

export const storageKey = (name: string) => `${STORAGE_PREFIX}-${name}`;

const areaOf = (type?: StorageType): Storage => (type === 'session' ? window.sessionStorage : window.localStorage);

export function setStore<T>({ name, content, type }: SetStoreOptions<T>): void {
  const value: StoredValue<T> = {
    dataType: typeof content,
    content,
    type: type === 'session' ? 'session' : undefined,
    datetime: Date.now(),
  };
  // An entry lives in exactly one area, so a flag change never leaves a stale copy behind.
  areaOf(type === 'session' ? 'local' : 'session').removeItem(storageKey(name));
  areaOf(type).setItem(storageKey(name), JSON.stringify(value));
  notify(name);
}

/** The stored text of an entry as it sits in storage (null when absent). */
export function getStoreText(name: string): string | null {
  return window.sessionStorage.getItem(storageKey(name)) ?? window.localStorage.getItem(storageKey(name));
}

function readRaw(name: string): StoredValue | null {
  const raw = getStoreText(name);
  if (raw === null) return null;
  try {
    const parsed = JSON.parse(raw) as StoredValue;
    return parsed && typeof parsed === 'object' && 'content' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

/** The stored content, or `undefined` when absent or unreadable. */
export function getStore<T = unknown>(name: string): T | undefined {
  const value = readRaw(name);
  if (!value) return undefined;
  return value.content as T;
}

/** The whole stored record (with its type and time), for callers that need the metadata. */
export function getStoreRecord<T = unknown>(name: string): StoredValue<T> | undefined {
  return (readRaw(name) as StoredValue<T> | null) ?? undefined;
}

export function removeStore(name: string): void {
  window.sessionStorage.removeItem(storageKey(name));
  window.localStorage.removeItem(storageKey(name));
  notify(name);
}

/** Every entry of ours in one area (never another application's keys). */
export function getAllStore(type: StorageType = 'local'): { name: string; content: unknown }[] {
  const area = areaOf(type);
  const out: { name: string; content: unknown }[] = [];
  for (let i = 0; i < area.length; i++) {
    const key = area.key(i);
    if (!key || !key.startsWith(`${STORAGE_PREFIX}-`)) continue;
    const name = key.slice(STORAGE_PREFIX.length + 1);
    out.push({ name, content: getStore(name) });
  }
  return out;
}

export function clearStore(type: StorageType = 'local'): void {
  for (const { name } of getAllStore(type)) {
    areaOf(type).removeItem(storageKey(name));
    notify(name);
  }
}

type Listener = (name: string) => void;
const listeners = new Set<Listener>();

/** Same-tab change notifications, so views reading storage re-render when it changes. */
export function subscribeStore(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(name: string) {
  for (const l of listeners) l(name);
}
