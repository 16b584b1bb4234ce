import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import type { Kysely } from 'kysely';
import { DEPT_CARD_SUMMARY_URL, deptCardPageSchema, deptCardSummaryPageSchema, type DeptCardSummaryPage } from '../../schemas/deptCard';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { deptCardSummaryQuery, deptCardTotals, toSummaryRow } from '../services/deptCards';
import { accessOf } from '../access/dataScope';
import { withhold, withheldPage } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';

/**
 * The catering module's department-card summary (schemas/deptCard.ts): a page of the request tenant's
 * department cards with the totals of every matching card. The export (EXPORT_DEPT_CARD_SUMMARY) is declared
 * in server/tasks/definitions/deptCard.ts.
 */
export async function deptCardRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(DEPT_CARD_SUMMARY_URL, { schema: { body: deptCardPageSchema, response: { 200: okReply(deptCardSummaryPageSchema) } } }, async (request) => {
    const { current, size, ...filter } = request.body;
    const tenantId = request.user.tenantId;
    const access = await accessOf(request, db);
    const [totals, rows] = await Promise.all([
      deptCardTotals(db, tenantId, filter, access.scope),
      deptCardSummaryQuery(db, tenantId, filter, access.scope)
        .orderBy('a.id')
        .limit(size)
        .offset((current - 1) * size)
        .execute(),
    ]);
    const page: DeptCardSummaryPage = { records: rows.map(toSummaryRow), current, size, ...totals };
    return ok(withheldPage(withhold(page, WITHHELD_KEYS.deptCardTotals, access.withheld), WITHHELD_KEYS.deptCard, access.withheld));
  });
}
