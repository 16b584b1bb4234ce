import { createContext, use, useContext } from 'react';

/**
 * Whether a kept-alive page is the one on screen. Hidden pages stay mounted with their effects running (hiding
 * them with <Activity> re-ran every effect of the page, antd's layout measurements included, on each tab switch:
 * docs/performance.md#tab-and-module-switches), so what a page does for the operator only while shown (offering its actions to the palette,
 * listening on live channels, polling) asks this instead. Reading it costs no render: effects subscribe.
 */
export interface PageShown {
  get: () => boolean;
  /**
   * Whether the page is shown in the render under way: the outlet decides it while rendering a switch, before
   * the pages below it render and before the commit sets `get`. Stores read in a render follow this one, so a
   * page being hidden by the switch that also changes a store (a module switch: the menu and the address
   * together) is not rendered again with the new value (useStoreValue).
   */
  rendered: () => boolean;
  subscribe: (onChange: () => void) => () => void;
}

export interface PageShownStore extends PageShown {
  set: (shown: boolean) => void;
  /** The outlet's decision while it renders, told to no listener (a render must not update other components). */
  willBe: (shown: boolean) => void;
}

export function createPageShown(initial: boolean): PageShownStore {
  let shown = initial;
  // A render thrown away leaves its decision here until the outlet renders again, which any navigation does.
  let rendering = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => shown,
    rendered: () => rendering,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set: (next) => {
      rendering = next;
      if (next === shown) return;
      shown = next;
      for (const listener of [...listeners]) listener();
    },
    willBe: (next) => {
      rendering = next;
    },
  };
}

/** Outside the keep-alive outlet (a page not kept, a dialog of the shell) a page is always shown. */
const alwaysShown: PageShown = { get: () => true, rendered: () => true, subscribe: () => () => undefined };

export const PageShownContext = createContext<PageShown>(alwaysShown);

/** The page's shown state as a store, for effects that follow it without rendering the page again. */
export const usePageShownStore = (): PageShown => useContext(PageShownContext);

/**
 * Whether the page is on screen, as the keep-alive outlet renders it: a context value beside the store, so a
 * component that shows something only while its page is shown renders again in the same commit that reveals
 * or hides the page (the store is set after that commit, for effects, and a render it caused was one more
 * commit per switch). Outside the outlet a page is always shown.
 */
export const PageVisibleContext = createContext(true);

/**
 * The page's shown state as a value: the caller renders again when it changes. `follow` false answers true
 * without reading it, so a component that needs it only in some configurations does not render on every switch.
 */
export function usePageShown(follow = true): boolean {
  // `use` may be called conditionally: a render that does not read the context does not follow it.
  return follow ? use(PageVisibleContext) : true;
}

/**
 * Runs `start` while the page is shown (and `enabled`), its cleanup when the page hides or the inputs change:
 * a kept-alive page that is not on screen listens and asks for nothing.
 */
export function whileShown(shown: PageShown, start: () => (() => void) | void): () => void {
  let stop: (() => void) | void;
  const follow = () => {
    if (shown.get() && !stop) stop = start() ?? (() => undefined);
    else if (!shown.get() && stop) {
      stop();
      stop = undefined;
    }
  };
  follow();
  const unsubscribe = shown.subscribe(follow);
  return () => {
    unsubscribe();
    stop?.();
    stop = undefined;
  };
}
