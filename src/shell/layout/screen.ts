import { useSyncExternalStore } from 'react';

/** docs/product.md#constants-and-limits: screen size levels by width. */
export function screenLevel(width: number): 0 | 1 | 2 | 3 {
  if (width >= 1200) return 3;
  if (width >= 992) return 2;
  if (width >= 768) return 1;
  return 0;
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The current level; re-renders only when the level (not every pixel) changes. */
export function useScreenLevel(): 0 | 1 | 2 | 3 {
  return useSyncExternalStore(subscribe, () => screenLevel(window.innerWidth));
}
