import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { tagged } from '../http/versions';
import { pageFields } from '../../schemas/input';
import {
  aggregateInfoSchema,
  aggregateParamsSchema,
  aggregateQuerySchema,
  aggregateReplySchema,
  checkAggregateQuery,
  DASHBOARD_MSG,
  dashboardDeclarationSchema,
  dashboardHomeParamsSchema,
  dashboardIdSchema,
  dashboardRecordSchema,
  dashboardSavedSchema,
  dashboardUpdateSchema,
  dashboardVersionParamsSchema,
  dashboardVersionSchema,
  homeDashboardSchema,
} from '../../schemas/dashboard';
import { AGGREGATE_CACHE_SECONDS, AGGREGATE_NAMES, AGGREGATES, DASHBOARD_EDIT_PERMISSION } from '../../schemas/dashboardConstants';
import { DEFAULT_DASHBOARDS } from '../../schemas/dashboardDefaults';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, ok } from '../http/envelope';
import { formatDateTime } from '../domain/time';
import { inputFailure } from '../http/validate';
import { auditOf } from '../http/auditedCall';
import { readableAggregates } from '../dashboards/access';
import { computeAggregate } from '../dashboards/aggregates';
import { AggregateCache } from '../dashboards/cache';
import { cacheKeyOf, scopeOf } from '../dashboards/scope';
import { accessOf } from '../access/dataScope';
import { exportTypesSeenInFull } from '../tasks/access';
import { dashboardPage, dashboardRecord, dashboardVersions, publishedDashboard } from '../repositories/dashboards';
import { createDashboard, publishDashboard, removeDashboard, saveDashboardVersion, tenantDashboard, unpublishDashboard } from '../services/dashboards';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';

const gate = permissionGate(DASHBOARD_EDIT_PERMISSION);
const done = { 200: okReply(z.boolean()) };
const saved = { 200: okReply(dashboardSavedSchema) };
/** A change of a dashboard: 412 with the dashboard as it stands when the record version it was based on is stale. */
const changed = { ...done, ...staleReply(dashboardRecordSchema) };

/**
 * Dashboards (docs/screens.md "Dashboards"): the named aggregates, each read by whoever may open the list behind
 * it, within the reader's tenant and data scope (server/dashboards/scope.ts) and cached for a few seconds per scope; and each module home's
 * dashboard, built in the designer as runtime screens are (per tenant, numbered versions, one published, every
 * change audited; designing needs sys_dashboard_edit). A home without a published dashboard shows its built-in one.
 */
export async function dashboardRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = new AggregateCache<unknown>(AGGREGATE_CACHE_SECONDS * 1000);

  const findTenantDashboard = (request: FastifyRequest, id: number) => tenantDashboard(db, request.user.tenantId, id);

  app.get(
    '/admin/dashboard/aggregates',
    {
      schema: { response: { 200: okReply(z.array(aggregateInfoSchema)) } },
      config: { operation: op('listAggregates', 'The named aggregates, their options, and whether the caller may read each', 'dashboards', SCREEN.dashboardDesigner) },
    },
    async (request) => {
      const readable = await readableAggregates(db, request.user);
      return ok(
        AGGREGATE_NAMES.map((name) => {
          const info = AGGREGATES[name];
          return {
            name,
            title: info.title,
            dated: info.dated,
            key: info.key,
            measures: [...info.measures],
            groupBy: [...info.groupBy],
            filters: Object.entries(info.filters).map(([filter, values]) => ({ name: filter, values: values === 'id' ? null : [...values] })),
            list: info.list,
            allowed: readable.has(name),
            allTenants: readable.has(name) && request.user.crossTenant,
          };
        }),
      );
    },
  );

  app.get(
    '/admin/dashboard/aggregate/:name',
    {
      schema: { params: aggregateParamsSchema, querystring: aggregateQuerySchema, response: { 200: okReply(aggregateReplySchema) } },
      config: { operation: op('getAggregate', 'One named aggregate over a range of days, grouped and filtered by its declared options', 'dashboards', SCREEN.homes) },
    },
    async (request) => {
      const { name } = request.params;
      const query = request.query;
      const issues = checkAggregateQuery(name, query);
      if (issues.length > 0) throw inputFailure(issues);
      if (query.allTenants && !request.user.crossTenant) throw new ApiError(403, DASHBOARD_MSG.allTenants);
      if (!(await readableAggregates(db, request.user)).has(name)) throw forbidden();
      // The reader's data scope and withheld amounts (docs/security.md, "Users, roles and data scopes").
      const reader = { ...request.user, exportTypes: exportTypesSeenInFull(request.user) };
      const scope = await scopeOf(db, reader, await accessOf(request, db), query.allTenants === true);
      const options = { ...query, allTenants: undefined, t: undefined };
      const key = `${cacheKeyOf(scope, name)}|${JSON.stringify(options, Object.keys(options).sort())}`;
      return ok(await cache.get(key, () => computeAggregate(db, scope, name, options)));
    },
  );

  app.get(
    '/admin/dashboard/home/:home',
    {
      schema: { params: dashboardHomeParamsSchema, response: { 200: okReply(homeDashboardSchema) } },
      config: { operation: op('getHomeDashboard', "A module home's dashboard: the tenant's published one, or the built-in one", 'dashboards', SCREEN.homes) },
    },
    async (request) => {
      const { home } = request.params;
      const published = await publishedDashboard(db, request.user.tenantId, home);
      return ok(published ?? { id: null, version: null, declaration: DEFAULT_DASHBOARDS[home] });
    },
  );

  app.get(
    '/admin/dashboard/page',
    {
      schema: { querystring: z.object(pageFields(100, 20)), response: { 200: okReply(pageOf(dashboardRecordSchema)) } },
      preValidation: gate,
      config: { operation: op('listDashboards', "A page of the tenant's dashboards", 'dashboards', SCREEN.dashboardDesigner) },
    },
    async (request) => {
      const { current, size } = request.query;
      return ok({ ...(await dashboardPage(db, request.user.tenantId, { current, size })), current, size });
    },
  );

  app.get(
    '/admin/dashboard/:id',
    {
      schema: { params: dashboardIdSchema, response: { 200: okReply(dashboardRecordSchema) } },
      preValidation: gate,
      config: { operation: op('getDashboard', 'One dashboard with its newest declaration', 'dashboards', SCREEN.dashboardDesigner) },
    },
    async (request, reply) => ok(tagged(reply, await dashboardRecord(db, await findTenantDashboard(request, request.params.id)))),
  );

  app.get(
    '/admin/dashboard/:id/versions',
    {
      schema: { params: dashboardIdSchema, response: { 200: okReply(z.array(dashboardVersionSchema)) } },
      preValidation: gate,
      config: { operation: op('listDashboardVersions', "A dashboard's versions, newest first", 'dashboards', SCREEN.dashboardDesigner) },
    },
    async (request) => {
      const dashboard = await findTenantDashboard(request, request.params.id);
      const rows = await dashboardVersions(db, Number(dashboard.id));
      return ok(
        rows.map((r) => ({
          version: r.version,
          createBy: r.create_by,
          createTime: formatDateTime(r.create_time) ?? '',
          published: r.version === dashboard.published_version,
          declaration: r.declaration,
        })),
      );
    },
  );

  app.post(
    '/admin/dashboard',
    {
      schema: { body: dashboardDeclarationSchema, response: saved },
      preValidation: gate,
      config: {
        operation: op('createDashboard', "Add a module home's dashboard (its version 1, a draft)", 'dashboards', SCREEN.dashboardDesigner),
        audit: { entity: 'dashboard', action: 'create', idOf: idFrom.none },
      },
    },
    async (request) => {
      const id = await createDashboard(db, auditOf(request), request.user.tenantId, request.user.username, request.body);
      return ok({ id, version: 1, recordVersion: 1 });
    },
  );

  app.put(
    '/admin/dashboard',
    {
      schema: { body: dashboardUpdateSchema, response: { ...saved, ...staleReply(dashboardRecordSchema) } },
      preValidation: gate,
      config: { operation: op('updateDashboard', 'Save a new draft version of a dashboard', 'dashboards', SCREEN.dashboardDesigner), audit: { entity: 'dashboard', action: 'update' } },
    },
    async (request) => {
      // The version the draft was based on is the record's, never part of the declaration kept.
      const { id, version: _basedOn, ...decl } = request.body;
      return ok({ id, ...(await saveDashboardVersion(db, auditOf(request), request.user.tenantId, request.user.username, id, decl)) });
    },
  );

  /** Publishes a version: the newest (publish) or an earlier one again (rollback). */
  const publish = (request: FastifyRequest, id: number, version: number | 'latest') => publishDashboard(db, auditOf(request), request.user.tenantId, request.user.username, id, version);

  app.post(
    '/admin/dashboard/:id/publish',
    {
      schema: { params: dashboardIdSchema, response: changed },
      preValidation: gate,
      config: { operation: op('publishDashboard', "Publish a dashboard's newest version", 'dashboards', SCREEN.dashboardDesigner), audit: { entity: 'dashboard', action: 'publish' } },
    },
    async (request) => {
      await publish(request, request.params.id, 'latest');
      return ok(true);
    },
  );

  app.post(
    '/admin/dashboard/:id/rollback/:version',
    {
      schema: { params: dashboardVersionParamsSchema, response: changed },
      preValidation: gate,
      config: {
        operation: op('rollbackDashboard', 'Publish an earlier version of a dashboard again', 'dashboards', SCREEN.dashboardDesigner),
        audit: { entity: 'dashboard', action: 'rollback' },
      },
    },
    async (request) => {
      await publish(request, request.params.id, request.params.version);
      return ok(true);
    },
  );

  app.post(
    '/admin/dashboard/:id/unpublish',
    {
      schema: { params: dashboardIdSchema, response: changed },
      preValidation: gate,
      config: {
        operation: op('unpublishDashboard', 'Withdraw a dashboard (its home shows the built-in one again)', 'dashboards', SCREEN.dashboardDesigner),
        audit: { entity: 'dashboard', action: 'unpublish' },
      },
    },
    async (request) => {
      await unpublishDashboard(db, auditOf(request), request.user.tenantId, request.user.username, request.params.id);
      return ok(true);
    },
  );

  app.delete(
    '/admin/dashboard/:id',
    {
      schema: { params: dashboardIdSchema, response: done },
      preValidation: gate,
      config: {
        operation: op('deleteDashboard', 'Delete a dashboard (its home shows the built-in one again)', 'dashboards', SCREEN.dashboardDesigner),
        audit: { entity: 'dashboard', action: 'delete' },
      },
    },
    async (request) => {
      await removeDashboard(db, auditOf(request), request.user.tenantId, request.params.id);
      return ok(true);
    },
  );
}
