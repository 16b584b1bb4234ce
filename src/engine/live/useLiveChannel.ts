import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import type { LiveChannelName, LiveChannels } from '@resources/define';
import { listenLive, liveConnected, onLiveStateChange } from '@/providers/live';
import { usePageShownStore, whileShown } from '../pageShown';
import { liveChannels } from './channels';

/**
 * Listens on a live channel of the signed-in user while the component is shown and `enabled` (a kept-alive page
 * behind another tab or a closed dialog stops listening). The handler may change between renders without resubscribing.
 */
export function useLiveChannel<C extends LiveChannelName>(channel: C | undefined, onMessage: (message: LiveChannels[C]) => void, enabled = true): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  const shown = usePageShownStore();
  useEffect(() => {
    if (!channel || !enabled) return;
    const { destination, parse } = liveChannels[channel];
    return whileShown(shown, () =>
      listenLive(destination, (body) => {
        const message = parse(body);
        if (message) handler.current(message as LiveChannels[C]);
      }),
    );
  }, [channel, enabled, shown]);
}

/** Whether live channels deliver now; while they do not, screens poll instead. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(onLiveStateChange, liveConnected, liveConnected);
}

/**
 * The live connection, down for a while, is back: what was said meanwhile is lost, so the screen asks once
 * (`catchUp`) for what it shows. `connected` is useLiveConnected()'s answer.
 */
export function useCatchUpOnReconnect(connected: boolean, catchUp: () => void, enabled = true): void {
  const wasDown = useRef(false);
  const latest = useRef(catchUp);
  latest.current = catchUp;
  const shown = usePageShownStore();
  useEffect(() => {
    if (!connected) {
      wasDown.current = true;
      return;
    }
    if (!wasDown.current) return;
    // A kept-alive page behind another tab asks when its tab comes back.
    return whileShown(shown, () => {
      if (!wasDown.current) return;
      wasDown.current = false;
      if (enabled) latest.current();
    });
  }, [connected, enabled, shown]);
}

/** Renders the component again at `at` (Date.now() time; null: never), for what changes with time alone. */
export function useRenderAt(at: number | null): void {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(rerender, Math.max(0, at - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
}
