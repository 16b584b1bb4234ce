import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { accountTypeFormSchema, accountTypeIdSchema, accountTypeListQuerySchema, accountTypeSchema, accountTypeStatusSchema, accountTypeUpdateSchema } from '../../schemas/accountType';
import { staleReply } from '../../schemas/version';
import { tagged } from '../http/versions';
import { okReply, pageOf } from '../../schemas/reply';
import type { Database } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { auditOf } from '../http/auditedCall';
import { isUniqueViolation } from '../db/uniqueViolation';
import { accountTypePage, accountTypeToWire, enabledAccountTypes, findAccountType } from '../repositories/accountTypes';
import { createAccountType, editAccountType, setAccountTypeFlag } from '../services/accountTypes';
import { SCREEN, op } from '../http/operations';
import { ACCOUNT_TYPE_PAGE_EXAMPLE } from '../http/replyExamples';

const oneReply = { 200: okReply(accountTypeSchema) };
const changeReply = { ...oneReply, ...staleReply(accountTypeSchema) };
const BASE = '/accountcenter/actAccountType';
const DUPLICATE_NAME = '账户类型名称已存在';

const duplicateName = () => new ApiError(400, DUPLICATE_NAME, { accountTypeName: DUPLICATE_NAME });

/** Account types of docs/product.md#account-centre-calls, always scoped to the request's tenant. */
export async function accountTypeRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${BASE}/enableList`,
    {
      schema: { response: { 200: okReply(z.array(accountTypeSchema)) } },
      config: { operation: op('listEnabledAccountTypes', 'The enabled account types', 'accountTypes', SCREEN.childForm) },
    },
    async (request) => {
      return ok(await enabledAccountTypes(db, request.user.tenantId));
    },
  );

  app.get(
    `${BASE}/listPage`,
    {
      schema: { querystring: accountTypeListQuerySchema, response: { 200: okReply(pageOf(accountTypeSchema)) } },
      config: { operation: op('listAccountTypes', 'A page of account types', 'accountTypes'), example: ACCOUNT_TYPE_PAGE_EXAMPLE },
    },
    async (request) => {
      return ok(await accountTypePage(db, request.user.tenantId, request.query));
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { params: accountTypeIdSchema, response: oneReply }, config: { operation: op('getAccountType', 'One account type', 'accountTypes') } },
    async (request, reply) => {
      const { id } = request.params;
      const row = await findAccountType(db, request.user.tenantId, id);
      if (!row) throw notFound();
      return ok(tagged(reply, accountTypeToWire(row)));
    },
  );

  app.post(
    BASE,
    {
      schema: { body: accountTypeFormSchema, response: oneReply },
      config: { operation: op('createAccountType', 'Add an account type', 'accountTypes'), audit: { entity: 'accountType', action: 'create' } },
    },
    async (request) => {
      const form = request.body;
      try {
        return ok(accountTypeToWire(await createAccountType(db, auditOf(request), request.user.tenantId, form)));
      } catch (error) {
        // The unique index decides, so two concurrent creations of one name cannot both succeed.
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },
  );

  app.post(
    `${BASE}/updateActAccountType`,
    {
      schema: { body: accountTypeUpdateSchema, response: changeReply },
      config: { operation: op('updateAccountType', 'Change an account type', 'accountTypes'), audit: { entity: 'accountType', action: 'update' } },
    },
    async (request) => {
      const form = request.body;
      try {
        return ok(accountTypeToWire(await editAccountType(db, auditOf(request), request.user.tenantId, form)));
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },
  );

  for (const [action, flag, operation] of [
    ['enable', '1', op('enableAccountType', 'Enable an account type', 'accountTypes')],
    ['disable', '0', op('disableAccountType', 'Disable an account type', 'accountTypes')],
  ] as const) {
    app.post(
      `${BASE}/${action}`,
      { schema: { body: accountTypeStatusSchema, response: changeReply }, config: { operation, audit: { entity: 'accountType', action } } },
      async (request) => {
        const { id } = request.body;
        return ok(accountTypeToWire(await setAccountTypeFlag(db, auditOf(request), request.user.tenantId, id, flag)));
      },
    );
  }
}
