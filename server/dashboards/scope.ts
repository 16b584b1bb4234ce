import { sql, type Expression, type Kysely, type RawBuilder } from 'kysely';
import { AGGREGATES, MONEY_MEASURES, type AggregateMeasure, type AggregateName } from '../../schemas/dashboardConstants';
import { personInScope, subjectInScope, type Access, type DataScope } from '../access/dataScope';
import type { Database } from '../db/schema';

/**
 * What a dashboard aggregate may read (docs/screens.md "Dashboards"), resolved once per call. Every aggregate's
 * query passes through `scopePredicate` below and every reply through `withhold`: these two functions are the one
 * place where the reader's scope is applied, so an aggregate never counts a row its reader's list would not show.
 *
 * - **The tenant**: the request's, or for operators asking for every tenant (`allTenants`, the operations home) all
 *   of them.
 * - **The data scope** of the reader's roles (docs/security.md, "Users, roles and data scopes"), as
 *   server/access/dataScope.ts resolves and words it, never a second time here: a reader whose scope is not 0 (all)
 *   has `rowsNarrowed`, and then a flow or an account counts when its subject is in the scope (`subjectInScope`),
 *   a task when its creator, a sign-in when its user is the reader or a person of the scope (`personInScope`: the
 *   people of its departments; for self, the reader alone). The task logs and the audit trail are not narrowed by
 *   the data scope, so these counts stay within what the lists show (the lists may show more).
 * - **The task logs' own rule** (server/repositories/tasks.ts): the reader's logs show their own tasks and the
 *   exports of the bill types whose permission they hold, and the tasks by state count those rows only
 *   (`taskLog`); across every tenant (an operator's) every task counts, as before.
 * - **Withheld amounts**: where every role of the reader withholds `amount`, every money measure is null in the
 *   reply (`withhold`) and named in its `withheld`, and no row is ordered by it.
 */
export interface AggregateScope {
  /** The tenants whose rows are read (one, or every tenant for an operator's `allTenants`). */
  tenantIds: number[];
  allTenants: boolean;
  /** The reader's data scope (`{ all: true }` for scope 0). */
  data: DataScope;
  /** The reader's user id: their own tasks and sign-ins are always theirs to count. */
  readerId: number;
  /**
   * Whether the data scope narrows the rows below the tenants (some departments, some subjects): the flows' hourly
   * sums are then read per subject (migration 171) under `scopePredicate`, since the tenant's (170) cannot tell them.
   */
  rowsNarrowed: boolean;
  /** The measures this reader may not see: their values are null and the reply names them. */
  withheld: AggregateMeasure[];
  /** What the reader's task logs show: their own tasks, and every export of these bill types; null across tenants. */
  taskLog: { tenantId: number; userId: number; exportTypes: string[] } | null;
  /** The cache key of what every aggregate but the reader's own tasks and sign-ins depends on (`cacheKeyOf`). */
  key: string;
}

/** Who reads: the request's user, with the bill types whose every export their log shows (server/tasks/access.ts). */
export interface AggregateReader {
  userId: number;
  tenantId: number;
  exportTypes: string[];
}

/** The tables aggregates read, each scoped by its own columns. */
export type ScopedTable =
  'act_account_flow_hour' | 'act_account_flow_subject_hour' | 'act_account' | 'sys_import_log' | 'sys_export_task' | 'sys_import_log_hour' | 'sys_export_task_hour' | 'sys_sign_in_day';

/** A data scope as a key: two readers of one key see the same subjects and the same people. */
const dataKeyOf = (data: DataScope) =>
  data.all ? 'all' : `${data.departments ? `${data.departments.tenantId}:${data.departments.ids.join(',')}` : ''};${data.patterns.join(',')};${data.creatorId ?? ''}`;

/** The scope of one reader: `access` is theirs, resolved once per request (`accessOf`, server/access/dataScope.ts). */
export async function scopeOf(db: Kysely<Database>, reader: AggregateReader, access: Access, allTenants: boolean): Promise<AggregateScope> {
  const tenantIds = allTenants ? (await db.selectFrom('sys_tenant').select('id').orderBy('id').execute()).map((t) => Number(t.id)) : [reader.tenantId];
  const withheld: AggregateMeasure[] = access.withheld.includes('amount') ? [...MONEY_MEASURES] : [];
  const rowsNarrowed = !access.scope.all;
  const taskLog = allTenants ? null : { tenantId: reader.tenantId, userId: reader.userId, exportTypes: reader.exportTypes };
  const key = `${allTenants ? 'all' : tenantIds.join(',')}|${dataKeyOf(access.scope)}|${withheld.join(',')}`;
  return { tenantIds, allTenants, data: access.scope, readerId: reader.userId, rowsNarrowed, withheld, taskLog, key };
}

/**
 * The cache key of one aggregate for this scope: the scope's key, and the reader where the figure is theirs alone
 * (the tasks their logs show; the tasks and sign-ins of a narrowed scope, which count the reader's own).
 */
export function cacheKeyOf(scope: AggregateScope, name: AggregateName): string {
  const log = name === 'tasksByState' && scope.taskLog ? `|log:${scope.taskLog.userId}:${scope.taskLog.exportTypes.join(',')}` : '';
  const self = scope.rowsNarrowed && (name === 'tasksByState' || name === 'signInsPerDay') ? `|self:${scope.readerId}` : '';
  return `${name}|${scope.key}${log}${self}`;
}

const ref = (alias: string, column: string) => sql.ref(`${alias}.${column}`);

/** The reader, or a person of the scope (a task's creator, a sign-in's user). */
const ofPerson = (scope: AggregateScope, user: Expression<unknown>) => sql<boolean>`(${user} = ${scope.readerId} or ${personInScope(scope.data, user)})`;

/** The condition every aggregate's query puts on the rows of `table` (aliased `alias`) it reads. */
export function scopePredicate(scope: AggregateScope, table: ScopedTable, alias: string): RawBuilder<boolean> {
  // The hourly sums are kept per tenant only: read where the scope does not narrow rows below the tenant.
  if (table === 'act_account_flow_hour' && scope.rowsNarrowed) throw new Error('the hourly flow sums cannot be read under a data scope that narrows rows');
  // An empty list still reads nothing rather than failing to parse.
  const ids = sql.join((scope.tenantIds.length > 0 ? scope.tenantIds : [0]).map((id) => sql.lit(id)));
  const tenant = sql<boolean>`${ref(alias, 'tenant_id')} in (${ids})`;
  if (!scope.rowsNarrowed) return tenant;
  switch (table) {
    case 'act_account_flow_subject_hour':
    case 'act_account':
      return sql<boolean>`${tenant} and ${ref(alias, 'subject_id')} in (select s.id from act_subject s where s.tenant_id in (${ids}) and ${subjectInScope(scope.data, 's')})`;
    case 'sys_import_log':
    case 'sys_export_task':
    case 'sys_import_log_hour':
    case 'sys_export_task_hour':
      return sql<boolean>`${tenant} and ${ofPerson(scope, ref(alias, 'creator_id'))}`;
    case 'sys_sign_in_day':
      return sql<boolean>`${tenant} and ${ofPerson(scope, ref(alias, 'user_id'))}`;
    default:
      throw new Error(`no data scope for ${table satisfies 'act_account_flow_hour'}`);
  }
}

/** Whether the scope withholds a measure (a row is then never ordered by it, which would tell its rank). */
export const withholds = (scope: AggregateScope, measure: AggregateMeasure) => scope.withheld.includes(measure);

/** The measures of an aggregate its reply names as withheld: those it answers (nothing named when it has none). */
export const withheldOf = (scope: AggregateScope, name: AggregateName): AggregateMeasure[] => scope.withheld.filter((m) => AGGREGATES[name].measures.includes(m));

/** The rows with the measures the scope withholds set to null. */
export function withhold<R extends Record<string, unknown>>(scope: AggregateScope, rows: R[]): R[] {
  if (scope.withheld.length === 0) return rows;
  return rows.map((row) => ({ ...row, ...Object.fromEntries(scope.withheld.filter((m) => m in row).map((m) => [m, null])) }));
}
