import { sql, type Kysely } from 'kysely';
import { DEPT_CARD_CATEGORIES, type DeptCardFilter, type DeptCardSummaryRow } from '../../schemas/deptCard';
import { formatMoney } from '../../schemas/money';
import type { Database } from '../db/schema';
import { containsOp, likePattern } from '../db/textSearch';
import { dayBound } from '../domain/time';
import { subjectInScope, type DataScope } from '../access/dataScope';

/**
 * The department-card summary (schemas/deptCard.ts) over the account centre's own tables: a tenant's accounts
 * whose account type is a department card, each with the income, expense and count of its flows over the
 * chosen days, of the subjects in the caller's data scope. The page and the export read the same query.
 */
export function deptCardSummaryQuery(db: Kysely<Database>, tenantId: number, filter: DeptCardFilter, scope: DataScope) {
  const begin = dayBound(filter.beginDate, false);
  const end = dayBound(filter.endDate, true);
  let q = db
    .selectFrom('act_account as a')
    .innerJoin('act_account_type as t', 't.id', 'a.account_type_id')
    .innerJoin('act_subject as s', 's.id', 'a.subject_id')
    .leftJoin('act_account_flow as f', (join) => {
      let on = join.onRef('f.account_id', '=', 'a.id');
      if (begin) on = on.on('f.flow_date', '>=', begin);
      if (end) on = on.on('f.flow_date', '<=', end);
      return on;
    })
    .where('a.tenant_id', '=', tenantId)
    .where('t.account_type', 'in', [...DEPT_CARD_CATEGORIES]);
  if (filter.category !== undefined) q = q.where('t.account_type', '=', filter.category);
  if (filter.accountNo) q = q.where('a.account_no', '=', filter.accountNo);
  if (filter.subjectName) q = q.where('s.subject_name', containsOp(filter.subjectName), likePattern(filter.subjectName));
  if (!scope.all) q = q.where(subjectInScope(scope, 's'));
  return q.groupBy(['a.id', 's.id', 't.id']).select([
    'a.id',
    'a.account_no',
    'a.account_name',
    's.subject_name',
    't.account_type',
    't.account_type_name',
    'a.status',
    // Money as text: never a float.
    sql<string>`a.account_num::text`.as('account_num'),
    sql<string>`a.credit_num::text`.as('credit_num'),
    sql<string>`coalesce(sum(f.change_num) filter (where f.flow_type = 1), 0)::text`.as('income_num'),
    sql<string>`coalesce(sum(f.change_num) filter (where f.flow_type <> 1), 0)::text`.as('expense_num'),
    sql<number>`count(f.id)::int`.as('flow_count'),
    // The departments of a card for an organisation (scope 2, or employees chosen by organisation).
    sql<string | null>`case when a.account_scope = 2 or (a.account_scope = 3 and a.flag = 1) then (
        select string_agg(d.name, '、' order by d.dept_id) from sys_dept d
        where d.tenant_id = a.tenant_id and d.dept_id in (select jsonb_array_elements_text(a.account_sys_id)::bigint)
      ) end`.as('dept_names'),
  ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof deptCardSummaryQuery>['execute']>>[number];

export const toSummaryRow = (r: SummaryRow): DeptCardSummaryRow => ({
  accountId: Number(r.id),
  accountNo: r.account_no,
  accountName: r.account_name,
  subjectName: r.subject_name,
  deptNames: r.dept_names,
  category: r.account_type,
  accountTypeName: r.account_type_name,
  status: r.status,
  incomeNum: formatMoney(r.income_num),
  expenseNum: formatMoney(r.expense_num),
  flowCount: Number(r.flow_count),
  accountNum: formatMoney(r.account_num),
  creditNum: formatMoney(r.credit_num),
});

/** How many cards match, and what they add up to. */
export async function deptCardTotals(db: Kysely<Database>, tenantId: number, filter: DeptCardFilter, scope: DataScope) {
  const row = await db
    .selectFrom(deptCardSummaryQuery(db, tenantId, filter, scope).as('c'))
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<string>`coalesce(sum(c.income_num::numeric), 0)::text`.as('income_sum'),
      sql<string>`coalesce(sum(c.expense_num::numeric), 0)::text`.as('expense_sum'),
      sql<string>`coalesce(sum(c.account_num::numeric), 0)::text`.as('balance_sum'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    incomeSum: formatMoney(row.income_sum),
    expenseSum: formatMoney(row.expense_sum),
    balanceSum: formatMoney(row.balance_sum),
  };
}

/** A page of the summary's rows, by account. */
export const deptCardPage = (db: Kysely<Database>, tenantId: number, filter: DeptCardFilter, scope: DataScope, page: { current: number; size: number }) =>
  deptCardSummaryQuery(db, tenantId, filter, scope)
    .orderBy('a.id')
    .limit(page.size)
    .offset((page.current - 1) * page.size)
    .execute();

export async function deptCardExportCount(db: Kysely<Database>, tenantId: number, filter: DeptCardFilter, scope: DataScope): Promise<number> {
  const row = await db
    .selectFrom(deptCardSummaryQuery(db, tenantId, filter, scope).as('c'))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One keyset page of the export, by account: the cards after `after` (null from the start). */
export async function deptCardExportPage(db: Kysely<Database>, tenantId: number, filter: DeptCardFilter, scope: DataScope, after: number | null, limit: number) {
  let q = deptCardSummaryQuery(db, tenantId, filter, scope);
  if (after !== null) q = q.where('a.id', '>', after);
  return (await q.orderBy('a.id').limit(limit).execute()).map(toSummaryRow);
}
