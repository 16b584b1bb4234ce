/**
 * Whether the console is waiting for the service to come back: the http client counts the calls that wait to be
 * tried again after a "not now" answer (503, a proxy's 502/504, no answer), and the root shows one banner while
 * any does (ServiceBanner). No React here: the http client lives outside it.
 */
type Listener = () => void;

let waiting = 0;
const listeners = new Set<Listener>();

export const serviceStatus = {
  /** One call more (+1) or fewer (-1) waits to be tried again. */
  retrying(delta: 1 | -1): void {
    const before = waiting > 0;
    waiting = Math.max(0, waiting + delta);
    if (before !== waiting > 0) for (const listener of listeners) listener();
  },
  /** Whether any call waits to be tried again now. */
  unavailable(): boolean {
    return waiting > 0;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
