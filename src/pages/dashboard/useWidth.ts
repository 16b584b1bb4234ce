import { useLayoutEffect, useRef, useState } from 'react';

/** The width of an element as it is laid out, kept current as the screen (or the side menu) changes it. */
export function useWidth<E extends HTMLElement>(fallback = 480) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(160, Math.floor(element.getBoundingClientRect().width)) || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}
