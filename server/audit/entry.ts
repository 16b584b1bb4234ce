import type { AuditAction, AuditEntity, AuditFieldChange } from '../../schemas/audit';
import type { AuditDraft } from './chain';
import type { IdOf } from './idOf';
import { auditValue, fieldChanges } from './changes';

/**
 * What the trail says about a route's calls: the entity it changes, the action, and where a refused call names the
 * entity. A write route declares it as its `audit` fact (docs/architecture.md#a-routes-facts).
 */
export interface AuditedRoute {
  entity: AuditEntity;
  action: AuditAction;
  /** The entity id of a call the route refused before it could say (default: params.id, params.userId, body.id). */
  idOf?: IdOf;
}

/** An entity id as the trail stores it (text, at most 64 characters), or null when there is none. */
export function idText(id: unknown): string | null {
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  if (typeof id === 'string' && id.trim() !== '') return id.trim().slice(0, 64);
  return null;
}

/**
 * What one audited call says about itself while it runs: which entity, which id, which fields changed. The
 * route (the part that knows the entity) fills it in; the trail turns it into the record.
 */
export class AuditEntry {
  entityId: string | null = null;
  readonly changes: AuditFieldChange[] = [];
  /** Set once the record is written (in the write's transaction, or by the outcome hook). */
  recorded = false;
  /** The id of the record of a done change: the reply names it (x-audit-id) so the console can offer undo. */
  auditId: number | null = null;
  /** What the call turned out to be, where it differs from its route's (a covered call held for approval). */
  private recordedAs: { entity: AuditEntity; action: AuditAction } | null = null;
  /** The ids of the records the write appended, in order (one, or one per change a revert put back). */
  readonly auditIds: number[] = [];
  /** The records the call is written as instead of its own one (`instead`). */
  records: Partial<AuditDraft>[] | null = null;
  /** The version of the record this call knowingly overwrote (the conflict dialog's "apply mine on top"). */
  overwroteVersion: number | null = null;

  constructor(
    readonly route: AuditedRoute,
    readonly method: string,
    /** The route's path under the API base (`/admin/menu/:id`). */
    readonly path: string,
    /** False only where a bench measures what auditing costs (buildApp's option). */
    readonly enabled: boolean,
  ) {}

  /** The entity the record names: the route's, unless the call said it was something else. */
  get entity(): AuditEntity {
    return this.recordedAs?.entity ?? this.route.entity;
  }

  get action(): AuditAction {
    return this.recordedAs?.action ?? this.route.action;
  }

  /**
   * Records the call as another entity and action than its route's: a covered call that the approval gate held
   * changed nothing of its record and is recorded as the request it submitted (docs/approvals.md).
   */
  as(entity: AuditEntity, action: AuditAction): this {
    this.recordedAs = { entity, action };
    this.changes.length = 0;
    return this;
  }

  /** Names the entity the call acts on. */
  target(id: unknown): this {
    this.entityId = idText(id);
    return this;
  }

  /** The fields that differ between the entity before and after (null before: created; null after: removed). */
  diff(before: object | null | undefined, after: object | null | undefined, supplier?: string): this {
    this.changes.push(...fieldChanges(before, after, supplier));
    return this;
  }

  /**
   * The call is recorded as these records instead of its own one, each the call's record with its own entity, id,
   * changes and links: a revert records one per change it put back, against the reverted record (none when it put
   * back nothing).
   */
  instead(records: Partial<AuditDraft>[]): this {
    this.records = records;
    return this;
  }

  /** One field set explicitly (a count, a list of ids, a computed effect). */
  field(field: string, before: unknown, after: unknown): this {
    this.changes.push({ field, before: auditValue(before), after: auditValue(after) });
    return this;
  }
}
