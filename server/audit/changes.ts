import type { AuditFieldChange } from '../../schemas/audit';
import type { JsonValue } from '../../schemas/reply';
import { AUTH_MASK, isSecretKey, parseAuthInfo } from '../../schemas/outMerchant';
import { formatDateTime } from '../domain/time';

/**
 * What the trail keeps of a value. Secrets are masked exactly as the out-merchant reads mask them (the same
 * key rules of schemas/outMerchant.ts, also inside text holding a JSON object such as a merchant's
 * authorisation), plus whatever is named like a captcha or verification code; long texts and lists are cut
 * so one record stays small whatever a call carried.
 */
const AUDIT_ONLY_SECRET_KEY = /(captcha|otp|verif|credential|passcode|smscode)/i;
const MAX_TEXT = 2000;
const MAX_ITEMS = 200;
const MAX_DEPTH = 6;
/**
 * The record has its own time; a row's update time would only repeat it. A record's version moves with every
 * change (docs/api.md, "Idempotency keys and versions"): it says that something changed, never what.
 */
const IGNORED_FIELDS = new Set(['updateTime', 'version']);

export const isAuditSecretKey = (key: string, supplier?: string) => isSecretKey(key, supplier) || AUDIT_ONLY_SECRET_KEY.test(key);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

const cut = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…(${text.length})` : text);

function maskObject(info: Record<string, unknown>, supplier: string | undefined, depth: number): { [key: string]: JsonValue } | string {
  if (depth > MAX_DEPTH) return '…';
  const out: { [key: string]: JsonValue } = {};
  for (const [key, value] of Object.entries(info)) {
    out[key] = isAuditSecretKey(key, supplier) && !isBlank(value) ? AUTH_MASK : auditValue(value, supplier, depth + 1);
  }
  return out;
}

/** A value as recorded: JSON-safe, masked, bounded. */
export function auditValue(value: unknown, supplier?: string, depth = 0): JsonValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'string') {
    // Text holding a JSON object (authorisation info): masked key by key and kept as text, as the reads show it.
    const inner = value.trimStart().startsWith('{') ? parseAuthInfo(value) : null;
    return inner ? cut(JSON.stringify(maskObject(inner, supplier, depth))) : cut(value);
  }
  if (Array.isArray(value)) {
    if (depth > MAX_DEPTH) return '…';
    const items = value.slice(0, MAX_ITEMS).map((item) => auditValue(item, supplier, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`…(+${value.length - MAX_ITEMS})`);
    return items;
  }
  if (typeof value === 'object') return maskObject(value as Record<string, unknown>, supplier, depth);
  return String(value);
}

/** One field's value: a field named like a secret reads as ****** whatever it holds. */
export const fieldValue = (field: string, value: unknown, supplier?: string): JsonValue =>
  isAuditSecretKey(field, supplier) && !isBlank(value) ? AUTH_MASK : auditValue(value, supplier);

/** An object's keys in one order: a declaration read back from a jsonb column has PostgreSQL's order, not the caller's. */
const sortedKeys = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : value;

const comparable = (value: unknown) => (value instanceof Date ? value.getTime() : JSON.stringify(value ?? null, sortedKeys));

/**
 * The fields that differ between two views of an entity (null before = created, null after = removed), in
 * the order the views list them. Values are compared as stored, then masked: a changed secret shows as a
 * changed field whose both sides read ******.
 */
export function fieldChanges(beforeView: object | null | undefined, afterView: object | null | undefined, supplier?: string): AuditFieldChange[] {
  const before = beforeView as Record<string, unknown> | null | undefined;
  const after = afterView as Record<string, unknown> | null | undefined;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: AuditFieldChange[] = [];
  for (const field of keys) {
    if (IGNORED_FIELDS.has(field)) continue;
    const b = before ? before[field] : undefined;
    const a = after ? after[field] : undefined;
    if (before && after && comparable(b) === comparable(a)) continue;
    // A created or removed entity lists the fields it had, not the empty ones.
    if ((!before || !after) && isBlank(before ? b : a)) continue;
    changes.push({ field, before: before ? fieldValue(field, b, supplier) : null, after: after ? fieldValue(field, a, supplier) : null });
  }
  return changes;
}
