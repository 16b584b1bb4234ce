import type { Kysely } from 'kysely';
import { VERSION_MSG } from '../../schemas/idempotency';
import type { LastChange } from '../../schemas/version';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { ApiError } from '../http/envelope';
import { lastChangeOf } from './history';
import type { AuditedCall } from './write';

/**
 * Record versions (docs/api.md, "Idempotency keys and versions"): every edited record carries `version`, which the
 * database moves at each change of the record (migration 151); a single read also names it in `ETag`. A write
 * sends the version it read as `If-Match: "3"` or as the body's `version`; inside the write's transaction, once the
 * record is locked, its service's `expectVersion(call, trx, view)` compares it with the record and refuses a stale
 * one (412) with the record as it now stands and who changed it last.
 *
 * A record added later takes versions with a line in a migration (`addRecordVersion`), `version` in its reply
 * schema and view, `...staleReply(schema)` beside its write's reply, and one line in its service's transaction after
 * the record is locked: `await expectVersion(call, trx, view)`.
 */

/** Entities whose records carry money: changed only with the version that was read (428 without). */
export const MONEY_ENTITIES: ReadonlySet<string> = new Set(['account', 'accountLimit']);

/** What a write said of the version it was based on: the versions it accepts (none sent: undefined), and whether it overwrites knowingly. */
export interface SentVersion {
  versions: number[] | undefined;
  overwrite: boolean;
}

const ENTITY_TAG = /^(W\/)?"(\d{1,9})"$/;

/** The versions an If-Match header names: strong tags only count (RFC 9110 compares If-Match strongly); `*` names none. */
function ifMatchVersions(raw: string | string[] | undefined): number[] | undefined {
  if (raw === undefined) return undefined;
  const text = (Array.isArray(raw) ? raw.join(',') : raw).trim();
  if (text === '*') return undefined;
  const versions: number[] = [];
  for (const part of text.split(',')) {
    const match = ENTITY_TAG.exec(part.trim());
    if (!match || Number(match[2]) < 1) throw new ApiError(400, VERSION_MSG.badIfMatch, { 'if-match': VERSION_MSG.badIfMatch });
    if (!match[1]) versions.push(Number(match[2]));
  }
  return versions;
}

/** The version a write was sent with (its If-Match header, or its body's `version`), as the versions it accepts; undefined when none. */
export function sentVersionsOf(ifMatch: string | string[] | undefined, body: unknown): number[] | undefined {
  const fromHeader = ifMatchVersions(ifMatch);
  const raw = body && typeof body === 'object' && !Array.isArray(body) ? (body as { version?: unknown }).version : undefined;
  let fromBody: number | undefined;
  if (raw !== undefined && raw !== null) {
    if (typeof raw !== 'number' || !Number.isSafeInteger(raw) || raw < 1) throw new ApiError(400, VERSION_MSG.badVersion, { version: VERSION_MSG.badVersion });
    fromBody = raw;
  }
  if (fromHeader && fromBody !== undefined && !fromHeader.includes(fromBody)) throw new ApiError(400, VERSION_MSG.disagree, { version: VERSION_MSG.disagree });
  return fromHeader ?? (fromBody === undefined ? undefined : [fromBody]);
}

/** 428 before anything is read: a money-carrying record's write without the version it read. */
export function requireVersion(call: AuditedCall): void {
  if (MONEY_ENTITIES.has(call.entry.route.entity) && call.sentVersion().versions === undefined) throw new ApiError(428, VERSION_MSG.required);
}

/**
 * Inside the write's transaction, once the record is locked: the version sent must be the record's. Money-carrying
 * records need one (428); others are written as before when none is sent. A stale one is refused with 412, the
 * record as it now stands in `data` and its last change from the audit trail in `lastChange`. `shown` gives the
 * record as this caller may see it (its withheld fields null and named, docs/security.md): the 412 never carries
 * more than a read of the record would.
 */
export async function expectVersion<T extends { version: number }>(
  call: AuditedCall,
  trx: Kysely<Database>,
  current: T,
  shown: (record: T) => unknown = (record) => record,
): Promise<void> {
  requireVersion(call);
  const { versions, overwrite } = call.sentVersion();
  if (versions === undefined) return;
  const { entry } = call;
  if (versions.includes(current.version)) {
    // A write the user sent knowing it replaces someone else's change is recorded as such.
    if (overwrite) entry.overwroteVersion = current.version;
    return;
  }
  const lastChange = entry.entityId ? lastChangeView(await lastChangeOf(trx, call.tenantId, entry.route.entity, entry.entityId)) : null;
  throw new ApiError(412, VERSION_MSG.stale, undefined, { data: await shown(current), lastChange });
}

/** The trail's newest successful change of a record, as the 412 names it. */
export function lastChangeView(row: { user_id: number | null; username: string | null; actual_name: string | null; create_time: Date; action: string } | undefined): LastChange | null {
  if (!row) return null;
  return { userId: row.user_id, username: row.username, actualName: row.actual_name, time: formatDateTime(row.create_time) ?? '', action: row.action };
}
