import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { withheldPageOf } from '../../schemas/withheldReply';
import { staleReply } from '../../schemas/version';
import { tagged } from '../http/versions';
import {
  OUT_MERCHANT_MSG,
  outMerchantFormSchema,
  outMerchantIdSchema,
  outMerchantListQuerySchema,
  outMerchantSchema,
  outMerchantStatusSchema,
  outMerchantUpdateSchema,
} from '../../schemas/outMerchant';
import type { CashierOutMerchantTable, Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError, notFound, ok } from '../http/envelope';
import { auditOf } from '../http/auditedCall';
import { findOutMerchant, outMerchantPage, outMerchantToWire as toWire } from '../repositories/outMerchants';
import { gateOf } from '../http/approvalGate';
import { orHeld } from '../../schemas/approval';
import { heldOrShown } from '../approval/gate';
import { createOutMerchant, editOutMerchant, removeOutMerchant, setOutMerchantStatus } from '../services/outMerchants';
import { accessOf } from '../access/dataScope';
import { isWithheld, withheldPage, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { SCREEN, op } from '../http/operations';
import { OUT_MERCHANT_PAGE_EXAMPLE } from '../http/replyExamples';

const BASE = '/cashierMgr/cashieroutmerchant';
const oneReply = { 200: okReply(outMerchantSchema) };
const changeReply = { ...oneReply, ...staleReply(outMerchantSchema) };

const duplicateCode = () => new ApiError(400, OUT_MERCHANT_MSG.duplicateCode, { merchantCode: OUT_MERCHANT_MSG.duplicateCode });

/** Out merchants of the cashier (docs/product.md#records-and-fields, docs/product.md#states-and-transitions, docs/product.md#validation and docs/product.md#out-merchants), always scoped to the request's tenant. */
export async function outMerchantRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** Whether the caller's roles withhold the authorisation (docs/security.md): it is then neither shown nor written. */
  const authWithheld = async (request: FastifyRequest) => isWithheld((await accessOf(request, db)).withheld, 'merchantAuth');
  const withheldOf = async (request: FastifyRequest) => (await accessOf(request, db)).withheld;
  const shown = async (request: FastifyRequest, row: Selectable<CashierOutMerchantTable>) =>
    withheldRecord(toWire(row), WITHHELD_KEYS.outMerchant, (await accessOf(request, db)).withheld);

  app.get(
    `${BASE}/page`,
    {
      schema: { querystring: outMerchantListQuerySchema, response: { 200: okReply(withheldPageOf(outMerchantSchema)) } },
      config: { operation: op('listOutMerchants', 'A page of out merchants', 'outMerchants', SCREEN.merchants), example: OUT_MERCHANT_PAGE_EXAMPLE },
    },
    async (request) => {
      const { withheld } = await accessOf(request, db);
      return ok(withheldPage(await outMerchantPage(db, request.user.tenantId, request.query), WITHHELD_KEYS.outMerchant, withheld));
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { params: outMerchantIdSchema, response: oneReply }, config: { operation: op('getOutMerchant', 'One out merchant', 'outMerchants', SCREEN.merchants) } },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findOutMerchant(db, request.user.tenantId, id);
      if (!row) throw notFound();
      return ok(tagged(reply, await shown(request, row)));
    },
  );

  app.post(
    BASE,
    {
      schema: { body: outMerchantFormSchema, response: oneReply },
      config: { operation: op('createOutMerchant', 'Add an out merchant', 'outMerchants', SCREEN.merchants), audit: { entity: 'outMerchant', action: 'create' } },
    },
    async (request) => {
      const keepAuth = await authWithheld(request);
      try {
        return ok(await shown(request, await createOutMerchant(db, auditOf(request), request.user.tenantId, request.body, keepAuth)));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCode();
        throw error;
      }
    },
  );

  // An edit that changes the authorisation may be held for approval (server/approval/covered/merchantAuth.ts).
  app.put(
    BASE,
    {
      schema: { body: outMerchantUpdateSchema, response: { 200: okReply(orHeld(outMerchantSchema)), ...staleReply(outMerchantSchema) } },
      config: { operation: op('updateOutMerchant', 'Change an out merchant', 'outMerchants', SCREEN.merchants), audit: { entity: 'outMerchant', action: 'update' } },
    },
    async (request) => {
      const keepAuth = await authWithheld(request);
      try {
        const outcome = await editOutMerchant(db, await gateOf(request, db), request.body, { keepAuth, withheld: await withheldOf(request) });
        return ok(await heldOrShown(outcome, (row) => shown(request, row)));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCode();
        throw error;
      }
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: { params: outMerchantIdSchema, response: { 200: okReply(z.boolean()), ...staleReply(outMerchantSchema) } },
      config: { operation: op('deleteOutMerchant', 'Delete an out merchant', 'outMerchants', SCREEN.merchants), audit: { entity: 'outMerchant', action: 'delete' } },
    },
    async (request) => {
      await removeOutMerchant(db, auditOf(request), request.user.tenantId, request.params.id, await withheldOf(request));
      return ok(true);
    },
  );

  app.post(
    `${BASE}/updateStatus`,
    {
      schema: { body: outMerchantStatusSchema, response: changeReply },
      config: { operation: op('setOutMerchantStatus', 'Enable or disable an out merchant', 'outMerchants', SCREEN.merchants), audit: { entity: 'outMerchant', action: 'status' } },
    },
    async (request) => {
      return ok(await shown(request, await setOutMerchantStatus(db, auditOf(request), request.user.tenantId, request.body, await withheldOf(request))));
    },
  );
}
