import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NARROW_QUERY, RAIL_QUERY, useMedia } from '@/engine/named/media';
import { useCollapsed } from '../useCollapsed';

/**
 * How the side menu shows at the screen's width (docs/product.md#constants-and-limits): above 1024 pixels as the user left it
 * (stored); at 1024 and below as its 64-pixel rail by itself, opened by the toggle until the width changes;
 * at 768 and below not beside the page but in a drawer the top bar's toggle opens, closed again by a move.
 */
export function useShellMenu(level: 0 | 1 | 2 | 3) {
  const narrow = useMedia(NARROW_QUERY);
  const rail = useMedia(RAIL_QUERY);
  const [collapsedStored, setCollapsed] = useCollapsed();
  const [railOpen, setRailOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setRailOpen(false), [rail]);
  useEffect(() => setDrawerOpen(false), [pathname, narrow]);
  // Phones get the narrow menu whatever was stored.
  const collapsed = level === 0 || (rail ? !railOpen : collapsedStored);
  const onToggle = useCallback(() => {
    if (narrow) setDrawerOpen(true);
    else if (rail) setRailOpen((open) => !open);
    else setCollapsed(!collapsedStored);
  }, [narrow, rail, setCollapsed, collapsedStored]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  return { narrow, collapsed: narrow ? false : collapsed, onToggle, drawerOpen, closeDrawer };
}
