/**
 * What a live channel said about a row, and when it arrived. The channel's news and the answers of a call
 * reach the console on different sockets, so neither is always the newer: the later arrival wins, except that
 * an ended row is final (a task never runs again), and a running row whose channel has gone quiet is no longer
 * trusted to be current (an event may have been lost), so the screen asks again.
 */
export interface Heard<R> {
  row: R;
  /** Date.now() when it arrived. */
  at: number;
}

/**
 * A running row whose channel said nothing for this long is asked for again (while it stays quiet). Tasks tell
 * of progress several times a second and of every change of state at once; a phase with no news for this long
 * (a large result file being closed) costs a few list calls, a lost event no longer freezes the screen.
 */
export const LIVE_SILENCE_MS = 15_000;

/** The version of a row to show: the call's (`fetched`, answered at `fetchedAt`) or the channel's. */
export function newerOf<R>(fetched: R | undefined, fetchedAt: number, heard: Heard<R> | undefined, running: (row: R) => boolean): R | undefined {
  if (!heard) return fetched;
  if (fetched === undefined) return heard.at >= fetchedAt ? heard.row : undefined;
  if (!running(heard.row)) return heard.row;
  if (!running(fetched)) return fetched;
  return heard.at >= fetchedAt ? heard.row : fetched;
}

/** Whether the channel's news of a running row is too old to keep it current without asking. */
export const isQuiet = <R>(heard: Heard<R>, running: (row: R) => boolean, now: number) => running(heard.row) && now - heard.at > LIVE_SILENCE_MS;

/** When the next of these running rows goes quiet (null: none will). */
export function nextQuietAt<R>(heard: Iterable<Heard<R>>, running: (row: R) => boolean, now: number): number | null {
  let next: number | null = null;
  for (const h of heard) {
    const at = h.at + LIVE_SILENCE_MS + 1;
    if (running(h.row) && at > now && (next === null || at < next)) next = at;
  }
  return next;
}
