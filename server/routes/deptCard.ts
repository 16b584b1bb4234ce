import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import type { Kysely } from 'kysely';
import { DEPT_CARD_SUMMARY_URL, deptCardPageSchema, deptCardSummaryPageSchema, type DeptCardSummaryPage } from '../../schemas/deptCard';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { deptCardPage, deptCardTotals, toSummaryRow } from '../repositories/deptCards';
import { accessOf } from '../access/dataScope';
import { withhold, withheldPage } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { op } from '../http/operations';

/**
 * The catering module's department-card summary (schemas/deptCard.ts): a page of the request tenant's
 * department cards with the totals of every matching card. The export (EXPORT_DEPT_CARD_SUMMARY) is declared
 * in server/tasks/definitions/deptCard.ts.
 */
export async function deptCardRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const operation = op('listDeptCardSummary', 'A page of the department-card summary with its totals', 'accounts');
  app.post(
    DEPT_CARD_SUMMARY_URL,
    { schema: { body: deptCardPageSchema, response: { 200: okReply(deptCardSummaryPageSchema) } }, config: { operation, readOnly: true } },
    async (request) => {
      const { current, size, ...filter } = request.body;
      const tenantId = request.user.tenantId;
      const access = await accessOf(request, db);
      const [totals, rows] = await Promise.all([deptCardTotals(db, tenantId, filter, access.scope), deptCardPage(db, tenantId, filter, access.scope, { current, size })]);
      const page: DeptCardSummaryPage = { records: rows.map(toSummaryRow), current, size, ...totals };
      return ok(withheldPage(withhold(page, WITHHELD_KEYS.deptCardTotals, access.withheld), WITHHELD_KEYS.deptCard, access.withheld));
    },
  );
}
