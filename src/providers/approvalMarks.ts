import { heldApprovalOf, type HeldApproval } from '@schemas/approvalLinks';

/**
 * The console's calls that an approval rule held (docs/approvals.md): each such reply answers code 0 with
 * `data.approval` and changed nothing. An action reads the ones that arrived since it started, to say 已提交审批，
 * 等待审核 instead of its success; lists that mark pending rows are told to ask again.
 */
const KEEP = 200;
let seen: HeldApproval[] = [];
let noted = 0;
const listeners = new Set<() => void>();

export function noteHeldApproval(data: unknown): void {
  const held = heldApprovalOf(data);
  if (!held) return;
  seen.push(held);
  noted += 1;
  if (seen.length > KEEP) seen = seen.slice(-KEEP);
  for (const listener of [...listeners]) listener();
}

/** Where the noted requests stand now: pass it to `heldSince` after the action. */
export const heldMark = (): number => noted;

/** The requests held since `mark`, oldest first. */
export const heldSince = (mark: number): HeldApproval[] => seen.slice(Math.max(0, seen.length - (noted - mark)));

/** Told whenever a call was held (a list then asks which of its rows wait); returns the unsubscribe. */
export function onHeldApproval(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
