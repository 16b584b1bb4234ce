import type { AuditConflict, AuditHistoryReply, AuditRevertReply } from '@schemas/auditRevert';
import type { Envelope } from '@schemas/envelope';
import { http } from '@/providers/client';
import { ApiError } from '@/providers/apiError';
import { newIdempotencyKey } from '@/providers/intentKey';

/** The calls of a record's history and of the revert (docs/product.md#history-and-undo). */
export const HISTORY_URL = '/admin/audit/history';
export const revertUrl = (auditId: number) => `/admin/audit/${auditId}/revert`;

export async function fetchHistory(entity: string, id: string | number): Promise<AuditHistoryReply> {
  const res = await http.get<Envelope<AuditHistoryReply>>(HISTORY_URL, { params: { entity, id } });
  return res.data.data;
}

/**
 * Reverts a change (a bulk action's: all of it), as one intent with its idempotency key (a retry after no answer
 * never reverts twice: docs/api.md). A refusal for conflicts comes back as the fields named, for the caller to
 * show side by side, without the client's toast; any other refusal is shown as usual.
 */
export async function revertChange(
  auditId: number,
  idempotencyKey = newIdempotencyKey(),
): Promise<{ ok: true; reply: AuditRevertReply } | { ok: false; conflicts: AuditConflict[]; message: string }> {
  try {
    const res = await http.post<Envelope<AuditRevertReply>>(revertUrl(auditId), undefined, { ignoreErrors: true, idempotencyKey });
    return { ok: true, reply: res.data.data };
  } catch (error) {
    const conflicts = error instanceof ApiError ? (error.body as { data?: { conflicts?: AuditConflict[] } } | undefined)?.data?.conflicts : undefined;
    if (conflicts?.length) return { ok: false, conflicts, message: error instanceof Error ? error.message : '' };
    throw error;
  }
}
