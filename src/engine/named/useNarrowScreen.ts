import { useSyncExternalStore } from 'react';

/** SPEC.md section 9: a screen 768 pixels wide or less is narrow (the side menu becomes a drawer, first columns stay). */
export const NARROW_QUERY = '(max-width: 768px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the screen is narrow now; re-renders when that changes, not on every pixel. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_QUERY).matches);
}
