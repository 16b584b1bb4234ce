import { useSyncExternalStore } from 'react';

/**
 * docs/product.md#constants-and-limits (screen levels) and docs/product.md#accessibility-themes-and-narrow-screens (every screen usable at 768 px): at 768 pixels and
 * below the side menu is a drawer, tools fold, first columns stay.
 */
export const NARROW_QUERY = '(max-width: 768px)';
/** At 1024 pixels and below the side menu is its 64-pixel rail unless opened. */
export const RAIL_QUERY = '(max-width: 1024px)';
/** The system asks for less motion: the shell and antd animate nothing. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Whether a media query matches now; re-renders when that changes, not on every pixel. */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

export const useNarrowScreen = () => useMedia(NARROW_QUERY);
