import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { LIST_TOOL_LIMITS, LIST_TOOL_MSG, type ListSettings, type viewCreateSchema, type viewUpdateSchema } from '../../schemas/listTools';
import type { Database } from '../db/schema';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { clearListSettings, countOwnViews, deleteOwnView, insertListView, listViewToWire, lockOwnView, updateOwnView, upsertListPref } from '../repositories/listTools';

/**
 * The operator tools' writes (docs/screens.md#operator-tools-on-every-list): a user's column settings and default view
 * per list, and their saved views; each audited in its own transaction, within the user's own tenant and lists.
 */

/** Whose lists: the user in the request's tenant. */
export interface ListOwner {
  tenantId: number;
  userId: number;
}

export const saveListSettings = (db: Kysely<Database>, call: AuditedCall, owner: ListOwner, listKey: string, settings: ListSettings) =>
  auditedWrite(call, db, async (trx, audit) => {
    audit.target(listKey).diff(null, { settings });
    await upsertListPref(trx, owner.tenantId, owner.userId, listKey, { settings: JSON.stringify(settings) });
  });

/** Reset: back to the declaration's columns (the default view stays). */
export const resetListSettings = (db: Kysely<Database>, call: AuditedCall, owner: ListOwner, listKey: string) =>
  auditedWrite(call, db, async (trx, audit) => {
    audit.target(listKey);
    await clearListSettings(trx, owner.tenantId, owner.userId, listKey);
  });

export const setDefaultView = (db: Kysely<Database>, call: AuditedCall, owner: ListOwner, listKey: string, viewId: number | null) =>
  auditedWrite(call, db, async (trx, audit) => {
    audit.target(listKey).diff(null, { defaultViewId: viewId });
    await upsertListPref(trx, owner.tenantId, owner.userId, listKey, { default_view_id: viewId });
  });

/** A new view of the user's, within the limit of views per list: its id. */
export async function createListView(db: Kysely<Database>, call: AuditedCall, owner: ListOwner, input: z.output<typeof viewCreateSchema>) {
  if ((await countOwnViews(db, owner.tenantId, owner.userId, input.listKey)) >= LIST_TOOL_LIMITS.viewsPerList) throw new ApiError(400, LIST_TOOL_MSG.tooManyViews);
  const { id } = await auditedWrite(call, db, async (trx, audit) => {
    const row = await insertListView(trx, owner.tenantId, owner.userId, input);
    audit.target(Number(row.id)).diff(null, { listKey: input.listKey, name: input.name, shared: input.shared });
    return row;
  });
  return Number(id);
}

/** Renames, shares or replaces one of the user's views (`current` as it was read), with the version it was based on. */
export const editListView = (
  db: Kysely<Database>,
  call: AuditedCall,
  owner: ListOwner,
  current: { id: number; name: string; shared: boolean; owner_name: string },
  input: z.output<typeof viewUpdateSchema>,
) =>
  auditedWrite(call, db, async (trx, audit) => {
    audit.target(current.id);
    const locked = await lockOwnView(trx, owner.tenantId, owner.userId, current.id);
    if (!locked) throw notFound();
    await expectVersion(call, trx, listViewToWire({ ...locked, owner_name: current.owner_name }, owner.userId));
    audit.target(current.id).diff({ name: current.name, shared: current.shared }, { name: input.name ?? current.name, shared: input.shared ?? current.shared });
    await updateOwnView(trx, owner.tenantId, owner.userId, current.id, input);
  });

export const removeListView = (db: Kysely<Database>, call: AuditedCall, owner: ListOwner, current: { id: number; list_key: string; name: string; shared: boolean }) =>
  auditedWrite(call, db, async (trx, audit) => {
    audit.target(current.id).diff({ listKey: current.list_key, name: current.name, shared: current.shared }, null);
    await deleteOwnView(trx, owner.tenantId, owner.userId, current.id);
  });
