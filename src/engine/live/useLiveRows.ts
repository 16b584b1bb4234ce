import { useCallback, useRef, useState } from 'react';
import type { LiveRowsDecl } from '@resources/define';
import { useLiveChannel, useLiveConnected } from './useLiveChannel';

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
  refetch: () => void;
}

/**
 * The newer versions of a list's rows that its live channel brought (resources' `live`), by id. `latest` puts
 * them in place of what the list call answered; `covered` tells which rows the channel keeps current, so the
 * list polls only for the others (another user's task) or while the connection is down. A row the list has not
 * got yet that belongs to it (a task just started, here or in another tab) makes it ask again.
 */
export function useLiveRows<R>(decl: LiveRowsDecl<R> | undefined, { idOf, active, shown, belongs, refetch }: Options<R>) {
  const [newer, setNewer] = useState<ReadonlyMap<Id, R>>(() => new Map());
  const connected = useLiveConnected();
  const lastRefetch = useRef(0);
  useLiveChannel(
    decl?.channel,
    (message) => {
      const row = (decl?.pick as ((m: typeof message) => R | undefined) | undefined)?.(message);
      if (row === undefined) return;
      setNewer((current) => new Map(current).set(idOf(row), row));
      const id = idOf(row);
      if (!shown().some((r) => idOf(r) === id) && belongs(row) && Date.now() - lastRefetch.current >= REFETCH_GAP_MS) {
        lastRefetch.current = Date.now();
        refetch();
      }
    },
    active,
  );
  const latest = useCallback((rows: readonly R[]) => (newer.size === 0 ? rows : rows.map((row) => newer.get(idOf(row)) ?? row)), [newer, idOf]);
  const covered = useCallback((row: R) => connected && newer.has(idOf(row)), [connected, newer, idOf]);
  return { latest, covered };
}
