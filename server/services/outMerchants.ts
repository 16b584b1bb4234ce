import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { OUT_MERCHANT_MSG, type outMerchantFormSchema, type outMerchantStatusSchema, type outMerchantUpdateSchema } from '../../schemas/outMerchant';
import type { CashierOutMerchantTable, Database } from '../db/schema';
import { MaskWithoutStored, mergeAuthInfo } from '../domain/outMerchantAuth';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import type { WithheldField } from '../../schemas/access';
import { deleteOutMerchant, insertOutMerchant, lockOutMerchant, outMerchantToWire as toWire, updateOutMerchant } from '../repositories/outMerchants';

/**
 * The writes of the cashier's out merchants (docs/product.md#states-and-transitions, docs/product.md#validation and
 * docs/product.md#out-merchants): each audited in its own transaction, within one tenant. An enabled merchant is
 * neither edited nor deleted; its authorisation keeps every stored secret a caller sent back masked, and is never
 * written by a caller whose roles withhold it (`keepAuth`).
 */

/** The merchant as the trail compares it: the read's fields with the stored authorisation, masked when recorded. */
const auditView = (row: Selectable<CashierOutMerchantTable>) => ({ ...toWire(row), outAuthInfo: row.out_auth_info });

/** The tenant's merchant row, locked for the write that reads it; 404 when the tenant has none with this id. */
async function lockedMerchant(trx: Kysely<Database>, tenantId: number, id: number) {
  const row = await lockOutMerchant(trx, tenantId, id);
  if (!row) throw notFound();
  return row;
}

const disableFirst = () => new ApiError(400, OUT_MERCHANT_MSG.disableFirst);

/** A stale change's 412 shows the merchant as this caller may see it (its authorisation withheld, docs/security.md). */
const shownTo = (withheld: readonly WithheldField[]) => (row: Selectable<CashierOutMerchantTable>) => () => withheldRecord(toWire(row), WITHHELD_KEYS.outMerchant, withheld);

/** Stored authorisation text for a write, with masked values resolved against what is stored. */
function authTextFor(incoming: string | null | undefined, stored: string | null): string | null {
  try {
    return mergeAuthInfo(incoming, stored);
  } catch (error) {
    if (error instanceof MaskWithoutStored) {
      throw new ApiError(400, OUT_MERCHANT_MSG.maskedWithoutStored, { outAuthInfo: OUT_MERCHANT_MSG.maskedWithoutStored });
    }
    throw error;
  }
}

export function createOutMerchant(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof outMerchantFormSchema>, keepAuth: boolean) {
  const authText = keepAuth ? null : authTextFor(form.outAuthInfo, null);
  return auditedWrite(call, db, async (trx, audit) => {
    const created = await insertOutMerchant(trx, tenantId, {
      outSupplier: form.outSupplier,
      merchantCode: form.merchantCode,
      merchantName: form.merchantName,
      outAuthText: authText,
    });
    audit.target(created.id).diff(null, auditView(created), created.out_supplier);
    return created;
  });
}

export function editOutMerchant(
  db: Kysely<Database>,
  call: AuditedCall,
  tenantId: number,
  form: z.output<typeof outMerchantUpdateSchema>,
  caller: { keepAuth: boolean; withheld: readonly WithheldField[] },
) {
  const { keepAuth } = caller;
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.id);
    const current = await lockedMerchant(trx, tenantId, form.id);
    await expectVersion(call, trx, toWire(current), shownTo(caller.withheld)(current));
    if (current.enabled_flag === '1') throw disableFirst();
    const updated = await updateOutMerchant(trx, current.id, {
      out_supplier: form.outSupplier,
      merchant_code: form.merchantCode,
      merchant_name: form.merchantName,
      out_auth_info: keepAuth ? current.out_auth_info : authTextFor(form.outAuthInfo, current.out_auth_info),
      update_time: new Date(),
    });
    audit.diff(auditView(current), auditView(updated), updated.out_supplier);
    return updated;
  });
}

export function removeOutMerchant(db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number, withheld: readonly WithheldField[]) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const current = await lockedMerchant(trx, tenantId, id);
    // A delete sent with the version it read is refused when the merchant changed since (If-Match).
    await expectVersion(call, trx, toWire(current), shownTo(withheld)(current));
    if (current.enabled_flag === '1') throw disableFirst();
    await deleteOutMerchant(trx, id);
    audit.diff(auditView(current), null, current.out_supplier);
  });
}

export function setOutMerchantStatus(
  db: Kysely<Database>,
  call: AuditedCall,
  tenantId: number,
  { id, enabledFlag }: z.output<typeof outMerchantStatusSchema>,
  withheld: readonly WithheldField[],
) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const current = await lockedMerchant(trx, tenantId, id);
    await expectVersion(call, trx, toWire(current), shownTo(withheld)(current));
    const updated = await updateOutMerchant(trx, id, { enabled_flag: enabledFlag, update_time: new Date() });
    audit.diff(auditView(current), auditView(updated), updated.out_supplier);
    return updated;
  });
}
