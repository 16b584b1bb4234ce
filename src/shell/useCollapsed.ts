import { setStore } from '@/providers/storage';
import { KEYS } from '@/providers/session';
import { useStoreValue } from '@/providers/useStoreValue';

/** Side menu collapse state, remembered across reloads. */
export function useCollapsed(): [boolean, (next: boolean) => void] {
  const collapsed = useStoreValue<boolean>(KEYS.collapsed) ?? false;
  return [collapsed, (next) => setStore({ name: KEYS.collapsed, content: next })];
}
