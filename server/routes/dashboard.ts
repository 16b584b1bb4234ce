import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { expectVersion, tagged } from '../http/versions';
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
import { formatDateTime } from '../http/time';
import { inputFailure } from '../http/validate';
import { auditedWrite } from '../audit/trail';
import { readableAggregates } from '../dashboards/access';
import { computeAggregate } from '../dashboards/aggregates';
import { AggregateCache } from '../dashboards/cache';
import { cacheKeyOf, scopeOf } from '../dashboards/scope';
import { accessOf } from '../access/dataScope';
import {
  addDashboardVersion,
  dashboardDeclaration,
  dashboardPage,
  dashboardRecord,
  dashboardVersionExists,
  dashboardVersions,
  deleteDashboard,
  findDashboard,
  homeTaken,
  insertDashboard,
  lockDashboard,
  publishedDashboard,
  setPublishedDashboard,
} from '../repositories/dashboards';

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

  const findTenantDashboard = async (request: FastifyRequest, id: number) => {
    const row = await findDashboard(db, request.user.tenantId, id);
    if (!row) throw new ApiError(404, DASHBOARD_MSG.notFound);
    return row;
  };

  app.get('/admin/dashboard/aggregates', { schema: { response: { 200: okReply(z.array(aggregateInfoSchema)) } } }, async (request) => {
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
  });

  app.get(
    '/admin/dashboard/aggregate/:name',
    { schema: { params: aggregateParamsSchema, querystring: aggregateQuerySchema, response: { 200: okReply(aggregateReplySchema) } } },
    async (request) => {
      const { name } = request.params;
      const query = request.query;
      const issues = checkAggregateQuery(name, query);
      if (issues.length > 0) throw inputFailure(issues);
      if (query.allTenants && !request.user.crossTenant) throw new ApiError(403, DASHBOARD_MSG.allTenants);
      if (!(await readableAggregates(db, request.user)).has(name)) throw forbidden();
      // The reader's data scope and withheld amounts (docs/security.md, "Users, roles and data scopes").
      const scope = await scopeOf(db, request.user, await accessOf(request, db), query.allTenants === true);
      const options = { ...query, allTenants: undefined, t: undefined };
      const key = `${cacheKeyOf(scope, name)}|${JSON.stringify(options, Object.keys(options).sort())}`;
      return ok(await cache.get(key, () => computeAggregate(db, scope, name, options)));
    },
  );

  app.get('/admin/dashboard/home/:home', { schema: { params: dashboardHomeParamsSchema, response: { 200: okReply(homeDashboardSchema) } } }, async (request) => {
    const { home } = request.params;
    const published = await publishedDashboard(db, request.user.tenantId, home);
    return ok(published ?? { id: null, version: null, declaration: DEFAULT_DASHBOARDS[home] });
  });

  app.get(
    '/admin/dashboard/page',
    { schema: { querystring: z.object(pageFields(100, 20)), response: { 200: okReply(pageOf(dashboardRecordSchema)) } }, preValidation: gate },
    async (request) => {
      const { current, size } = request.query;
      return ok({ ...(await dashboardPage(db, request.user.tenantId, { current, size })), current, size });
    },
  );

  app.get('/admin/dashboard/:id', { schema: { params: dashboardIdSchema, response: { 200: okReply(dashboardRecordSchema) } }, preValidation: gate }, async (request, reply) =>
    ok(tagged(reply, await dashboardRecord(db, await findTenantDashboard(request, request.params.id)))),
  );

  app.get(
    '/admin/dashboard/:id/versions',
    { schema: { params: dashboardIdSchema, response: { 200: okReply(z.array(dashboardVersionSchema)) } }, preValidation: gate },
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

  app.post('/admin/dashboard', { schema: { body: dashboardDeclarationSchema, response: saved }, preValidation: gate }, async (request) => {
    const decl = request.body;
    const tenantId = request.user.tenantId;
    const id = await auditedWrite(request, db, async (trx, audit) => {
      if (await homeTaken(trx, tenantId, decl.home)) throw new ApiError(400, DASHBOARD_MSG.homeTaken, { home: DASHBOARD_MSG.homeTaken });
      const id = await insertDashboard(trx, tenantId, decl, request.user.username);
      audit.target(id).diff(null, { version: 1, ...decl });
      return id;
    });
    return ok({ id, version: 1, recordVersion: 1 });
  });

  app.put('/admin/dashboard', { schema: { body: dashboardUpdateSchema, response: { ...saved, ...staleReply(dashboardRecordSchema) } }, preValidation: gate }, async (request) => {
    // The version the draft was based on is the record's, never part of the declaration kept.
    const { id, version: _basedOn, ...decl } = request.body;
    const saving = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const dashboard = await lockDashboard(trx, request.user.tenantId, id);
      if (!dashboard) throw new ApiError(404, DASHBOARD_MSG.notFound);
      await expectVersion(request, trx, await dashboardRecord(trx, dashboard));
      if (dashboard.home !== decl.home) throw new ApiError(400, DASHBOARD_MSG.homeFixed, { home: DASHBOARD_MSG.homeFixed });
      const before = await dashboardDeclaration(trx, id, dashboard.latest_version);
      const next = dashboard.latest_version + 1;
      // The record's version after the save (the database moved it): the designer's next change is based on it.
      const recordVersion = await addDashboardVersion(trx, id, next, decl, request.user.username);
      audit.diff({ version: dashboard.latest_version, ...before }, { version: next, ...decl });
      return { version: next, recordVersion };
    });
    return ok({ id, ...saving });
  });

  /** Publishes a version: the newest (publish) or an earlier one again (rollback). */
  const publish = async (request: FastifyRequest, id: number, version: number | 'latest') => {
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const dashboard = await lockDashboard(trx, request.user.tenantId, id);
      if (!dashboard) throw new ApiError(404, DASHBOARD_MSG.notFound);
      await expectVersion(request, trx, await dashboardRecord(trx, dashboard));
      const wanted = version === 'latest' ? dashboard.latest_version : version;
      if (!(await dashboardVersionExists(trx, id, wanted))) throw new ApiError(404, DASHBOARD_MSG.versionMissing);
      await setPublishedDashboard(trx, id, wanted, request.user.username);
      audit.field('publishedVersion', dashboard.published_version, wanted);
    });
  };

  app.post('/admin/dashboard/:id/publish', { schema: { params: dashboardIdSchema, response: changed }, preValidation: gate }, async (request) => {
    await publish(request, request.params.id, 'latest');
    return ok(true);
  });

  app.post('/admin/dashboard/:id/rollback/:version', { schema: { params: dashboardVersionParamsSchema, response: changed }, preValidation: gate }, async (request) => {
    await publish(request, request.params.id, request.params.version);
    return ok(true);
  });

  app.post('/admin/dashboard/:id/unpublish', { schema: { params: dashboardIdSchema, response: changed }, preValidation: gate }, async (request) => {
    const dashboard = await findTenantDashboard(request, request.params.id);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(dashboard.id);
      const locked = await lockDashboard(trx, request.user.tenantId, Number(dashboard.id));
      if (!locked) throw new ApiError(404, DASHBOARD_MSG.notFound);
      await expectVersion(request, trx, await dashboardRecord(trx, locked));
      await setPublishedDashboard(trx, Number(dashboard.id), null, request.user.username);
      audit.field('publishedVersion', dashboard.published_version, null);
    });
    return ok(true);
  });

  app.delete('/admin/dashboard/:id', { schema: { params: dashboardIdSchema, response: done }, preValidation: gate }, async (request) => {
    const dashboard = await findTenantDashboard(request, request.params.id);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(dashboard.id);
      await deleteDashboard(trx, Number(dashboard.id));
      audit.diff({ home: dashboard.home, publishedVersion: dashboard.published_version, latestVersion: dashboard.latest_version }, null);
    });
    return ok(true);
  });
}
