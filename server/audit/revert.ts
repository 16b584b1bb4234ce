import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AuditConflict } from '../../schemas/auditRevert';
import { AUDIT_REVERT_MSG } from '../../schemas/auditRevert';
import type { AuditFieldChange } from '../../schemas/audit';
import { AUTH_MASK } from '../../schemas/outMerchant';
import type { Database, SysAuditLogTable } from '../db/schema';
import { ApiError } from '../http/envelope';
import { fieldChanges, fieldValue } from './changes';
import { MONEY_ACTIONS, MONEY_FIELD, REVERT_TARGETS, type RevertTarget } from './revertTargets';
import { isTenantMenu } from '../repositories/menus';
import { deleteTargetRow, insertTargetRow, lockTargetRow, updateTargetRow } from '../repositories/revertRows';
import type { GatePass } from '../domain/gatePass';

type AuditRow = Selectable<SysAuditLogTable>;
type Row = Record<string, unknown>;
type Kind = 'update' | 'create' | 'delete';

/** Who asks for a revert: the tenant it acts on (the record must be that tenant's) and the permissions held. */
export interface RevertCaller {
  tenantId: number;
  homeTenantId: number;
  permissions: readonly string[];
  /** Whether the caller's data scope holds the record (docs/security.md): a record outside it is not found. */
  seen?: (entity: string, id: number) => Promise<boolean>;
}

/** One change put back: what the revert record will say. */
export interface RevertDone {
  original: AuditRow;
  changes: AuditFieldChange[];
}

const refuse = (message: string, status = 400) => new ApiError(status, message);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const holdsMask = (value: unknown) => typeof value === 'string' && value.includes(AUTH_MASK);

export function parseChanges(text: string): AuditFieldChange[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as AuditFieldChange[]) : [];
  } catch {
    return [];
  }
}

const targetOf = (entity: string): RevertTarget | undefined => (Object.hasOwn(REVERT_TARGETS, entity) ? REVERT_TARGETS[entity as keyof typeof REVERT_TARGETS] : undefined);

/** Whether an edit's change touched a field only a creation or a delete may carry (a menu node's parent). */
const touchesRestoreOnly = (target: RevertTarget, changes: readonly AuditFieldChange[]) => changes.some((c) => target.restoreOnly?.includes(c.field));

/** The tenant whose records a target's rows are: a menu node is the caller's home tenant's. */
const ownerOf = (target: RevertTarget, caller: RevertCaller) => (target.scope === 'tenantMenu' ? caller.homeTenantId : caller.tenantId);

/** A change that moved money: never reverted, whatever the entity. */
export const isMoney = (action: string, changes: readonly AuditFieldChange[]) => MONEY_ACTIONS.includes(action) || changes.some((c) => MONEY_FIELD.test(c.field));

/**
 * Whether a change is of a kind the server reverts: the history's hint, and whether a done change's reply offers
 * the console its undo (trail.ts). The revert checks it all again.
 */
export function isRevertibleChange(entity: string, action: string, changes: readonly AuditFieldChange[]): boolean {
  const target = targetOf(entity);
  if (!target || isMoney(action, changes)) return false;
  if (changes.some((c) => !target.ignored.includes(c.field) && !Object.hasOwn(target.fields, c.field))) return false;
  if (action === 'update' && touchesRestoreOnly(target, changes)) return false;
  return action === 'revert' || Object.hasOwn(target.actions, action);
}

/** Whether a recorded change is of a kind the server reverts. */
export const isRevertible = (row: AuditRow): boolean => row.result === 'ok' && isRevertibleChange(row.entity, row.action, parseChanges(row.changes));

/**
 * What a record did, following the reverts back to the change they stem from: a revert of a creation takes
 * the record away (a delete), a revert of that brings it back (a creation), and so on. The root action names
 * the permission.
 */
async function kindOf(trx: Kysely<Database>, row: AuditRow): Promise<{ kind: Kind; root: string }> {
  let current = row;
  let flips = 0;
  for (let depth = 0; current.action === 'revert' && current.revert_of !== null && depth < 1000; depth += 1) {
    const earlier = await trx.selectFrom('sys_audit_log').selectAll().where('id', '=', Number(current.revert_of)).where('tenant_id', '=', row.tenant_id).executeTakeFirst();
    if (!earlier) break;
    current = earlier;
    flips += 1;
  }
  const base: Kind = current.action === 'create' ? 'create' : current.action === 'delete' ? 'delete' : 'update';
  const kind: Kind = flips % 2 === 0 || base === 'update' ? base : base === 'create' ? 'delete' : 'create';
  return { kind, root: current.action };
}

/** The entity's row of the caller's tenant, locked for the revert. */
async function lockedRow(trx: Transaction<Database>, target: RevertTarget, caller: RevertCaller, id: number): Promise<Row | undefined> {
  if (target.view) return target.view.read(trx, ownerOf(target, caller), id);
  if (target.scope === 'tenantMenu') {
    if (!(await isTenantMenu(trx, caller.homeTenantId, id))) return undefined;
    return lockTargetRow(trx, target.table, null, id);
  }
  return lockTargetRow(trx, target.table, caller.tenantId, id);
}

/** A row as the trail compares it: its fields by their recorded names. */
const viewOf = (target: RevertTarget, row: Row | undefined): Row | null =>
  row ? Object.fromEntries(Object.entries(target.fields).map(([field, spec]) => [field, row[spec.column]])) : null;

const supplierOf = (target: RevertTarget, row: Row | undefined) => (target.supplierColumn && row ? String(row[target.supplierColumn] ?? '') : undefined);

/** A planned revert of one record: checked, with what to write. */
export interface Plan {
  original: AuditRow;
  target: RevertTarget;
  kind: Kind;
  id: number;
  current: Row | undefined;
  changes: AuditFieldChange[];
}

/** Checks one record: revertible, permitted, and every field still as the change left it. Conflicts are collected. */
async function plan(trx: Transaction<Database>, original: AuditRow, caller: RevertCaller, conflicts: AuditConflict[]): Promise<Plan> {
  if (original.result !== 'ok') throw refuse(AUDIT_REVERT_MSG.refused);
  const changes = parseChanges(original.changes);
  if (isMoney(original.action, changes)) throw refuse(AUDIT_REVERT_MSG.money);
  const target = targetOf(original.entity);
  const id = Number(original.entity_id);
  if (!target || !Number.isSafeInteger(id) || id < 1) throw refuse(AUDIT_REVERT_MSG.notRevertible);
  if (caller.seen && !(await caller.seen(original.entity, id))) throw new ApiError(404, '资源不存在');
  const { kind, root } = await kindOf(trx, original);
  if (!Object.hasOwn(target.actions, root)) throw refuse(AUDIT_REVERT_MSG.notRevertible);
  const permission = target.actions[root];
  if (permission && !caller.permissions.includes(permission)) throw new ApiError(403, '当前操作没有权限');
  if ((kind === 'delete' && !target.restorable) || (kind === 'create' && !target.removable)) throw refuse(AUDIT_REVERT_MSG.notRevertible);

  const written = changes.filter((c) => !target.ignored.includes(c.field));
  if (written.some((c) => !Object.hasOwn(target.fields, c.field))) throw refuse(AUDIT_REVERT_MSG.notRevertible);
  if (kind === 'update' && touchesRestoreOnly(target, written)) throw refuse(AUDIT_REVERT_MSG.notRevertible);
  // A masked secret cannot be put back; a record brought back leaves its secrets out instead (revertTargets.ts).
  if (kind === 'update' && written.some((c) => holdsMask(c.before))) throw refuse(AUDIT_REVERT_MSG.secret);

  const current = await lockedRow(trx, target, caller, id);
  const base = { auditId: Number(original.id), entity: original.entity, entityId: original.entity_id };
  if (kind === 'delete') {
    if (current) throw new ApiError(409, AUDIT_REVERT_MSG.exists);
  } else if (!current) {
    throw new ApiError(409, AUDIT_REVERT_MSG.gone);
  } else {
    const supplier = supplierOf(target, current);
    for (const change of written) {
      const now = fieldValue(change.field, current[target.fields[change.field]!.column], supplier);
      if (!same(now, change.after)) conflicts.push({ ...base, field: change.field, expected: change.after, current: now });
    }
  }
  return { original, target, kind, id, current, changes: written };
}

/** Writes one planned revert and says what changed, as the trail records it. */
async function apply(trx: Transaction<Database>, p: Plan, caller: RevertCaller, pass: GatePass): Promise<AuditFieldChange[]> {
  const { target } = p;
  const value = (c: AuditFieldChange) => {
    const spec = target.fields[c.field]!;
    return spec.restore ? spec.restore(c.before) : c.before;
  };
  if (target.view) {
    const owner = ownerOf(target, caller);
    const values = Object.fromEntries(p.changes.map((c) => [c.field, value(c)]));
    if (p.kind === 'update') return fieldChanges(viewOf(target, p.current), viewOf(target, await target.view.write(trx, owner, p.id, values, pass)));
    if (p.kind === 'delete') {
      if (!target.view.restore) throw refuse(AUDIT_REVERT_MSG.notRevertible);
      return fieldChanges(null, viewOf(target, await target.view.restore(trx, owner, p.id, values)));
    }
    if (!target.view.remove) throw refuse(AUDIT_REVERT_MSG.notRevertible);
    await target.view.remove(trx, owner, p.id);
    return fieldChanges(viewOf(target, p.current), null);
  }
  if (p.kind === 'create') {
    await deleteTargetRow(trx, target.table, p.id);
    return fieldChanges(viewOf(target, p.current), null, supplierOf(target, p.current));
  }
  if (p.kind === 'delete') {
    const values: Row = { id: p.id, ...(target.scope === 'tenant' ? { tenant_id: caller.tenantId } : {}) };
    for (const c of p.changes) values[target.fields[c.field]!.column] = value(c);
    const restored = await insertTargetRow(trx, target.table, values);
    return fieldChanges(null, viewOf(target, restored), supplierOf(target, restored));
  }
  const set: Row = target.hasUpdateTime ? { update_time: new Date() } : {};
  for (const c of p.changes) set[target.fields[c.field]!.column] = value(c);
  const after = await updateTargetRow(trx, target.table, p.id, set);
  return fieldChanges(viewOf(target, p.current), viewOf(target, after), supplierOf(target, after));
}

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/**
 * Plans the revert of a change of the caller's tenant, or of the whole bulk action it belongs to: every record is
 * checked (revertible, permitted, each field still as the change left it); a conflict anywhere refuses all of it,
 * naming each field. Nothing is written: the approval gate reads what a revert would touch before it runs.
 */
export async function planRevert(trx: Transaction<Database>, caller: RevertCaller, auditId: number): Promise<Plan[]> {
  const record = await trx.selectFrom('sys_audit_log').selectAll().where('id', '=', auditId).where('tenant_id', '=', caller.tenantId).executeTakeFirst();
  if (!record) throw new ApiError(404, '资源不存在');
  const batch = record.batch_id
    ? await trx
        .selectFrom('sys_audit_log')
        .selectAll()
        .where('tenant_id', '=', caller.tenantId)
        .where('batch_id', '=', record.batch_id)
        .where('result', '=', 'ok')
        .orderBy('seq', 'desc')
        .execute()
    : [record];
  const conflicts: AuditConflict[] = [];
  const plans: Plan[] = [];
  for (const original of batch) plans.push(await plan(trx, original, caller, conflicts));
  if (conflicts.length) throw new ApiError(409, AUDIT_REVERT_MSG.conflict, undefined, { data: { conflicts } });
  return plans;
}

/**
 * Writes planned reverts in the caller's transaction, newest first, through the services their saves use (those of
 * covered changes take the approval gate's pass). Returns what each revert changed, for its own audit record.
 */
export async function applyRevert(trx: Transaction<Database>, caller: RevertCaller, plans: Plan[], pass: GatePass): Promise<{ done: RevertDone[]; batchId: string | null }> {
  const done: RevertDone[] = [];
  try {
    for (const p of plans) done.push({ original: p.original, changes: await apply(trx, p, caller, pass) });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, AUDIT_REVERT_MSG.exists);
    throw error;
  }
  return { done, batchId: done.length > 1 ? randomUUID() : null };
}
