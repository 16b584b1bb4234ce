import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ApprovalPage } from '@schemas/approval';
import { APPROVAL_ACTIONS, APPROVAL_PAGE_SIZE, APPROVAL_STATES, APPROVAL_VIEWS, type ApprovalAction, type ApprovalState, type ApprovalView } from '@schemas/approvalConstants';

import { fetchInbox, type InboxQuery } from '@/engine/approval/api';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined => ((values as readonly string[]).includes(value ?? '') ? (value as T) : undefined);

/** The inbox's view, filters and page as its address holds them. */
export function inboxQueryOf(params: URLSearchParams): InboxQuery {
  return {
    view: pick(APPROVAL_VIEWS, params.get('view')) ?? 'todo',
    state: pick<ApprovalState>(APPROVAL_STATES, params.get('state')),
    action: pick<ApprovalAction>(APPROVAL_ACTIONS, params.get('action')),
    current: Math.max(1, Number(params.get('page')) || 1),
    size: APPROVAL_PAGE_SIZE,
  };
}

/**
 * The inbox's view, filters and page, kept in the address (a reload or a link opens the same list), and the
 * page they select. `reload` asks again; a count pushed on the live channel asks again too (the caller's).
 */
export function useInbox() {
  const [params, setParams] = useSearchParams();
  const { view, state, action, current } = inboxQueryOf(params);
  const [page, setPage] = useState<ApprovalPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let current_ = true;
    setLoading(true);
    fetchInbox({ view, state, action, current, size: APPROVAL_PAGE_SIZE })
      .then((data) => {
        if (!current_) return;
        setPage(data);
        setError(null);
      })
      .catch((e: Error) => current_ && setError(e.message))
      .finally(() => current_ && setLoading(false));
    return () => {
      current_ = false;
    };
  }, [view, state, action, current, tick]);

  const set = useCallback(
    (patch: Record<string, string | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      // A new view or filter starts from its first page.
      if (!('page' in patch)) next.delete('page');
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  const pages = page ? Math.max(1, Math.ceil(page.total / APPROVAL_PAGE_SIZE)) : 1;
  return {
    view,
    state,
    action,
    current,
    pages,
    page,
    loading,
    error,
    setView: (next: ApprovalView) => set({ view: next === 'todo' ? undefined : next }),
    setState: (next: string) => set({ state: next || undefined }),
    setAction: (next: string) => set({ action: next || undefined }),
    goTo: (n: number) => set({ page: n > 1 ? String(n) : undefined }),
    reload: () => setTick((n) => n + 1),
  };
}
