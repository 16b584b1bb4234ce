import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApprovalRule } from '@schemas/approval';
import { APPROVAL_ACTIONS, APPROVAL_EXPIRE_HOURS, type ApprovalAction } from '@schemas/approvalConstants';
import { ApiError } from '@/providers/apiError';
import { fetchRules, saveRules } from '@/engine/approval/api';
import { IntentKeys } from '@/providers/intentKey';

/** One row of the rules' form: every action of the vocabulary, on or off. */
export interface RuleRow {
  action: ApprovalAction;
  enabled: boolean;
  minAmount: string;
  approvals: 1 | 2;
  expireHours: number;
}

const rowsOf = (rules: ApprovalRule[]): RuleRow[] =>
  APPROVAL_ACTIONS.map((action) => {
    const rule = rules.find((r) => r.action === action);
    return {
      action,
      enabled: rule?.enabled ?? false,
      minAmount: rule?.minAmount ?? '',
      approvals: rule?.approvals ?? 1,
      expireHours: rule?.expireHours ?? APPROVAL_EXPIRE_HOURS.default,
    };
  });

/**
 * The tenant's rules as a form of every action (docs/approvals.md): read with their version, saved as the next one
 * (a save over someone else's is refused, and the rules are read again). The server's messages come back per
 * field (`0.minAmount`) and are shown at the row they name.
 */
export function useApprovalRules() {
  const [rows, setRows] = useState<RuleRow[]>(rowsOf([]));
  const [version, setVersion] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const intents = useRef<IntentKeys | null>(null);
  intents.current ??= new IntentKeys();

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const read = await fetchRules();
      setRows(rowsOf(read.rules));
      setVersion(read.version);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => {
    void load().catch(() => undefined);
  }, [load]);

  const change = (action: ApprovalAction, patch: Partial<RuleRow>) => setRows((all) => all.map((row) => (row.action === action ? { ...row, ...patch } : row)));

  /** Saves every action that is on or says something; answers the new version, or null when refused. */
  const save = async (): Promise<number | null> => {
    if (version === null) return null;
    const sent = rows.filter((row) => row.enabled || row.minAmount.trim() !== '' || row.approvals !== 1 || row.expireHours !== APPROVAL_EXPIRE_HOURS.default);
    setSaving(true);
    setErrors({});
    const body = sent.map((row) => ({ action: row.action, minAmount: row.minAmount.trim() || null, approvals: row.approvals, enabled: row.enabled, expireHours: row.expireHours }));
    // The save's intent, under one key while unanswered (docs/api.md, "Idempotency keys and versions").
    const call = intents.current!.take({ body, version });
    try {
      const saved = await saveRules(body, version, call.key);
      call.settle();
      setRows(rowsOf(saved.rules));
      setVersion(saved.version);
      return saved.version;
    } catch (error) {
      call.settle(error);
      if (error instanceof ApiError && error.statusCode === 412) void load();
      if (error instanceof ApiError && error.errors) {
        // The server names the sent list's positions: map them back to the actions.
        const byAction: Record<string, string> = {};
        for (const [path, message] of Object.entries(error.errors)) {
          const [index, field] = path.split('.');
          const row = sent[Number(index)];
          if (row && field) byAction[`${row.action}.${field}`] = message;
        }
        setErrors(byAction);
      }
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { rows, version, loading, saving, errors, change, save, reload: load };
}
