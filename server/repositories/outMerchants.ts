import type { Kysely, Selectable, Updateable } from 'kysely';
import type { z } from 'zod';
import type { Page } from '../../schemas/envelope';
import { sortOf } from '../../schemas/listSort';
import type { OutMerchant, outMerchantListQuerySchema, OutSupplier } from '../../schemas/outMerchant';
import type { CashierOutMerchantTable, Database } from '../db/schema';
import type { GatePass } from '../domain/gatePass';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { containsOp, likePattern } from '../db/textSearch';
import { formatDateTime } from '../domain/time';
import { maskAuthInfo } from '../domain/outMerchantAuth';

/**
 * The out merchants' queries (docs/product.md#records-and-fields, docs/product.md#states-and-transitions, docs/product.md#validation and docs/product.md#out-merchants), always within one tenant; the routes in
 * server/routes/outMerchant.ts speak HTTP and call these. A write takes the audited transaction it runs in.
 */

export function outMerchantToWire(row: Selectable<CashierOutMerchantTable>): OutMerchant {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    outSupplier: row.out_supplier as OutSupplier,
    merchantCode: row.merchant_code,
    merchantName: row.merchant_name,
    enabledFlag: row.enabled_flag === '1' ? '1' : '0',
    outAuthInfo: maskAuthInfo(row.out_auth_info, row.out_supplier),
    createTime: formatDateTime(row.create_time) ?? '',
    updateTime: formatDateTime(row.update_time),
    version: row.version,
  };
}

/** One page of the tenant's out merchants, filtered and sorted as the list asked. */
export async function outMerchantPage(db: Kysely<Database>, tenantId: number, query: z.output<typeof outMerchantListQuerySchema>): Promise<Page<OutMerchant>> {
  let filtered = db.selectFrom('cashier_out_merchant').where('tenant_id', '=', tenantId);
  if (query.merchantName) filtered = filtered.where('merchant_name', containsOp(query.merchantName), likePattern(query.merchantName));
  if (query.merchantCode) filtered = filtered.where('merchant_code', containsOp(query.merchantCode), likePattern(query.merchantCode));
  if (query.outSupplier) filtered = filtered.where('out_supplier', '=', query.outSupplier);
  if (query.enabledFlag) filtered = filtered.where('enabled_flag', '=', query.enabledFlag);
  const total = searchesNothing(query.merchantName, query.merchantCode, query.outSupplier, query.enabledFlag)
    ? await keptListTotal(db, 'cashier_out_merchant', tenantId)
    : (await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total;
  // A sort the list asked for (docs/screens.md#operator-tools-on-every-list) first; newest first breaks ties and is the default.
  const sort = sortOf(query);
  let ordered = filtered.selectAll();
  if (sort) ordered = ordered.orderBy(sort.key === 'merchantName' ? 'merchant_name' : 'create_time', sort.order);
  const rows = await ordered
    .orderBy('create_time', 'desc')
    .orderBy('id', 'desc')
    .limit(query.size)
    .offset((query.current - 1) * query.size)
    .execute();
  return { records: rows.map(outMerchantToWire), total: Number(total), current: query.current, size: query.size };
}

export const findOutMerchant = (db: Kysely<Database>, tenantId: number, id: number) =>
  db.selectFrom('cashier_out_merchant').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

/** The tenant's merchant row, locked for the rest of the transaction. */
export const lockOutMerchant = (trx: Kysely<Database>, tenantId: number, id: number) =>
  trx.selectFrom('cashier_out_merchant').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).forUpdate().executeTakeFirst();

export interface NewOutMerchant {
  outSupplier: string;
  merchantCode: string;
  merchantName: string;
  outAuthText: string | null;
}

/** A new merchant of the tenant; it starts disabled: it is enabled once its authorisation is checked. */
export const insertOutMerchant = (trx: Kysely<Database>, tenantId: number, merchant: NewOutMerchant) =>
  trx
    .insertInto('cashier_out_merchant')
    .values({
      tenant_id: tenantId,
      out_supplier: merchant.outSupplier,
      merchant_code: merchant.merchantCode,
      merchant_name: merchant.merchantName,
      enabled_flag: '0',
      out_auth_info: merchant.outAuthText,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A merchant's fields other than its authorisation (setOutMerchantAuth writes that, behind the approval gate). */
export const updateOutMerchant = (trx: Kysely<Database>, id: number, set: Omit<Updateable<CashierOutMerchantTable>, 'out_auth_info'>) =>
  trx.updateTable('cashier_out_merchant').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/**
 * A merchant's authorisation text. Only through the approval gate (its pass): a rule may hold a change of a
 * merchant's authorisation for approval (docs/approvals.md).
 */
export const setOutMerchantAuth = (trx: Kysely<Database>, _pass: GatePass, id: number, text: string | null) =>
  trx.updateTable('cashier_out_merchant').set({ out_auth_info: text, update_time: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteOutMerchant = (trx: Kysely<Database>, id: number) => trx.deleteFrom('cashier_out_merchant').where('id', '=', id).execute();
