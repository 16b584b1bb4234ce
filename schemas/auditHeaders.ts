/**
 * The audit trail's headers (docs/security.md#audit-trail), apart from its messages and limits
 * (auditRevertConstants.ts): the console's HTTP client, which the sign-in page loads, reads the first, and
 * the history drawer's and undo's texts stay out of that first download.
 */

/** The header a bulk action sends with each of its calls, so that the trail can revert them as one. */
export const AUDIT_BATCH_HEADER = 'x-audit-batch';
/** The header of a done change's reply naming its audit record (the console's undo reverts it). */
export const AUDIT_ID_HEADER = 'x-audit-id';
export const AUDIT_BATCH_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
