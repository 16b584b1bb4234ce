import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Updateable } from 'kysely';
import { z } from 'zod';
import { accountTypeFormSchema, accountTypeIdSchema, accountTypeListQuerySchema, accountTypeSchema, accountTypeStatusSchema, accountTypeUpdateSchema } from '../../schemas/accountType';
import { staleReply } from '../../schemas/version';
import { expectVersion, tagged } from '../http/versions';
import { okReply, pageOf } from '../../schemas/reply';
import type { ActAccountTypeTable, Database } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { auditedWrite } from '../audit/trail';
import { isUniqueViolation } from '../db/uniqueViolation';
import { accountTypePage, accountTypeToWire, enabledAccountTypes, findAccountType, insertAccountType, lockAccountType, updateAccountType } from '../repositories/accountTypes';

const oneReply = { 200: okReply(accountTypeSchema) };
const changeReply = { ...oneReply, ...staleReply(accountTypeSchema) };
const BASE = '/accountcenter/actAccountType';
const DUPLICATE_NAME = '账户类型名称已存在';

const duplicateName = () => new ApiError(400, DUPLICATE_NAME, { accountTypeName: DUPLICATE_NAME });

/** Account types of docs/product.md#account-centre-calls, always scoped to the request's tenant. */
export async function accountTypeRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(`${BASE}/enableList`, { schema: { response: { 200: okReply(z.array(accountTypeSchema)) } } }, async (request) => {
    return ok(await enabledAccountTypes(db, request.user.tenantId));
  });

  app.get(`${BASE}/listPage`, { schema: { querystring: accountTypeListQuerySchema, response: { 200: okReply(pageOf(accountTypeSchema)) } } }, async (request) => {
    return ok(await accountTypePage(db, request.user.tenantId, request.query));
  });

  app.get(`${BASE}/:id`, { schema: { params: accountTypeIdSchema, response: oneReply } }, async (request, reply) => {
    const { id } = request.params;
    const row = await findAccountType(db, request.user.tenantId, id);
    if (!row) throw notFound();
    return ok(tagged(reply, accountTypeToWire(row)));
  });

  app.post(BASE, { schema: { body: accountTypeFormSchema, response: oneReply } }, async (request) => {
    const form = request.body;
    try {
      const row = await auditedWrite(request, db, async (trx, audit) => {
        const created = await insertAccountType(trx, request.user.tenantId, form);
        audit.target(created.id).diff(null, accountTypeToWire(created));
        return created;
      });
      return ok(accountTypeToWire(row));
    } catch (error) {
      // The unique index decides, so two concurrent creations of one name cannot both succeed.
      if (isUniqueViolation(error)) throw duplicateName();
      throw error;
    }
  });

  /**
   * Changes one account type of the tenant in an audited transaction: its row locked, the version the change was
   * based on checked (docs/api.md), before and after recorded.
   */
  const changeOne = (request: FastifyRequest, id: number, set: Updateable<ActAccountTypeTable>) =>
    auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const before = await lockAccountType(trx, request.user.tenantId, id);
      if (!before) throw notFound();
      await expectVersion(request, trx, accountTypeToWire(before));
      const after = await updateAccountType(trx, id, set);
      audit.diff(accountTypeToWire(before), accountTypeToWire(after));
      return after;
    });

  app.post(`${BASE}/updateActAccountType`, { schema: { body: accountTypeUpdateSchema, response: changeReply } }, async (request) => {
    const form = request.body;
    try {
      const row = await changeOne(request, form.id, {
        account_type_name: form.accountTypeName,
        account_type: form.accountType,
        account_kind: form.accountKind,
        // An omitted remark keeps the stored one; an explicit null clears it.
        ...(form.remark !== undefined ? { remark: form.remark } : {}),
        update_time: new Date(),
      });
      return ok(accountTypeToWire(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName();
      throw error;
    }
  });

  for (const [action, flag] of [
    ['enable', '1'],
    ['disable', '0'],
  ] as const) {
    app.post(`${BASE}/${action}`, { schema: { body: accountTypeStatusSchema, response: changeReply } }, async (request) => {
      const { id } = request.body;
      return ok(accountTypeToWire(await changeOne(request, id, { enable_flag: flag, update_time: new Date() })));
    });
  }
}
