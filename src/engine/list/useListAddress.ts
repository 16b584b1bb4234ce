import { useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { hasListState, readListState, routeSearchOf, stateKeyOf, writeListState, type ListShape, type ListState } from './listAddress';

export interface ListAddress {
  /** The list's state as its address gives it, checked against what the list allows. */
  state: ListState;
  /** The state written out: two equal states have equal keys. */
  key: string;
  /** The address carried a list state when the list opened (no default view then). */
  openedWithState: boolean;
  /** Goes to a state: a new history entry (back returns to this one), or in place. */
  go: (next: ListState, options?: { replace?: boolean }) => void;
  /**
   * The key of the state the list last went to, null before it went anywhere. Known at once: the router may
   * still be on its way there (a navigation is a transition) while `key` still shows where the list was.
   */
  wanted: () => string | null;
}

/**
 * A list's state in its address (deep links, docs/screens.md#operator-tools-on-every-list): reload, back and forward restore it, a pasted address
 * opens it. A list inside another frame (a task log dialog) keeps its state to itself instead.
 */
export function useListAddress(shape: ListShape, inAddress: boolean): ListAddress {
  const location = useLocation();
  const navigate = useNavigate();
  const [local, setLocal] = useState<ListState>(() => ({ search: {}, page: 1, size: shape.pageSize }));
  const [openedWithState] = useState(() => inAddress && hasListState(location.search));
  const state = useMemo(() => (inAddress ? readListState(shape, location.search) : local), [inAddress, shape, location.search, local]);
  const key = stateKeyOf(shape, state);
  const wanted = useRef<string | null>(null);

  const go = (next: ListState, { replace = false }: { replace?: boolean } = {}) => {
    wanted.current = stateKeyOf(shape, next);
    if (!inAddress) {
      setLocal(next);
      return;
    }
    const search = writeListState(shape, routeSearchOf(location.search), next);
    if (search === location.search) return;
    navigate({ pathname: location.pathname, search }, { replace });
  };

  return { state, key, openedWithState, go, wanted: () => wanted.current };
}
