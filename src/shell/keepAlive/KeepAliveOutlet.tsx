import { Activity, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location, type NavigationType } from 'react-router';
import { pageKeyOf } from '@/engine/list/pageKey';
import { PageFrame } from '../layout/PageBoundary';
import { beginReveal, endReveal } from './reveal';
import { KEEP_ALIVE_MAX, retain, touch } from './lru';

interface Cached {
  element: ReactNode;
  location: Location;
  /**
   * The location context the page sees, made once per shown location: a fresh object on every render of the
   * outlet would re-render every hidden page (each useLocation in it) on every tab switch (issue 17).
   */
  context: { location: Location; navigationType: NavigationType };
}

/** Two locations of one address (each navigation makes a new location object, even to the same place). */
const samePlace = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

interface Props {
  /** Whether the page at this path is flagged keepAlive. */
  isKeepAlive: (pathname: string) => boolean;
  /** Page keys (pageKeyOf) of the open tabs; a closed tab's page drops its state. */
  openValues: string[];
  limit?: number;
}

/**
 * The page area with keep-alive (SPEC.md section 2, DESIGN.md section 6): pages flagged keepAlive stay
 * mounted while hidden (React 19 <Activity>), at most `limit`, least recently used dropped first. Each
 * cached page keeps the last location it was shown at, so a hidden page never sees another page's query.
 */
export function KeepAliveOutlet({ isKeepAlive, openValues, limit = KEEP_ALIVE_MAX }: Props) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  // A list's search in the address is the same page: it stays mounted and sees its new address.
  const key = pageKeyOf(location.pathname + location.search);
  const keep = isKeepAlive(location.pathname);
  const cache = useRef(new Map<string, Cached>());
  const [order, setOrder] = useState<string[]>([]);
  const scroll = useRef(new Map<string, number>());
  const containers = useRef(new Map<string, HTMLDivElement>());

  // Render-time bookkeeping so the page shows in the same commit as the navigation.
  // Coming back to the same address (a tab click) keeps the page's element and location context as they were,
  // so the revealed page does not render again: showing it costs about what showing a hidden tree costs.
  const cached = cache.current.get(key);
  if (keep && !(cached && samePlace(cached.location, location))) cache.current.set(key, { element: outlet, location, context: { location, navigationType } });
  const revealingCached = keep && order.includes(key) && order[order.length - 1] !== key;
  if (revealingCached) beginReveal();

  useEffect(() => {
    endReveal();
  });

  useEffect(() => {
    if (!keep) return;
    setOrder((prev) => {
      const { keys, evicted } = touch(prev, key, limit);
      for (const k of evicted) {
        cache.current.delete(k);
        scroll.current.delete(k);
      }
      return keys;
    });
  }, [key, keep, limit]);

  const openKey = openValues.join('\n');
  useEffect(() => {
    const open = new Set(openKey.split('\n'));
    setOrder((prev) => {
      const { keys, evicted } = retain(prev, (k) => open.has(k) || k === key);
      if (!evicted.length) return prev;
      for (const k of evicted) {
        cache.current.delete(k);
        scroll.current.delete(k);
      }
      return keys;
    });
  }, [openKey, key]);

  // Scroll positions come back with the page.
  useLayoutEffect(() => {
    const el = containers.current.get(key);
    if (el) el.scrollTop = scroll.current.get(key) ?? 0;
  }, [key]);

  const cachedKeys = useMemo(() => {
    const keys = order.filter((k) => cache.current.has(k));
    if (keep && !keys.includes(key)) keys.push(key);
    return keys;
  }, [order, keep, key]);

  return (
    <>
      {cachedKeys.map((k) => {
        const entry = cache.current.get(k)!;
        const visible = k === key;
        return (
          <div
            key={k}
            className="keep-alive-page page-scroll"
            data-keep-alive={k}
            style={visible ? undefined : { display: 'none' }}
            ref={(el) => {
              if (el) containers.current.set(k, el);
              else containers.current.delete(k);
            }}
            onScroll={(e) => scroll.current.set(k, e.currentTarget.scrollTop)}
          >
            <Activity mode={visible ? 'visible' : 'hidden'}>
              <UNSAFE_LocationContext.Provider value={entry.context}>
                <PageFrame>{entry.element}</PageFrame>
              </UNSAFE_LocationContext.Provider>
            </Activity>
          </div>
        );
      })}
      {!keep && (
        <div key={`live:${key}`} className="page-scroll">
          <PageFrame>{outlet}</PageFrame>
        </div>
      )}
    </>
  );
}
