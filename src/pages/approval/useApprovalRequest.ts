import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApprovalDetail } from '@schemas/approval';
import { decide, fetchRequest, type Decision } from '@/engine/approval/api';
import { IntentKeys } from '@/providers/intentKey';

/**
 * One request as its page shows it, and the decisions on it. A decision answers the request as it stands (or the
 * client shows why it was refused); the page then reads it again with its votes, comments and history. Each
 * decision travels under its intent's Idempotency-Key: a double tap or a retry after a lost answer is done once.
 */
export function useApprovalRequest(id: number | null) {
  const [detail, setDetail] = useState<ApprovalDetail | null>(null);
  const [missing, setMissing] = useState(false);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<Decision | null>(null);
  const intents = useRef<IntentKeys | null>(null);
  intents.current ??= new IntentKeys();

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
    const call = intents.current!.take({ id, what, comment: comment ?? null });
    try {
      const result = await decide(id, what, comment, call.key);
      call.settle();
      await load();
      return result;
    } catch (error) {
      // Unanswered, the intent keeps its key: tried again, it is the same request.
      call.settle(error);
      return null;
    } finally {
      setBusy(null);
    }
  };

  return { detail, missing, loading, busy, run, reload: load };
}
