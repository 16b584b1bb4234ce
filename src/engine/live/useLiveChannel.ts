import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { LiveChannelName, LiveChannels } from '@resources/define';
import { listenLive, liveConnected, onLiveStateChange } from '@/providers/live';
import { liveChannels } from './channels';

/**
 * Listens on a live channel of the signed-in user while the component is shown and `enabled` (a hidden kept-alive
 * tab or a closed dialog stops listening). The handler may change between renders without resubscribing.
 */
export function useLiveChannel<C extends LiveChannelName>(channel: C | undefined, onMessage: (message: LiveChannels[C]) => void, enabled = true): void {
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => {
    if (!channel || !enabled) return;
    const { destination, parse } = liveChannels[channel];
    return listenLive(destination, (body) => {
      const message = parse(body);
      if (message) handler.current(message as LiveChannels[C]);
    });
  }, [channel, enabled]);
}

/** Whether live channels deliver now; while they do not, screens poll instead. */
export function useLiveConnected(): boolean {
  return useSyncExternalStore(onLiveStateChange, liveConnected, liveConnected);
}
