import { sql, type CompiledQuery, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { accountScopeEnum } from '../../schemas/account';
import { exchangeTypeEnum, type AccountFlow, type FlowSearch } from '../../schemas/accountFlow';
import type { Page } from '../../schemas/envelope';
import { addMoney, formatMoney } from '../../schemas/money';
import type { Database } from '../db/schema';
import { dayBound, formatDateTime } from '../domain/time';
import { pageWindow } from '../db/paging';
import { keptListTotal } from '../db/listCounts';
import { readJsonPage } from '../db/jsonPage';
import { ofScopedSubject, scopedSubjectIdList, scopedSubjectIds, WHOLE_TENANT, type DataScope } from '../access/dataScope';

/**
 * The account flows' queries (docs/product.md#account-centre-calls), within one tenant; the route in
 * server/routes/accountFlow.ts speaks HTTP and calls these, and the flow export (tasks/definitions) shares the search.
 */

type FlowSearchFields = Omit<FlowSearch, 'current' | 'size' | 'tenantId'>;
type Flows = ExpressionBuilder<Database & { f: Database['act_account_flow'] }, 'f'>;

/** The search's conditions on the flows aliased `f` of the tenant. */
function flowSearch(tenantId: number, q: FlowSearchFields) {
  return (eb: Flows): Expression<SqlBool> => {
    const begin = dayBound(q.beginDate, false);
    const end = dayBound(q.endDate, true);
    return eb.and([
      eb('f.tenant_id', '=', tenantId),
      ...(begin ? [eb('f.flow_date', '>=', begin)] : []),
      ...(end ? [eb('f.flow_date', '<=', end)] : []),
      ...(q.subjectNo ? [eb('f.subject_no', '=', q.subjectNo)] : []),
      ...(q.accountNo ? [eb('f.account_no', '=', q.accountNo)] : []),
      ...(q.flowType !== undefined ? [eb('f.flow_type', '=', q.flowType === 1 ? 1 : 2)] : []),
      ...(q.subjectType !== undefined ? [eb('f.flow_subject_type', '=', q.subjectType)] : []),
      ...(q.accountTypeId !== undefined ? [eb('f.account_type_id', '=', q.accountTypeId)] : []),
      ...(q.exchangeType !== undefined ? [eb('f.exchange_type', '=', q.exchangeType)] : []),
    ]);
  };
}

/** The flows of the tenant matching the search, of the subjects in the caller's data scope (the export reads these). */
export function flowFilter(db: Kysely<Database>, tenantId: number, q: FlowSearchFields, scope: DataScope) {
  const query = db.selectFrom('act_account_flow as f').where(flowSearch(tenantId, q));
  return scope.all ? query : query.where(ofScopedSubject(db, tenantId, scope, 'f'));
}

export async function flowExportCount(db: Kysely<Database>, tenantId: number, q: FlowSearchFields, scope: DataScope): Promise<number> {
  const row = await flowFilter(db, tenantId, q, scope)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One keyset page of the export, newest first (the rows after `after`, null from the start), money as text. */
export function flowExportPage(db: Kysely<Database>, tenantId: number, q: FlowSearchFields, scope: DataScope, after: number | null, limit: number) {
  let query = flowFilter(db, tenantId, q, scope);
  if (after !== null) query = query.where('f.id', '<', after);
  return readJsonPage(
    db,
    query
      .select(['f.id', 'f.account_no', 'f.subject_no', 'f.flow_subject_type', 'f.exchange_type', 'f.flow_type', 'f.biz_no', 'f.flow_date'])
      // Money as text: JSON numbers would be floats.
      .select([sql<string>`f.change_num::text`.as('change_num'), sql<string>`f.after_num::text`.as('after_num'), sql<string>`f.after_credit_num::text`.as('after_credit_num')])
      .orderBy('f.id', 'desc')
      .limit(limit),
  );
}

/**
 * A scope seeing a smaller share of the tenant's flows than this reads its page subject by subject (each through the
 * (tenant, subject, date) index, at most as deep as the page) and merges them; a larger share walks the tenant's flows
 * newest first, which then finds a page's rows within five times its depth.
 */
const SUBJECT_BY_SUBJECT_SHARE = 0.2;
/** More subjects than this are never read one by one (the statement would grow with them). */
const SUBJECT_BY_SUBJECT_MAX = 500;
/** Up to this many subjects, a page names them; beyond, it narrows by the scope's subquery. */
const LISTED_SUBJECTS_MAX = 5_000;

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
 * The query of a page of the flows (newest first, none when nothing matches) and the search's total, within a data scope. Unscoped, or scoped to a large share
 * of the tenant's flows, the page walks the (tenant, date) index; scoped to a small share, it reads each subject's
 * newest flows through the (tenant, subject, date) index and merges them, so a scope of a few subjects costs what one
 * subject's filter costs. Unfiltered totals are the kept counts (per tenant, or summed over the scope's subjects).
 */
export async function flowPageQuery(db: Kysely<Database>, tenantId: number, q: FlowSearch, scope: DataScope, offset: number): Promise<{ total: number; query: PageQuery | null }> {
  if (scope.all) {
    const filtered = flowFilter(db, tenantId, q, scope);
    const total = onlyTenant(q) ? await keptFlowCount(db, tenantId) : await countOf(filtered);
    return { total, query: filtered.selectAll('f').orderBy('f.flow_date', 'desc').orderBy('f.id', 'desc').limit(q.size).offset(offset) };
  }
  const subjects = await scopedSubjectIdList(db, tenantId, scope);
  if (subjects.length === 0) return { total: 0, query: null };
  // A long list of subjects goes as the scope's own subquery: a statement holds at most 65,535 parameters.
  const listed = subjects.length <= LISTED_SUBJECTS_MAX;
  const seen = await keptListTotal(db, 'act_account_flow', tenantId, (eb) =>
    eb(
      'k1',
      'in',
      listed
        ? subjects.map(String)
        : scopedSubjectIds(db, tenantId, scope)
            .clearSelect()
            .select(sql<string>`s.id::text`.as('k')),
    ),
  );
  const inSubjects = listed ? flowFilter(db, tenantId, q, WHOLE_TENANT).where('f.subject_id', 'in', subjects) : flowFilter(db, tenantId, q, scope);
  const total = onlyTenant(q) ? seen : await countOf(inSubjects);
  if (total === 0) return { total, query: null };
  const oneByOne = subjects.length <= SUBJECT_BY_SUBJECT_MAX && seen < SUBJECT_BY_SUBJECT_SHARE * (await keptFlowCount(db, tenantId));
  if (!oneByOne) return { total, query: inSubjects.selectAll('f').orderBy('f.flow_date', 'desc').orderBy('f.id', 'desc').limit(q.size).offset(offset) };
  const depth = offset + q.size;
  const query = db
    .selectFrom(sql<{ id: number }>`(select unnest(array[${sql.join(subjects)}]::bigint[]) as id)`.as('v'))
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('act_account_flow as f')
          .selectAll('f')
          .where(flowSearch(tenantId, q) as never)
          .whereRef('f.subject_id', '=', 'v.id')
          .orderBy('f.flow_date', 'desc')
          .orderBy('f.id', 'desc')
          .limit(depth)
          .as('f'),
      (join) => join.onTrue(),
    )
    .selectAll('f')
    .orderBy('f.flow_date', 'desc')
    .orderBy('f.id', 'desc')
    .limit(q.size)
    .offset(offset);
  return { total, query };
}

/** A page's query as run (the bench explains it): the flows' rows. */
type FlowRow = Selectable<Database['act_account_flow']>;
interface PageQuery {
  compile(): CompiledQuery;
  execute(): Promise<FlowRow[]>;
}

type FlowQuery = ReturnType<typeof flowFilter>;
const countOf = async (query: FlowQuery) => Number((await query.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow()).total);

/** One page of the tenant's flows in the caller's scope, with their account, subject and tenant, labels in the language asked. */
export async function accountFlowPage(db: Kysely<Database>, tenantId: number, q: FlowSearch, lang: string, scope: DataScope): Promise<Page<AccountFlow>> {
  const { offset, beyondReach } = pageWindow(q.current, q.size);
  const { total, query } = await flowPageQuery(db, tenantId, q, scope, offset);
  const flows = beyondReach || !query ? [] : await query.execute();
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
