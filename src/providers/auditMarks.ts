import { AUDIT_ID_HEADER } from '@schemas/auditHeaders';

/**
 * The audit records the console's own done changes left (docs/product.md#history-and-undo): each reply of a done
 * change names its record in the x-audit-id header; an action reads the ones that arrived since it started,
 * to offer to undo exactly them.
 */
const KEEP = 200;
let seen: number[] = [];
/** How many ids were ever noted: a mark is a position in that count. */
let noted = 0;

export function noteAuditId(headers: Record<string, unknown> | undefined): void {
  const id = Number(headers?.[AUDIT_ID_HEADER]);
  if (!Number.isSafeInteger(id) || id < 1) return;
  seen.push(id);
  noted += 1;
  if (seen.length > KEEP) seen = seen.slice(-KEEP);
}

/** Where the noted ids stand now: pass it to `auditIdsSince` after the action. */
export const auditMark = (): number => noted;

/** The audit ids of the done changes answered since `mark`, oldest first. */
export const auditIdsSince = (mark: number): number[] => seen.slice(Math.max(0, seen.length - (noted - mark)));
