import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
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
import { inputFailure } from '../http/validate';
import { versionedDeclarationRoutes } from '../http/versionedDeclarationRoutes';
import { readableAggregates } from '../dashboards/access';
import { computeAggregate } from '../dashboards/aggregates';
import { AggregateCache } from '../dashboards/cache';
import { cacheKeyOf, scopeOf } from '../dashboards/scope';
import { accessOf } from '../access/dataScope';
import { exportTypesSeenInFull } from '../tasks/access';
import { dashboardPage, dashboardQueries, dashboardRecord, publishedDashboard } from '../repositories/dashboards';
import { createDashboard, publishDashboard, removeDashboard, saveDashboardVersion, tenantDashboard, unpublishDashboard } from '../services/dashboards';
import { SCREEN, op } from '../http/operations';

const gate = permissionGate(DASHBOARD_EDIT_PERMISSION);

/**
 * Dashboards (docs/screens.md "Dashboards"): the named aggregates, each read by whoever may open the list behind
 * it, within the reader's tenant and data scope (server/dashboards/scope.ts) and cached for a few seconds per scope; and each module home's
 * dashboard, built in the designer as runtime screens are (per tenant, numbered versions, one published, every
 * change audited; designing needs sys_dashboard_edit). A home without a published dashboard shows its built-in one.
 */
export async function dashboardRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const cache = new AggregateCache<unknown>(AGGREGATE_CACHE_SECONDS * 1000);

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

  // The designer's routes of one dashboard and its versions, as runtime screens have theirs (server/http/versionedDeclarationRoutes.ts).
  versionedDeclarationRoutes(fastify, db, {
    base: '/admin/dashboard',
    operations: {
      get: op('getDashboard', 'One dashboard with its newest declaration', 'dashboards', SCREEN.dashboardDesigner),
      versions: op('listDashboardVersions', "A dashboard's versions, newest first", 'dashboards', SCREEN.dashboardDesigner),
      create: op('createDashboard', "Add a module home's dashboard (its version 1, a draft)", 'dashboards', SCREEN.dashboardDesigner),
      update: op('updateDashboard', 'Save a new draft version of a dashboard', 'dashboards', SCREEN.dashboardDesigner),
      publish: op('publishDashboard', "Publish a dashboard's newest version", 'dashboards', SCREEN.dashboardDesigner),
      rollback: op('rollbackDashboard', 'Publish an earlier version of a dashboard again', 'dashboards', SCREEN.dashboardDesigner),
      unpublish: op('unpublishDashboard', 'Withdraw a dashboard (its home shows the built-in one again)', 'dashboards', SCREEN.dashboardDesigner),
      delete: op('deleteDashboard', 'Delete a dashboard (its home shows the built-in one again)', 'dashboards', SCREEN.dashboardDesigner),
    },
    entity: 'dashboard',
    gate,
    schemas: {
      id: dashboardIdSchema,
      versionParams: dashboardVersionParamsSchema,
      declaration: dashboardDeclarationSchema,
      update: dashboardUpdateSchema,
      record: dashboardRecordSchema,
      version: dashboardVersionSchema,
      saved: dashboardSavedSchema,
    },
    find: tenantDashboard,
    record: dashboardRecord,
    versions: dashboardQueries.versions,
    create: createDashboard,
    save: saveDashboardVersion,
    publish: publishDashboard,
    unpublish: unpublishDashboard,
    remove: removeDashboard,
  });
}
