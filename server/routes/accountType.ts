import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable, Updateable } from 'kysely';
import {
  accountTypeFormSchema,
  accountTypeIdSchema,
  accountTypeListQuerySchema,
  accountTypeSchema,
  accountTypeUpdateSchema,
  type AccountType,
} from '../../schemas/accountType';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';

const oneReply = { 200: okReply(accountTypeSchema) };
import type { Page } from '../../schemas/envelope';
import type { ActAccountTypeTable, Database } from '../db/schema';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { ApiError, notFound, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { sortOf } from '../../schemas/listSort';
import { containsOp, likePattern } from '../db/textSearch';
import { auditedWrite } from '../audit/trail';

const BASE = '/accountcenter/actAccountType';
const DUPLICATE_NAME = '账户类型名称已存在';
/** Beyond this offset no tenant has rows; answering empty keeps absurd page numbers away from the database. */
const MAX_OFFSET = 1_000_000_000;

function toWire(row: Selectable<ActAccountTypeTable>): AccountType {
  return {
    id: row.id,
    tenantId: row.tenant_id,
    accountTypeName: row.account_type_name,
    accountType: row.account_type as AccountType['accountType'],
    accountKind: row.account_kind as AccountType['accountKind'],
    enableFlag: row.enable_flag === '1' ? '1' : '0',
    remark: row.remark,
    createTime: formatDateTime(row.create_time) ?? '',
    updateTime: formatDateTime(row.update_time),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

const duplicateName = () => new ApiError(400, DUPLICATE_NAME, { accountTypeName: DUPLICATE_NAME });

/** Account types of SPEC.md section 7, always scoped to the request's tenant. */
export async function accountTypeRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const findOne = (tenantId: number, id: number) =>
    db.selectFrom('act_account_type').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();

  app.get(`${BASE}/enableList`, { schema: { response: { 200: okReply(z.array(accountTypeSchema)) } } }, async (request) => {
    const rows = await db
      .selectFrom('act_account_type')
      .selectAll()
      .where('tenant_id', '=', request.user.tenantId)
      .where('enable_flag', '=', '1')
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return ok(rows.map(toWire));
  });

  app.get(`${BASE}/listPage`, { schema: { querystring: accountTypeListQuerySchema, response: { 200: okReply(pageOf(accountTypeSchema)) } } }, async (request) => {
    const query = request.query;
    const empty: Page<AccountType> = { records: [], total: 0, current: query.current, size: query.size };
    let filtered = db.selectFrom('act_account_type').where('tenant_id', '=', request.user.tenantId);
    if (query.accountTypeName) {
      filtered = filtered.where('account_type_name', containsOp(query.accountTypeName), likePattern(query.accountTypeName));
    }
    if (query.enableFlag) filtered = filtered.where('enable_flag', '=', query.enableFlag);
    if (query.accountType !== undefined) filtered = filtered.where('account_type', '=', query.accountType);

    // Unfiltered, the total is the kept count (migration 125), not a count of every row.
    const total = searchesNothing(query.accountTypeName, query.enableFlag, query.accountType)
      ? await keptListTotal(db, 'act_account_type', request.user.tenantId)
      : (await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total;
    const offset = (query.current - 1) * query.size;
    if (offset > MAX_OFFSET) return ok({ ...empty, total: Number(total) });
    // A sort the list asked for (issue 15) first; newest first breaks ties and is the default.
    const sort = sortOf(query);
    let ordered = filtered.selectAll();
    if (sort) ordered = ordered.orderBy(sort.key === 'accountTypeName' ? 'account_type_name' : 'create_time', sort.order);
    const rows = await ordered
      .orderBy('create_time', 'desc')
      .orderBy('id', 'desc')
      .limit(query.size)
      .offset(offset)
      .execute();
    const page: Page<AccountType> = { records: rows.map(toWire), total: Number(total), current: query.current, size: query.size };
    return ok(page);
  });

  app.get(`${BASE}/:id`, { schema: { params: accountTypeIdSchema, response: oneReply } }, async (request) => {
    const { id } = request.params;
    const row = await findOne(request.user.tenantId, id);
    if (!row) throw notFound();
    return ok(toWire(row));
  });

  app.post(BASE, { schema: { body: accountTypeFormSchema, response: oneReply } }, async (request) => {
    const form = request.body;
    try {
      const row = await auditedWrite(request, db, async (trx, audit) => {
        const created = await trx
          .insertInto('act_account_type')
          .values({
            tenant_id: request.user.tenantId,
            account_type_name: form.accountTypeName,
            account_type: form.accountType,
            account_kind: form.accountKind,
            enable_flag: '1',
            remark: form.remark ?? null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        audit.target(created.id).diff(null, toWire(created));
        return created;
      });
      return ok(toWire(row));
    } catch (error) {
      // The unique index decides, so two concurrent creations of one name cannot both succeed.
      if (isUniqueViolation(error)) throw duplicateName();
      throw error;
    }
  });

  /** Changes one account type of the tenant in an audited transaction: its row locked, before and after recorded. */
  const changeOne = (request: FastifyRequest, id: number, set: Updateable<ActAccountTypeTable>) =>
    auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const before = await trx
        .selectFrom('act_account_type')
        .selectAll()
        .where('tenant_id', '=', request.user.tenantId)
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!before) throw notFound();
      const after = await trx.updateTable('act_account_type').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      audit.diff(toWire(before), toWire(after));
      return after;
    });

  app.post(`${BASE}/updateActAccountType`, { schema: { body: accountTypeUpdateSchema, response: oneReply } }, async (request) => {
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
      return ok(toWire(row));
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName();
      throw error;
    }
  });

  for (const [action, flag] of [
    ['enable', '1'],
    ['disable', '0'],
  ] as const) {
    app.post(`${BASE}/${action}`, { schema: { body: accountTypeIdSchema, response: oneReply } }, async (request) => {
      const { id } = request.body;
      return ok(toWire(await changeOne(request, id, { enable_flag: flag, update_time: new Date() })));
    });
  }
}
