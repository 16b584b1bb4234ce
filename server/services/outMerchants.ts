import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { OutMerchant, outMerchantFormSchema, outMerchantStatusSchema, outMerchantUpdateSchema } from '../../schemas/outMerchant';
import type { CashierOutMerchantTable, Database } from '../db/schema';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import type { WithheldField } from '../../schemas/access';
import { deleteOutMerchant, insertOutMerchant, outMerchantToWire as toWire, updateOutMerchant } from '../repositories/outMerchants';
import { gatedWrite, type GateCall } from '../approval/gate';
import { authTextFor, disableFirst, lockedMerchant, merchantAuditView, merchantUpdateChange } from '../approval/covered/merchantAuth';

/**
 * The writes of the cashier's out merchants (docs/product.md#states-and-transitions, docs/product.md#validation and
 * docs/product.md#out-merchants): each audited in its own transaction, within one tenant. An enabled merchant is
 * neither edited nor deleted; its authorisation keeps every stored secret a caller sent back masked, and is never
 * written by a caller whose roles withhold it (`keepAuth`).
 */

/** A stale change's 412 shows the merchant as this caller may see it (its authorisation withheld, docs/security.md). */
const shownTo = (withheld: readonly WithheldField[]) => (row: Selectable<CashierOutMerchantTable>) => () => withheldRecord(toWire(row), WITHHELD_KEYS.outMerchant, withheld);

export function createOutMerchant(db: Kysely<Database>, call: AuditedCall, tenantId: number, form: z.output<typeof outMerchantFormSchema>, keepAuth: boolean) {
  const authText = keepAuth ? null : authTextFor(form.outAuthInfo, null);
  return auditedWrite(call, db, async (trx, audit) => {
    const created = await insertOutMerchant(trx, tenantId, {
      outSupplier: form.outSupplier,
      merchantCode: form.merchantCode,
      merchantName: form.merchantName,
      outAuthText: authText,
    });
    audit.target(created.id).diff(null, merchantAuditView(created), created.out_supplier);
    return created;
  });
}

/**
 * An edit of a merchant, through the approval gate: one that changes its authorisation may be held, the whole edit
 * waiting (server/approval/covered/merchantAuth.ts). A caller whose roles withhold the authorisation never writes it:
 * the stored one stays (docs/security.md). Answers the merchant after, or the request it was held as.
 */
export function editOutMerchant(
  db: Kysely<Database>,
  gate: GateCall,
  form: z.output<typeof outMerchantUpdateSchema>,
  caller: { keepAuth: boolean; withheld: readonly WithheldField[] },
) {
  const { outAuthInfo: _withheld, ...rest } = form;
  return gatedWrite(db, gate, merchantUpdateChange, caller.keepAuth ? rest : form, {
    shown: (merchant) => withheldRecord(merchant as OutMerchant, WITHHELD_KEYS.outMerchant, caller.withheld),
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
    audit.diff(merchantAuditView(current), null, current.out_supplier);
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
    audit.diff(merchantAuditView(current), merchantAuditView(updated), updated.out_supplier);
    return updated;
  });
}
