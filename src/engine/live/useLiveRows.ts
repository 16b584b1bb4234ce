import { useCallback, useState } from 'react';
import type { LiveRowsDecl } from '@resources/define';
import { useLiveChannel, useLiveConnected } from './useLiveChannel';

type Id = string | number;

/**
 * The newer versions of a list's rows that its live channel brought (resources' `live`), by id. `latest` puts
 * them in place of what the list call answered; `covered` tells which rows the channel keeps current, so the
 * list polls only for the others (another user's task) or while the connection is down.
 */
export function useLiveRows<R>(decl: LiveRowsDecl<R> | undefined, idOf: (row: R) => Id, active: boolean) {
  const [newer, setNewer] = useState<ReadonlyMap<Id, R>>(() => new Map());
  const connected = useLiveConnected();
  useLiveChannel(
    decl?.channel,
    (message) => {
      const row = (decl?.pick as ((m: typeof message) => R | undefined) | undefined)?.(message);
      if (row === undefined) return;
      setNewer((current) => new Map(current).set(idOf(row), row));
    },
    active,
  );
  const latest = useCallback((rows: readonly R[]) => (newer.size === 0 ? rows : rows.map((row) => newer.get(idOf(row)) ?? row)), [newer, idOf]);
  const covered = useCallback((row: R) => connected && newer.has(idOf(row)), [connected, newer, idOf]);
  return { latest, covered };
}
