import { useCallback, useEffect, useState } from 'react';
import type { ApprovalDetail } from '@schemas/approval';
import { decide, fetchRequest, type Decision } from '@/engine/approval/api';

/**
 * One request as its page shows it, and the decisions on it. A decision answers the request as it stands (or the
 * client shows why it was refused); the page then reads it again with its votes, comments and history.
 */
export function useApprovalRequest(id: number | null) {
  const [detail, setDetail] = useState<ApprovalDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<Decision | null>(null);

  const load = useCallback(async () => {
    if (id === null) {
      setMissing(true);
      setLoading(false);
      return;
    }
    try {
      setDetail(await fetchRequest(id));
      setMissing(false);
    } catch {
      setMissing(true);
    } finally {
      setLoading(false);
    }
  }, [id]);
  useEffect(() => {
    setLoading(true);
    void load();
  }, [load]);

  /** Runs a decision; answers the request's new state, or null when it was refused (the client said why). */
  const run = async (what: Decision, comment?: string) => {
    if (id === null || busy) return null;
    setBusy(what);
    try {
      const result = await decide(id, what, comment);
      await load();
      return result;
    } catch {
      return null;
    } finally {
      setBusy(null);
    }
  };

  return { detail, missing, loading, busy, run, reload: load };
}
