import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import {
  OUT_MERCHANT_MSG,
  outMerchantFormSchema,
  outMerchantIdSchema,
  outMerchantListQuerySchema,
  outMerchantSchema,
  outMerchantStatusSchema,
  outMerchantUpdateSchema,
} from '../../schemas/outMerchant';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError, notFound, ok } from '../http/envelope';
import { orHeld } from '../../schemas/approval';
import { gatedWrite } from '../approval/gate';
import { authTextFor, disableFirst, lockedMerchant, merchantAuditView, merchantUpdateChange } from '../approval/covered/merchantAuth';
import { auditedWrite } from '../audit/trail';
import {
  deleteOutMerchant,
  findOutMerchant,
  insertOutMerchant,
  outMerchantPage,
  outMerchantToWire as toWire,
  updateOutMerchant,
} from '../repositories/outMerchants';

const BASE = '/cashierMgr/cashieroutmerchant';
const oneReply = { 200: okReply(outMerchantSchema) };

const duplicateCode = () => new ApiError(400, OUT_MERCHANT_MSG.duplicateCode, { merchantCode: OUT_MERCHANT_MSG.duplicateCode });

/** Out merchants of the cashier (SPEC.md sections 3, 4, 5, 7), always scoped to the request's tenant. */
export async function outMerchantRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(`${BASE}/page`, { schema: { querystring: outMerchantListQuerySchema, response: { 200: okReply(pageOf(outMerchantSchema)) } } }, async (request) => {
    return ok(await outMerchantPage(db, request.user.tenantId, request.query));
  });

  app.get(`${BASE}/:id`, { schema: { params: outMerchantIdSchema, response: oneReply } }, async (request) => {
    const { id } = request.params;
    const row = await findOutMerchant(db, request.user.tenantId, id);
    if (!row) throw notFound();
    return ok(toWire(row));
  });

  app.post(BASE, { schema: { body: outMerchantFormSchema, response: oneReply } }, async (request) => {
    const form = request.body;
    const authText = authTextFor(form.outAuthInfo, null);
    try {
      const row = await auditedWrite(request, db, async (trx, audit) => {
        const created = await insertOutMerchant(trx, request.user.tenantId, {
          outSupplier: form.outSupplier,
          merchantCode: form.merchantCode,
          merchantName: form.merchantName,
          outAuthText: authText,
        });
        audit.target(created.id).diff(null, merchantAuditView(created), created.out_supplier);
        return created;
      });
      return ok(toWire(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });

  // An edit that changes the authorisation may be held for approval (server/approval/covered/merchantAuth.ts).
  app.put(BASE, { schema: { body: outMerchantUpdateSchema, response: { 200: okReply(orHeld(outMerchantSchema)) } } }, async (request) => {
    try {
      const outcome = await gatedWrite(request, db, merchantUpdateChange, request.body);
      return ok('held' in outcome ? { approval: outcome.held } : toWire(outcome.applied));
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
      await deleteOutMerchant(trx, id);
      audit.diff(merchantAuditView(current), null, current.out_supplier);
    });
    return ok(true);
  });

  app.post(`${BASE}/updateStatus`, { schema: { body: outMerchantStatusSchema, response: oneReply } }, async (request) => {
    const { id, enabledFlag } = request.body;
    const row = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const current = await lockedMerchant(trx, request.user.tenantId, id);
      const updated = await updateOutMerchant(trx, id, { enabled_flag: enabledFlag, update_time: new Date() });
      audit.diff(merchantAuditView(current), merchantAuditView(updated), updated.out_supplier);
      return updated;
    });
    return ok(toWire(row));
  });
}
