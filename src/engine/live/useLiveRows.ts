import { useCallback, useRef, useState } from 'react';
import type { LiveRowsDecl } from '@resources/define';
import { isQuiet, newerOf, nextQuietAt, type Heard } from './heard';
import { useCatchUpOnReconnect, useLiveChannel, useLiveConnected, useRenderAt } from './useLiveChannel';

type Id = string | number;

/** A list asks again for a row it has not got (a task started elsewhere) at most this often. */
const REFETCH_GAP_MS = 1000;

interface Options<R> {
  idOf: (row: R) => Id;
  active: boolean;
  /** The rows the list shows at the time of a message. */
  shown: () => readonly R[];
  /** Whether a row the list has not got belongs to it (then it asks again with `refetch`). */
  belongs: (row: R) => boolean;
  /** Whether a row still moves (a running task); an ended row is final. */
  running: (row: R) => boolean;
  refetch: () => void;
}

/**
 * The newer versions of a list's rows that its live channel brought (resources' `live`), by id. `latest` puts
 * each in place of what the list call answered when it arrived later than that answer (or ended the row);
 * `covered` tells which rows the channel keeps current, so the list polls only for the others (another user's
 * task), while the connection is down, and for a running row whose channel went quiet (LIVE_SILENCE_MS: an
 * event may have been lost). A row the list has not got yet that belongs to it (a task just started, here or
 * in another tab) makes it ask again, and so does the connection coming back (what was said meanwhile is lost).
 */
export function useLiveRows<R>(decl: LiveRowsDecl<R> | undefined, { idOf, active, shown, belongs, running, refetch }: Options<R>) {
  const [heard, setHeard] = useState<ReadonlyMap<Id, Heard<R>>>(() => new Map());
  const connected = useLiveConnected();
  const lastRefetch = useRef(0);
  useLiveChannel(
    decl?.channel,
    (message) => {
      const row = (decl?.pick as ((m: typeof message) => R | undefined) | undefined)?.(message);
      if (row === undefined) return;
      const id = idOf(row);
      setHeard((current) => new Map(current).set(id, { row, at: Date.now() }));
      if (!shown().some((r) => idOf(r) === id) && belongs(row) && Date.now() - lastRefetch.current >= REFETCH_GAP_MS) {
        lastRefetch.current = Date.now();
        refetch();
      }
    },
    active,
  );
  useCatchUpOnReconnect(connected, refetch, active && !!decl);
  // A running row going quiet changes what is covered: the list renders again then, and so starts asking.
  const now = Date.now();
  useRenderAt(active ? nextQuietAt(heard.values(), running, now) : null);

  /** The rows to show of a list call answered at `fetchedAt`. */
  const latest = useCallback(
    (rows: readonly R[], fetchedAt: number) => (heard.size === 0 ? rows : rows.map((row) => newerOf(row, fetchedAt, heard.get(idOf(row)), running) ?? row)),
    [heard, idOf, running],
  );
  const covered = useCallback(
    (row: R) => {
      const h = heard.get(idOf(row));
      return connected && h !== undefined && !isQuiet(h, running, Date.now());
    },
    [connected, heard, idOf, running],
  );
  return { latest, covered };
}
