import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import { OUT_MERCHANT_MSG, outMerchantUpdateSchema } from '../../../schemas/outMerchant';
import type { CashierOutMerchantTable, Database } from '../../db/schema';
import { ApiError, notFound } from '../../http/envelope';
import { lockOutMerchant, outMerchantToWire, setOutMerchantAuth, updateOutMerchant } from '../../repositories/outMerchants';
import { maskAuthInfo, MaskWithoutStored, mergeAuthInfo } from '../../domain/outMerchantAuth';
import type { CoveredChange } from '../covered';

type Row = Selectable<CashierOutMerchantTable>;
type MerchantForm = z.output<typeof outMerchantUpdateSchema>;

/** The merchant as the trail compares it: the read's fields with the stored authorisation, masked when recorded. */
export const merchantAuditView = (row: Row) => ({ ...outMerchantToWire(row), outAuthInfo: row.out_auth_info });

/** The tenant's merchant row, locked for the write that reads it; 404 when the tenant has none with this id. */
export async function lockedMerchant(trx: Kysely<Database>, tenantId: number, id: number): Promise<Row> {
  const row = await lockOutMerchant(trx, tenantId, id);
  if (!row) throw notFound();
  return row;
}

export const disableFirst = () => new ApiError(400, OUT_MERCHANT_MSG.disableFirst);

/** Stored authorisation text for a write, with masked values resolved against what is stored. */
export function authTextFor(incoming: string | null | undefined, stored: string | null): string | null {
  try {
    return mergeAuthInfo(incoming, stored);
  } catch (error) {
    if (error instanceof MaskWithoutStored) {
      throw new ApiError(400, OUT_MERCHANT_MSG.maskedWithoutStored, { outAuthInfo: OUT_MERCHANT_MSG.maskedWithoutStored });
    }
    throw error;
  }
}

/**
 * An out merchant's edit (`PUT /cashierMgr/cashieroutmerchant`): the rule `merchantAuth` holds the whole edit when
 * it changes the stored authorisation (`outAuthInfo`). The request keeps the authorisation masked for the approvers
 * and the merchant's version, which any change of it moves (its secrets included), as the state the approval
 * checks.
 */
export const merchantUpdateChange: CoveredChange<MerchantForm, Row> = {
  operation: 'merchantUpdate',
  entity: 'outMerchant',
  auditAction: 'update',
  versioned: true,
  payload: outMerchantUpdateSchema,
  async read(trx, actor, form) {
    const current = await lockedMerchant(trx, actor.tenantId, form.id);
    if (current.enabled_flag === '1') throw disableFirst();
    authTextFor(form.outAuthInfo, current.out_auth_info);
    return {
      entity: 'outMerchant',
      entityId: String(current.id),
      title: `${current.merchant_name}（${current.merchant_code}）`,
      fields: {
        outSupplier: current.out_supplier,
        merchantCode: current.merchant_code,
        merchantName: current.merchant_name,
        outAuthInfo: maskAuthInfo(current.out_auth_info, current.out_supplier),
      },
      unkept: { outAuthInfo: current.out_auth_info },
      supplier: current.out_supplier,
      // Any change of the merchant moves its version, its authorisation's secrets included.
      version: current.version,
      record: outMerchantToWire(current),
    };
  },
  ruleOf(form, state) {
    const stored = (state.unkept?.outAuthInfo as string | null | undefined) ?? null;
    return authTextFor(form.outAuthInfo, stored) === stored ? null : 'merchantAuth';
  },
  preview: (form) => ({
    outSupplier: form.outSupplier,
    merchantCode: form.merchantCode,
    merchantName: form.merchantName,
    outAuthInfo: form.outAuthInfo === undefined ? undefined : maskAuthInfo(form.outAuthInfo ?? null, form.outSupplier),
  }),
  async apply({ trx, actor, pass, audit }, form) {
    audit.target(form.id);
    const current = await lockedMerchant(trx, actor.tenantId, form.id);
    if (current.enabled_flag === '1') throw disableFirst();
    const text = authTextFor(form.outAuthInfo, current.out_auth_info);
    await updateOutMerchant(trx, current.id, {
      out_supplier: form.outSupplier,
      merchant_code: form.merchantCode,
      merchant_name: form.merchantName,
      update_time: new Date(),
    });
    const updated = await setOutMerchantAuth(trx, pass, current.id, text);
    audit.diff(merchantAuditView(current), merchantAuditView(updated), updated.out_supplier);
    return updated;
  },
  historyKeys: (state) => [{ entity: 'outMerchant', entityId: state.entityId }],
};
