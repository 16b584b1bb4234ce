import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { expectVersion, tagged } from '../http/versions';
import {
  publishedScreenListSchema,
  publishedScreenSchema,
  SCREEN_EDIT_PERMISSION,
  SCREEN_MSG,
  screenDeclarationSchema,
  screenIdSchema,
  screenKeyParamsSchema,
  screenPageQuerySchema,
  screenRecordSchema,
  screenSavedSchema,
  screenSourceSchema,
  screenUpdateSchema,
  screenVersionParamsSchema,
  screenVersionSchema,
  type ScreenDeclaration,
} from '../../schemas/runtimeScreen';
import { checkAgainstSource, findScreenSource, SCREEN_SOURCES } from '../../schemas/screenSources';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { inputFailure } from '../http/validate';
import { auditedWrite } from '../audit/trail';
import { menuNodesUsingScreen, screenInUserMenu } from '../services/runtimeScreens';
import {
  addScreenVersion,
  deleteScreen,
  findScreen as findTenantScreen,
  findScreenByKey,
  insertScreen,
  lockScreen,
  publishedScreens,
  screenDeclaration,
  screenKeyTaken,
  screenPage,
  screenRecord,
  screenVersionExists,
  screenVersions,
  setPublishedVersion,
} from '../repositories/screens';

const gate = permissionGate(SCREEN_EDIT_PERMISSION);
const done = { 200: okReply(z.boolean()) };
const saved = { 200: okReply(screenSavedSchema) };
/** A change of a screen: 412 with the screen as it stands when the version it was based on is stale. */
const changed = { ...done, ...staleReply(screenRecordSchema) };

/** A declaration naming what its source does not offer: 400, each message at the part it concerns. */
function checkSource(decl: ScreenDeclaration) {
  const issues = checkAgainstSource(decl);
  if (issues.length > 0) throw inputFailure(issues);
}

/** A screen in use by menu nodes cannot stop being published: the refusal lists those nodes. */
const inMenu = (nodes: { id: number; name: string }[]) =>
  new ApiError(400, `${SCREEN_MSG.inMenu}${nodes.map((n) => `${n.name}（${n.id}）`).join('、')}`, undefined, { menuNodes: nodes });

/**
 * Screens an administrator builds at run time (docs/screens.md#screens-built-at-run-time): per tenant, every draft a
 * numbered version, one version published, every change audited. Designing needs sys_screen_edit; reading a
 * published screen needs that key or a menu node that opens it, and its rows come from the source's own call,
 * made by the viewer, so the server's access and tenant rules apply as for any call.
 */
export async function screenAdminRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const findScreen = async (request: FastifyRequest, id: number) => {
    const row = await findTenantScreen(db, request.user.tenantId, id);
    if (!row) throw new ApiError(404, SCREEN_MSG.notFound);
    return row;
  };
  const refuseIfInMenu = async (request: FastifyRequest, key: string) => {
    const nodes = await menuNodesUsingScreen(db, request.user.tenantId, key);
    if (nodes.length > 0) throw inMenu(nodes);
  };

  app.get('/admin/screen/sources', { schema: { response: { 200: okReply(z.array(screenSourceSchema)) } }, preValidation: gate }, async () => ok(SCREEN_SOURCES));

  app.get('/admin/screen/page', { schema: { querystring: screenPageQuerySchema, response: { 200: okReply(pageOf(screenRecordSchema)) } }, preValidation: gate }, async (request) => {
    const { current, size, key } = request.query;
    const { records, total } = await screenPage(db, request.user.tenantId, { current, size, key });
    return ok({ records, total, current, size });
  });

  /** The published screens the user may open: all of the tenant's for a designer, else those in their menu. */
  app.get('/admin/screen/published', { schema: { response: { 200: okReply(publishedScreenListSchema) } } }, async (request) => {
    const rows = await publishedScreens(db, request.user.tenantId);
    const designer = request.user.permissions.includes(SCREEN_EDIT_PERMISSION);
    const list = [];
    for (const row of rows) {
      if (!designer && !(await screenInUserMenu(db, request.user, row.key))) continue;
      list.push({ key: row.key, titleZh: row.declaration.title.zh, titleEn: row.declaration.title.en });
    }
    return ok(list);
  });

  app.get('/admin/screen/published/:key', { schema: { params: screenKeyParamsSchema, response: { 200: okReply(publishedScreenSchema) } } }, async (request) => {
    const { key } = request.params;
    const designer = request.user.permissions.includes(SCREEN_EDIT_PERMISSION);
    if (!designer && !(await screenInUserMenu(db, request.user, key))) throw forbidden();
    const row = await findScreenByKey(db, request.user.tenantId, key);
    if (!row) throw new ApiError(404, SCREEN_MSG.notFound);
    if (row.published_version === null) throw new ApiError(404, SCREEN_MSG.notPublished);
    const declaration = (await screenDeclaration(db, Number(row.id), row.published_version))!;
    return ok({ id: Number(row.id), version: row.published_version, declaration, source: findScreenSource(declaration.source)! });
  });

  app.get('/admin/screen/:id', { schema: { params: screenIdSchema, response: { 200: okReply(screenRecordSchema) } }, preValidation: gate }, async (request, reply) =>
    ok(tagged(reply, await screenRecord(db, await findScreen(request, request.params.id)))),
  );

  app.get('/admin/screen/:id/versions', { schema: { params: screenIdSchema, response: { 200: okReply(z.array(screenVersionSchema)) } }, preValidation: gate }, async (request) => {
    const screen = await findScreen(request, request.params.id);
    const rows = await screenVersions(db, Number(screen.id));
    return ok(
      rows.map((r) => ({
        version: r.version,
        createBy: r.create_by,
        createTime: formatDateTime(r.create_time) ?? '',
        published: r.version === screen.published_version,
        declaration: r.declaration,
      })),
    );
  });

  app.post('/admin/screen', { schema: { body: screenDeclarationSchema, response: saved }, preValidation: gate }, async (request) => {
    const decl = request.body;
    checkSource(decl);
    const tenantId = request.user.tenantId;
    const id = await auditedWrite(request, db, async (trx, audit) => {
      if (await screenKeyTaken(trx, tenantId, decl.key)) throw new ApiError(400, SCREEN_MSG.keyTaken, { key: SCREEN_MSG.keyTaken });
      const id = await insertScreen(trx, tenantId, decl, request.user.username);
      audit.target(id).diff(null, { version: 1, ...decl });
      return id;
    });
    return ok({ id, version: 1, recordVersion: 1 });
  });

  app.put('/admin/screen', { schema: { body: screenUpdateSchema, response: { ...saved, ...staleReply(screenRecordSchema) } }, preValidation: gate }, async (request) => {
    // The version the draft was based on is the record's, never part of the declaration kept.
    const { id, version: _basedOn, ...decl } = request.body;
    checkSource(decl);
    const version = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const screen = await lockScreen(trx, request.user.tenantId, id);
      if (!screen) throw new ApiError(404, SCREEN_MSG.notFound);
      await expectVersion(request, trx, await screenRecord(trx, screen));
      if (screen.screen_key !== decl.key) throw new ApiError(400, SCREEN_MSG.keyFixed, { key: SCREEN_MSG.keyFixed });
      const before = await screenDeclaration(trx, id, screen.latest_version);
      const next = screen.latest_version + 1;
      await addScreenVersion(trx, id, next, decl, request.user.username);
      audit.diff({ latestVersion: screen.latest_version, ...before }, { latestVersion: next, ...decl });
      return next;
    });
    const recordVersion = (await findTenantScreen(db, request.user.tenantId, id))?.version ?? 1;
    return ok({ id, version, recordVersion });
  });

  /** Publishes a version: the newest (publish) or an earlier one again (rollback). */
  const publish = async (request: FastifyRequest, id: number, version: number | 'latest') => {
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const screen = await lockScreen(trx, request.user.tenantId, id);
      if (!screen) throw new ApiError(404, SCREEN_MSG.notFound);
      await expectVersion(request, trx, await screenRecord(trx, screen));
      const wanted = version === 'latest' ? screen.latest_version : version;
      if (!(await screenVersionExists(trx, id, wanted))) throw new ApiError(404, SCREEN_MSG.versionMissing);
      await setPublishedVersion(trx, id, wanted, request.user.username);
      audit.field('publishedVersion', screen.published_version, wanted);
    });
  };

  app.post('/admin/screen/:id/publish', { schema: { params: screenIdSchema, response: changed }, preValidation: gate }, async (request) => {
    await publish(request, request.params.id, 'latest');
    return ok(true);
  });

  app.post('/admin/screen/:id/rollback/:version', { schema: { params: screenVersionParamsSchema, response: changed }, preValidation: gate }, async (request) => {
    await publish(request, request.params.id, request.params.version);
    return ok(true);
  });

  app.post('/admin/screen/:id/unpublish', { schema: { params: screenIdSchema, response: changed }, preValidation: gate }, async (request) => {
    const screen = await findScreen(request, request.params.id);
    await refuseIfInMenu(request, screen.screen_key);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(screen.id);
      const locked = await lockScreen(trx, request.user.tenantId, Number(screen.id));
      if (!locked) throw new ApiError(404, SCREEN_MSG.notFound);
      await expectVersion(request, trx, await screenRecord(trx, locked));
      await setPublishedVersion(trx, Number(screen.id), null, request.user.username);
      audit.field('publishedVersion', screen.published_version, null);
    });
    return ok(true);
  });

  app.delete('/admin/screen/:id', { schema: { params: screenIdSchema, response: done }, preValidation: gate }, async (request) => {
    const screen = await findScreen(request, request.params.id);
    await refuseIfInMenu(request, screen.screen_key);
    const before = await screenRecord(db, screen);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(screen.id);
      await deleteScreen(trx, Number(screen.id));
      audit.diff({ key: before.key, publishedVersion: before.publishedVersion, latestVersion: before.latestVersion }, null);
    });
    return ok(true);
  });
}
