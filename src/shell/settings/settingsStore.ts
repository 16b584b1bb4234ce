import { useMemo } from 'react';
import { setStore } from '@/providers/storage';
import { useStoreValue } from '@/providers/useStoreValue';

/** docs/product.md#the-admin-shell: the ten interface switches, all on by default, stored. */
export const SETTING_KEYS = ['showTag', 'showDebug', 'showTheme', 'showColor', 'showFullScreen', 'showLock', 'showCollapse', 'showMenu', 'showHelp', 'showMessage'] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];
export type Settings = Record<SettingKey, boolean>;

export const SETTINGS_STORE = 'interfaceSettings';
export const DEFAULT_SETTINGS: Settings = Object.fromEntries(SETTING_KEYS.map((k) => [k, true])) as Settings;

export function normaliseSettings(stored: unknown): Settings {
  const out = { ...DEFAULT_SETTINGS };
  if (stored && typeof stored === 'object') {
    for (const k of SETTING_KEYS) {
      const v = (stored as Record<string, unknown>)[k];
      if (typeof v === 'boolean') out[k] = v;
    }
  }
  return out;
}

export function useSettings(): [Settings, (key: SettingKey, value: boolean) => void] {
  const stored = useStoreValue<Settings>(SETTINGS_STORE);
  // The same object while the stored value stays: the memoised shell parts compare it by identity.
  const settings = useMemo(() => normaliseSettings(stored), [stored]);
  return [settings, (key, value) => setStore({ name: SETTINGS_STORE, content: { ...settings, [key]: value } })];
}
