import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import { outMerchantSchema } from '../../schemas/outMerchant';

const oneReply = { 200: okReply(outMerchantSchema) };
import type { Kysely, Selectable } from 'kysely';
import type { Page } from '../../schemas/envelope';
import {
  OUT_MERCHANT_MSG,
  outMerchantFormSchema,
  outMerchantIdSchema,
  outMerchantListQuerySchema,
  outMerchantStatusSchema,
  outMerchantUpdateSchema,
  type OutMerchant,
  type OutSupplier,
} from '../../schemas/outMerchant';
import type { CashierOutMerchantTable, Database } from '../db/schema';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { ApiError, notFound, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { sortOf } from '../../schemas/listSort';
import { maskAuthInfo, MaskWithoutStored, mergeAuthInfo } from '../services/outMerchantAuth';
import { containsOp, likePattern } from '../db/textSearch';
import { auditedWrite } from '../audit/trail';

const BASE = '/cashierMgr/cashieroutmerchant';

function toWire(row: Selectable<CashierOutMerchantTable>): OutMerchant {
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
  };
}

/** The merchant as the trail compares it: the read's fields with the stored authorisation, masked when recorded. */
const auditView = (row: Selectable<CashierOutMerchantTable>) => ({ ...toWire(row), outAuthInfo: row.out_auth_info });

/** The tenant's merchant row, locked for the write that reads it; 404 when the tenant has none with this id. */
async function lockedMerchant(trx: Kysely<Database>, tenantId: number, id: number) {
  const row = await trx
    .selectFrom('cashier_out_merchant')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

const duplicateCode = () => new ApiError(400, OUT_MERCHANT_MSG.duplicateCode, { merchantCode: OUT_MERCHANT_MSG.duplicateCode });
const disableFirst = () => new ApiError(400, OUT_MERCHANT_MSG.disableFirst);

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


/** Out merchants of the cashier (SPEC.md sections 3, 4, 5, 7), always scoped to the request's tenant. */
export async function outMerchantRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(`${BASE}/page`, { schema: { querystring: outMerchantListQuerySchema, response: { 200: okReply(pageOf(outMerchantSchema)) } } }, async (request) => {
    const query = request.query;
    let filtered = db.selectFrom('cashier_out_merchant').where('tenant_id', '=', request.user.tenantId);
    if (query.merchantName) filtered = filtered.where('merchant_name', containsOp(query.merchantName), likePattern(query.merchantName));
    if (query.merchantCode) filtered = filtered.where('merchant_code', containsOp(query.merchantCode), likePattern(query.merchantCode));
    if (query.outSupplier) filtered = filtered.where('out_supplier', '=', query.outSupplier);
    if (query.enabledFlag) filtered = filtered.where('enabled_flag', '=', query.enabledFlag);
    const total = searchesNothing(query.merchantName, query.merchantCode, query.outSupplier, query.enabledFlag)
      ? await keptListTotal(db, 'cashier_out_merchant', request.user.tenantId)
      : (await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total;
    // A sort the list asked for (issue 15) first; newest first breaks ties and is the default.
    const sort = sortOf(query);
    let ordered = filtered.selectAll();
    if (sort) ordered = ordered.orderBy(sort.key === 'merchantName' ? 'merchant_name' : 'create_time', sort.order);
    const rows = await ordered
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset((query.current - 1) * query.size)
      .execute();
    const page: Page<OutMerchant> = { records: rows.map(toWire), total: Number(total), current: query.current, size: query.size };
    return ok(page);
  });

  app.get(`${BASE}/:id`, { schema: { params: outMerchantIdSchema, response: oneReply } }, async (request) => {
    const { id } = request.params;
    const row = await db
      .selectFrom('cashier_out_merchant')
      .selectAll()
      .where('tenant_id', '=', request.user.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return ok(toWire(row));
  });

  app.post(BASE, { schema: { body: outMerchantFormSchema, response: oneReply } }, async (request) => {
    const form = request.body;
    const authText = authTextFor(form.outAuthInfo, null);
    try {
      const row = await auditedWrite(request, db, async (trx, audit) => {
        const created = await trx
          .insertInto('cashier_out_merchant')
          .values({
            tenant_id: request.user.tenantId,
            out_supplier: form.outSupplier,
            merchant_code: form.merchantCode,
            merchant_name: form.merchantName,
            // A new merchant starts disabled: it is enabled once its authorisation is checked.
            enabled_flag: '0',
            out_auth_info: authText,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        audit.target(created.id).diff(null, auditView(created), created.out_supplier);
        return created;
      });
      return ok(toWire(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });

  app.put(BASE, { schema: { body: outMerchantUpdateSchema, response: oneReply } }, async (request) => {
    const form = request.body;
    try {
      const row = await auditedWrite(request, db, async (trx, audit) => {
        audit.target(form.id);
        const current = await lockedMerchant(trx, request.user.tenantId, form.id);
        if (current.enabled_flag === '1') throw disableFirst();
        const updated = await trx
          .updateTable('cashier_out_merchant')
          .set({
            out_supplier: form.outSupplier,
            merchant_code: form.merchantCode,
            merchant_name: form.merchantName,
            out_auth_info: authTextFor(form.outAuthInfo, current.out_auth_info),
            update_time: new Date(),
          })
          .where('id', '=', current.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        audit.diff(auditView(current), auditView(updated), updated.out_supplier);
        return updated;
      });
      return ok(toWire(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });

  app.delete(`${BASE}/:id`, { schema: { params: outMerchantIdSchema, response: { 200: okReply(z.boolean()) } } }, async (request) => {
    const { id } = request.params;
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const current = await lockedMerchant(trx, request.user.tenantId, id);
      if (current.enabled_flag === '1') throw disableFirst();
      await trx.deleteFrom('cashier_out_merchant').where('id', '=', id).execute();
      audit.diff(auditView(current), null, current.out_supplier);
    });
    return ok(true);
  });

  app.post(`${BASE}/updateStatus`, { schema: { body: outMerchantStatusSchema, response: oneReply } }, async (request) => {
    const { id, enabledFlag } = request.body;
    const row = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const current = await lockedMerchant(trx, request.user.tenantId, id);
      const updated = await trx
        .updateTable('cashier_out_merchant')
        .set({ enabled_flag: enabledFlag, update_time: new Date() })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      audit.diff(auditView(current), auditView(updated), updated.out_supplier);
      return updated;
    });
    return ok(toWire(row));
  });
}
