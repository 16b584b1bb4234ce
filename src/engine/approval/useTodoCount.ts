import { useEffect, useState } from 'react';
import type { Envelope } from '@schemas/envelope';
import { httpClient } from '@/providers/lazyClient';
import { reportUnlessAnswered } from '@/providers/reportProblem';

/** Where a frame hears the count: `onCount` with each count pushed. Returns the way to stop. */
export type CountSource = (onCount: (todo: number) => void) => () => void;

/** How long the badge waits for its live channel before it asks the server itself (no websocket, a proxy in the way). */
export const COUNT_FALLBACK_MS = 5000;

/** A count on its way: readers that ask meanwhile share it. */
let asking: Promise<number> | null = null;

/** How many requests wait for the caller (`GET /admin/approval/count`). */
function fetchTodoCount(): Promise<number> {
  asking ??= httpClient()
    .then((http) => http.get<Envelope<{ todo: number }>>('/admin/approval/count', { ignoreErrors: true }))
    .then((res) => res.data.data.todo)
    .finally(() => {
      asking = null;
    });
  return asking;
}

/**
 * How many requests wait for the signed-in user (the badge, docs/approvals.md). The live channel tells it when it
 * subscribes and whenever a request of the tenant changes, from whichever instance changed it (and again after a
 * reconnect, as it subscribes again): the shell hears it on its STOMP connection (shellCount.ts), the phone frame
 * on the plain per-user channel. Only when nothing came over the channel for a while is the count asked for.
 */
export function useTodoCount(enabled: boolean, source: CountSource): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    let heard = false;
    const stop = source((todo) => {
      heard = true;
      if (alive) setCount(todo);
    });
    const fallback = setTimeout(() => {
      if (heard) return;
      fetchTodoCount()
        .then((todo) => alive && !heard && setCount(todo))
        // The HTTP client has shown the server's refusal; anything else reaches the page's error log.
        .catch(reportUnlessAnswered);
    }, COUNT_FALLBACK_MS);
    return () => {
      alive = false;
      clearTimeout(fallback);
      stop();
    };
  }, [enabled, source]);
  return count;
}
