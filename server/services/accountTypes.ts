import type { Kysely, Updateable } from 'kysely';
import type { z } from 'zod';
import type { accountTypeFormSchema, accountTypeUpdateSchema } from '../../schemas/accountType';
import type { ActAccountTypeTable, Database } from '../db/schema';
import { notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { accountTypeToWire, insertAccountType, lockAccountType, updateAccountType } from '../repositories/accountTypes';

/** The writes of account types (docs/product.md#account-centre-calls), each audited in its own transaction, within one tenant. */

export function createAccountType(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof accountTypeFormSchema>) {
  return auditedWrite(call, db, async (trx, audit) => {
    const created = await insertAccountType(trx, tenantId, form);
    audit.target(created.id).diff(null, accountTypeToWire(created));
    return created;
  });
}

/**
 * Changes one account type of the tenant: its row locked, the version the change was based on checked (docs/api.md),
 * before and after recorded; 404 for one not the tenant's.
 */
function changeAccountType(db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number, set: Updateable<ActAccountTypeTable>) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const before = await lockAccountType(trx, tenantId, id);
    if (!before) throw notFound();
    await expectVersion(call, trx, accountTypeToWire(before));
    const after = await updateAccountType(trx, id, set);
    audit.diff(accountTypeToWire(before), accountTypeToWire(after));
    return after;
  });
}

export const editAccountType = (db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof accountTypeUpdateSchema>) =>
  changeAccountType(db, call, tenantId, form.id, {
    account_type_name: form.accountTypeName,
    account_type: form.accountType,
    account_kind: form.accountKind,
    // An omitted remark keeps the stored one; an explicit null clears it.
    ...(form.remark !== undefined ? { remark: form.remark } : {}),
    update_time: new Date(),
  });

/** Enables ('1') or disables ('0') an account type. */
export const setAccountTypeFlag = (db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number, flag: '0' | '1') =>
  changeAccountType(db, call, tenantId, id, { enable_flag: flag, update_time: new Date() });
