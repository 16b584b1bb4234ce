import { setStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';

const setCollapsed = (next: boolean) => setStore({ name: KEYS.collapsed, content: next });

/** Side menu collapse state, remembered across reloads; the setter is one stable function. */
export function useCollapsed(): [boolean, (next: boolean) => void] {
  const collapsed = useStoreValue<boolean>(KEYS.collapsed) ?? false;
  return [collapsed, setCollapsed];
}
