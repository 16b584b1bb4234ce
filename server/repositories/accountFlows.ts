import { sql, type Kysely } from 'kysely';
import { accountScopeEnum } from '../../schemas/account';
import { exchangeTypeEnum, type AccountFlow, type FlowSearch } from '../../schemas/accountFlow';
import type { Page } from '../../schemas/envelope';
import { addMoney, formatMoney } from '../../schemas/money';
import type { Database } from '../db/schema';
import { dayBound, formatDateTime } from '../http/time';
import { pageWindow } from '../db/paging';
import { keptListTotal } from '../db/listCounts';
import { ofScopedSubject, scopedSubjectIds, type DataScope } from '../access/dataScope';

/**
 * The account flows' queries (SPEC.md section 7, the Account flow detail page), within one tenant; the route in
 * server/routes/accountFlow.ts speaks HTTP and calls these, and the flow export (tasks/definitions) shares the search.
 */

/** The flows of the tenant matching the search, of the subjects in the caller's data scope. */
export function flowFilter(db: Kysely<Database>, tenantId: number, q: Omit<FlowSearch, 'current' | 'size' | 'tenantId'>, scope: DataScope) {
  let query = db.selectFrom('act_account_flow as f').where('f.tenant_id', '=', tenantId);
  if (!scope.all) query = query.where(ofScopedSubject(db, tenantId, scope, 'f'));
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

/** True when the search narrows nothing but the tenant: its total is the trigger-kept count (migration 115). */
const onlyTenant = (q: Omit<FlowSearch, 'current' | 'size' | 'tenantId'>) =>
  !q.beginDate && !q.endDate && !q.subjectNo && !q.accountNo && q.flowType === undefined && q.subjectType === undefined && q.accountTypeId === undefined && q.exchangeType === undefined;

/** The exact number of the tenant's flows, from the counter slots rather than from counting rows. */
export async function keptFlowCount(db: Kysely<Database>, tenantId: number): Promise<number> {
  const row = await db
    .selectFrom('act_account_flow_count')
    .where('tenant_id', '=', tenantId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('n'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The exact number of the flows of the subjects in a scope, from the per-subject counts (migration 141): a sum over
 * the scope's subjects rather than a count of their rows.
 */
export const keptScopedFlowCount = (db: Kysely<Database>, tenantId: number, scope: DataScope) =>
  keptListTotal(db, 'act_account_flow', tenantId, (eb) =>
    eb('k1', 'in', scopedSubjectIds(db, tenantId, scope).clearSelect().select(sql<string>`s.id::text`.as('k'))),
  );

/** One page of the tenant's flows in the caller's scope, with their account, subject and tenant, labels in the language asked. */
export async function accountFlowPage(db: Kysely<Database>, tenantId: number, q: FlowSearch, lang: string, scope: DataScope): Promise<Page<AccountFlow>> {
  const filtered = flowFilter(db, tenantId, q, scope);
  const total = onlyTenant(q)
    ? await (scope.all ? keptFlowCount(db, tenantId) : keptScopedFlowCount(db, tenantId, scope))
    : Number((await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total);
  const { offset, beyondReach } = pageWindow(q.current, q.size);
  const flows =
    beyondReach
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
  return { records, total, current: q.current, size: q.size };
}
