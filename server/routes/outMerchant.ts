import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { expectVersion, tagged } from '../http/versions';
import { withheldPageOf } from '../../schemas/withheldReply';
import {
  OUT_MERCHANT_MSG,
  outMerchantFormSchema,
  outMerchantIdSchema,
  outMerchantListQuerySchema,
  outMerchantSchema,
  outMerchantStatusSchema,
  outMerchantUpdateSchema,
  type OutMerchant,
} from '../../schemas/outMerchant';
import type { CashierOutMerchantTable, Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError, notFound, ok } from '../http/envelope';
import { orHeld } from '../../schemas/approval';
import { gatedWrite, heldOrShown } from '../approval/gate';
import { authTextFor, disableFirst, lockedMerchant, merchantAuditView, merchantUpdateChange } from '../approval/covered/merchantAuth';
import { auditedWrite } from '../audit/trail';
import { deleteOutMerchant, findOutMerchant, insertOutMerchant, outMerchantPage, outMerchantToWire as toWire, updateOutMerchant } from '../repositories/outMerchants';
import { accessOf } from '../access/dataScope';
import { isWithheld, withheldPage, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';

const BASE = '/cashierMgr/cashieroutmerchant';
const oneReply = { 200: okReply(outMerchantSchema) };
const changeReply = { ...oneReply, ...staleReply(outMerchantSchema) };

const duplicateCode = () => new ApiError(400, OUT_MERCHANT_MSG.duplicateCode, { merchantCode: OUT_MERCHANT_MSG.duplicateCode });

/** Out merchants of the cashier (docs/product.md#records-and-fields, docs/product.md#states-and-transitions, docs/product.md#validation and docs/product.md#out-merchants), always scoped to the request's tenant. */
export async function outMerchantRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Whether the caller's roles withhold the authorisation (docs/security.md): it is then neither shown nor written. */
  const authWithheld = async (request: FastifyRequest) => isWithheld((await accessOf(request, db)).withheld, 'merchantAuth');
  const shown = async (request: FastifyRequest, row: Selectable<CashierOutMerchantTable>) =>
    withheldRecord(toWire(row), WITHHELD_KEYS.outMerchant, (await accessOf(request, db)).withheld);

  app.get(`${BASE}/page`, { schema: { querystring: outMerchantListQuerySchema, response: { 200: okReply(withheldPageOf(outMerchantSchema)) } } }, async (request) => {
    const { withheld } = await accessOf(request, db);
    return ok(withheldPage(await outMerchantPage(db, request.user.tenantId, request.query), WITHHELD_KEYS.outMerchant, withheld));
  });

  app.get(`${BASE}/:id`, { schema: { params: outMerchantIdSchema, response: oneReply } }, async (request, reply) => {
    const { id } = request.params;
    const row = await findOutMerchant(db, request.user.tenantId, id);
    if (!row) throw notFound();
    return ok(tagged(reply, await shown(request, row)));
  });

  app.post(BASE, { schema: { body: outMerchantFormSchema, response: oneReply } }, async (request) => {
    const form = request.body;
    const authText = (await authWithheld(request)) ? null : authTextFor(form.outAuthInfo, null);
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
      return ok(await shown(request, row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });

  // An edit that changes the authorisation may be held for approval (server/approval/covered/merchantAuth.ts).
  app.put(BASE, { schema: { body: outMerchantUpdateSchema, response: { 200: okReply(orHeld(outMerchantSchema)), ...staleReply(outMerchantSchema) } } }, async (request) => {
    // A caller whose roles withhold the authorisation never writes it: the stored one stays (docs/security.md).
    const { outAuthInfo: _withheld, ...rest } = request.body;
    const { withheld } = await accessOf(request, db);
    const form = isWithheld(withheld, 'merchantAuth') ? rest : request.body;
    try {
      const outcome = await gatedWrite(request, db, merchantUpdateChange, form, { shown: (merchant) => withheldRecord(merchant as OutMerchant, WITHHELD_KEYS.outMerchant, withheld) });
      return ok(await heldOrShown(outcome, (row) => shown(request, row)));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateCode();
      throw error;
    }
  });

  app.delete(`${BASE}/:id`, { schema: { params: outMerchantIdSchema, response: { 200: okReply(z.boolean()), ...staleReply(outMerchantSchema) } } }, async (request) => {
    const { id } = request.params;
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const current = await lockedMerchant(trx, request.user.tenantId, id);
      // A delete sent with the version it read is refused when the merchant changed since (If-Match).
      await expectVersion(request, trx, toWire(current), () => shown(request, current));
      if (current.enabled_flag === '1') throw disableFirst();
      await deleteOutMerchant(trx, id);
      audit.diff(merchantAuditView(current), null, current.out_supplier);
    });
    return ok(true);
  });

  app.post(`${BASE}/updateStatus`, { schema: { body: outMerchantStatusSchema, response: changeReply } }, async (request) => {
    const { id, enabledFlag } = request.body;
    const row = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const current = await lockedMerchant(trx, request.user.tenantId, id);
      await expectVersion(request, trx, toWire(current), () => shown(request, current));
      const updated = await updateOutMerchant(trx, id, { enabled_flag: enabledFlag, update_time: new Date() });
      audit.diff(merchantAuditView(current), merchantAuditView(updated), updated.out_supplier);
      return updated;
    });
    return ok(await shown(request, row));
  });
}
