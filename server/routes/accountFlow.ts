import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { accountScopeEnum } from '../../schemas/account';
import {
  exchangeTypeEnum,
  flowSearchSchema,
  type AccountFlow,
  type FlowSearch,
} from '../../schemas/accountFlow';
import { addMoney, formatMoney } from '../../schemas/money';
import type { Database } from '../db/schema';
import { ApiError, ok } from '../http/envelope';
import { dropEmpty } from '../http/query';
import { dayBound, formatDateTime } from '../http/time';
import { parseInput } from '../http/validate';
import { assertTenant } from '../services/accountCentre';

const BASE = '/accountcenter/actaccountflow/detail';
const MAX_OFFSET = 100_000_000;

export function flowFilter(db: Kysely<Database>, tenantId: number, q: Omit<FlowSearch, 'current' | 'size' | 'tenantId'>) {
  let query = db.selectFrom('act_account_flow as f').where('f.tenant_id', '=', tenantId);
  const begin = dayBound(q.beginDate, false);
  const end = dayBound(q.endDate, true);
  if (begin) query = query.where('f.flow_date', '>=', begin);
  if (end) query = query.where('f.flow_date', '<=', end);
  if (q.subjectNo) query = query.where('f.subject_no', '=', q.subjectNo);
  if (q.accountNo) query = query.where('f.account_no', '=', q.accountNo);
  if (q.flowType !== undefined) query = query.where('f.flow_type', '=', q.flowType === 1 ? 1 : 2);
  if (q.subjectType !== undefined) query = query.where('f.flow_subject_type', '=', q.subjectType);
  if (q.accountTypeId !== undefined) query = query.where('f.account_type_id', '=', q.accountTypeId);
  if (q.exchangeType !== undefined) query = query.where('f.exchange_type', '=', q.exchangeType);
  return query;
}

/** Account flow details: a page of the tenant's ledger rows with their account and subject. */
export async function accountFlowRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const search = async (request: { body: unknown; query: unknown; user: { tenantId: number; crossTenant: boolean } }) => {
    const q = parseInput(flowSearchSchema, { ...dropEmpty(request.query), ...dropEmpty(request.body) });
    // The tenant filter: operations users may look at any existing tenant, everyone else only at their own.
    let tenantId = request.user.tenantId;
    if (q.tenantId !== undefined && q.tenantId !== tenantId) {
      if (!request.user.crossTenant) assertTenant(tenantId, q.tenantId);
      const exists = await db.selectFrom('sys_tenant').select('id').where('id', '=', q.tenantId).executeTakeFirst();
      if (!exists) throw new ApiError(403, '当前操作没有权限');
      tenantId = q.tenantId;
    }
    if (q.beginDate && q.endDate && q.beginDate.slice(0, 10) > q.endDate.slice(0, 10)) {
      throw new ApiError(400, '开始日期不能晚于结束日期', { beginDate: '开始日期不能晚于结束日期' });
    }
    return { q, tenantId };
  };

  app.post(`${BASE}/page`, async (request) => {
    const { q, tenantId } = await search(request);
    const filtered = flowFilter(db, tenantId, q);
    const { total } = await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
    const offset = (q.current - 1) * q.size;
    const flows =
      offset > MAX_OFFSET
        ? []
        : await filtered
            .selectAll('f')
            .orderBy('f.flow_date', 'desc')
            .orderBy('f.id', 'desc')
            .limit(q.size)
            .offset(offset)
            .execute();
    const accountIds = [...new Set(flows.map((f) => f.account_id))];
    const accounts = accountIds.length
      ? await db
          .selectFrom('act_account as a')
          .innerJoin('act_subject as s', 's.id', 'a.subject_id')
          .innerJoin('sys_tenant as tn', 'tn.id', 'a.tenant_id')
          .leftJoin('act_account_type as t', 't.id', 'a.account_type_id')
          .select(['a.id', 'a.account_name', 'a.account_scope', 's.subject_name', 't.account_type_name', 't.account_kind', 'tn.name as tenant_name'])
          .where('a.id', 'in', accountIds)
          .execute()
      : [];
    const byId = new Map(accounts.map((a) => [a.id, a]));
    const lang = String(request.headers['accept-language'] ?? 'zh');
    const records: AccountFlow[] = flows.map((f) => {
      const a = byId.get(f.account_id)!;
      const signed = f.flow_type === 1 ? formatMoney(f.change_num) : `-${formatMoney(f.change_num)}`;
      return {
        flowMetaId: f.id,
        accountNo: f.account_no,
        accountName: a.account_name,
        accountScopeStr: accountScopeEnum.label(a.account_scope, lang),
        accountTypeName: a.account_type_name ?? null,
        subjectName: a.subject_name,
        subjectNo: f.subject_no,
        subjectType: f.flow_subject_type,
        accountKind: a.account_kind ?? null,
        exchangeType: f.exchange_type,
        flowType: f.flow_type,
        totalExchangeNum: signed,
        afterNum: formatMoney(f.after_num),
        afterCreditNum: formatMoney(f.after_credit_num),
        totalNum: addMoney(f.after_num, f.after_credit_num),
        exchangeTypeStr: exchangeTypeEnum.label(f.exchange_type, lang),
        flowDate: formatDateTime(f.flow_date) ?? '',
        tenantId: f.tenant_id,
        tenantName: a.tenant_name,
      };
    });
    return ok({ records, total: Number(total), current: q.current, size: q.size });
  });
  // The export (bill type EXPORT_ACCOUNT_FLOW_DETAIL) is declared in server/tasks/definitions/accountFlow.ts.
}
