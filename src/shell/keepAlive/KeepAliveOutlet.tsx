import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet, type Location } from 'react-router';
import { pageKeyOf } from '@/engine/list/pageKey';
import { createPageShown, PageShownContext, PageVisibleContext, type PageShownStore } from '@/engine/pageShown';
import { PageFrame } from '../layout/PageBoundary';
import { HIDDEN_ATTRIBUTE } from './hidden';
import { KEEP_ALIVE_MAX, retain, touch } from './lru';

interface Cached {
  location: Location;
  /**
   * The page as rendered, made once per shown location: its own location context (a fresh one on every render
   * of the outlet would render every hidden page again, each useLocation in it), its shown state and its
   * overlay layer. The outlet hands React the same element on a tab switch, so the page is not rendered again.
   */
  node: ReactNode;
  shown: PageShownStore;
  overlays: HTMLDivElement;
  /** When the page was first kept: its place among the pages in the document. */
  since: number;
}

/** Two locations of one address (each navigation makes a new location object, even to the same place). */
const samePlace = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.state === b.state;

/**
 * A page's own layer for antd's popups, dialogs and drawers (portals outside the page's box), hidden with it,
 * so a dialog left open on one tab is not shown over the next and is there again when its tab comes back.
 */
function overlayLayer(key: string): HTMLDivElement {
  const layer = document.createElement('div');
  layer.className = 'keep-alive-overlays';
  layer.dataset.keepAliveOverlays = key;
  // Put in the document when the page is committed (a render may be thrown away).
  return layer;
}

interface Props {
  /** Whether the page at this path is flagged keepAlive. */
  isKeepAlive: (pathname: string) => boolean;
  /** Page keys (pageKeyOf) of the open tabs; a closed tab's page drops its state. */
  openValues: string[];
  limit?: number;
}

/**
 * The page area with keep-alive (docs/product.md#the-admin-shell): pages flagged keepAlive stay
 * mounted while hidden, at most `limit`, least recently used dropped first. Each cached page keeps the last
 * location it was shown at, so a hidden page never sees another page's query. A hidden page is hidden by CSS
 * alone (its effects keep running; what should stop while hidden follows `usePageShown`): showing it again
 * costs about what showing a hidden tree costs, with no effect run again and no table measured again.
 */
export function KeepAliveOutlet({ isKeepAlive, openValues, limit = KEEP_ALIVE_MAX }: Props) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  // A list's search in the address is the same page: it stays mounted and sees its new address.
  const key = pageKeyOf(location.pathname + location.search);
  const cache = useRef(new Map<string, Cached>());
  const kept = useRef(0);
  // A page kept alive stays kept while its tab is open, also while the active module's menu (which flags it) is
  // another one: a module switch shows the new module's menu a moment before the new page, and must not mount
  // the page being left again in that moment (docs/performance.md#tab-and-module-switches).
  const keep = isKeepAlive(location.pathname) || cache.current.has(key);
  // The pages kept, least recently used first. A ref: a switch between kept pages changes only their use, which
  // nothing renders; the outlet renders again only when a page goes (`dropped`), so a switch is one commit.
  const order = useRef<string[]>([]);
  const [dropped, setDropped] = useState(0);
  const scroll = useRef(new Map<string, number>());
  const containers = useRef(new Map<string, HTMLDivElement>());

  // Render-time bookkeeping so the page shows in the same commit as the navigation.
  // Coming back to the same address (a tab click) keeps the page's element as it was, so the revealed page does
  // not render again.
  const cached = cache.current.get(key);
  if (keep && !(cached && samePlace(cached.location, location))) {
    const shown = cached?.shown ?? createPageShown(true);
    const overlays = cached?.overlays ?? overlayLayer(key);
    const node = (
      <UNSAFE_LocationContext.Provider value={{ location, navigationType }}>
        <PageShownContext.Provider value={shown}>
          <ConfigProvider getPopupContainer={() => overlays}>
            <PageFrame>{outlet}</PageFrame>
          </ConfigProvider>
        </PageShownContext.Provider>
      </UNSAFE_LocationContext.Provider>
    );
    cache.current.set(key, { location, node, shown, overlays, since: cached?.since ?? ++kept.current });
  }

  // The pages below render after the outlet: the one being hidden reads its stores as they were when it was
  // shown, so a store written with the navigation (a module switch's menu) does not render it again.
  for (const [k, entry] of cache.current) entry.shown.willBe(k === key && keep);

  // Refs and a state setter only: the same functions on every render.
  const drop = useCallback((k: string) => {
    cache.current.get(k)?.overlays.remove();
    cache.current.delete(k);
    scroll.current.delete(k);
  }, []);

  const settle = useCallback(
    ({ keys, evicted }: { keys: string[]; evicted: string[] }) => {
      order.current = keys;
      if (!evicted.length) return;
      evicted.forEach(drop);
      setDropped((n) => n + 1);
    },
    [drop],
  );

  useEffect(() => {
    if (keep) settle(touch(order.current, key, limit));
  }, [key, keep, limit, settle]);

  const openKey = openValues.join('\n');
  useEffect(() => {
    const open = new Set(openKey.split('\n'));
    settle(retain(order.current, (k) => open.has(k) || k === key));
  }, [openKey, key, settle]);

  // The outlet going (signing out, the lock) takes the pages' overlay layers with it.
  useEffect(() => {
    const pages = cache.current;
    return () => {
      for (const entry of pages.values()) entry.overlays.remove();
    };
  }, []);

  // Before paint: the shown page's overlays and scroll position come back, the others' overlays go, and the
  // pages that follow their shown state (palette actions, live channels, polling) hear of it.
  useLayoutEffect(() => {
    for (const [k, entry] of cache.current) {
      const visible = k === key && keep;
      if (!entry.overlays.isConnected) document.body.appendChild(entry.overlays);
      entry.overlays.style.display = visible ? '' : 'none';
      entry.shown.set(visible);
    }
    const el = containers.current.get(key);
    const top = scroll.current.get(key) ?? 0;
    // Reading or writing scrollTop lays the page out at once: only when there is a position to restore.
    if (el && top && el.scrollTop !== top) el.scrollTop = top;
  }, [key, keep, dropped]);

  // The pages in the order they were first kept, whatever their use: React moves a keyed child whose place in the
  // list changes, and Chromium takes a moved page out of the layout tree and builds it again (every element's
  // style and layout), which cost a tab switch as much as showing a tree never laid out.
  const cachedKeys = useMemo(() => {
    const keys = order.current.filter((k) => cache.current.has(k));
    if (keep && !keys.includes(key)) keys.push(key);
    return keys.sort((a, b) => cache.current.get(a)!.since - cache.current.get(b)!.since);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `dropped` stands for the changes of the ref that remove a page, which the callback reads
  }, [dropped, keep, key]);

  return (
    <>
      {cachedKeys.map((k) => {
        const visible = k === key;
        return (
          <div
            key={k}
            // The class stays as it is: only the hiding attribute changes on a switch (hidden.ts).
            className="keep-alive-page page-scroll"
            data-keep-alive={k}
            {...{ [HIDDEN_ATTRIBUTE]: visible ? undefined : '' }}
            ref={(el) => {
              if (el) containers.current.set(k, el);
              else containers.current.delete(k);
            }}
            onScroll={(e) => scroll.current.set(k, e.currentTarget.scrollTop)}
          >
            {/* The same page element on every switch: only the readers of the page's visibility render again. */}
            <PageVisibleContext.Provider value={visible}>{cache.current.get(k)!.node}</PageVisibleContext.Provider>
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
