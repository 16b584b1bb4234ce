import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
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
import type { Database, SysScreenTable } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, ok } from '../http/envelope';
import { formatDateTime } from '../http/time';
import { inputFailure } from '../http/validate';
import { auditedWrite } from '../audit/trail';
import { menuNodesUsingScreen, screenInUserMenu } from '../services/runtimeScreens';

const gate = permissionGate(SCREEN_EDIT_PERMISSION);
const done = { 200: okReply(z.boolean()) };
const saved = { 200: okReply(screenSavedSchema) };

/** JSON columns come back parsed from both PostgreSQL and PGlite; a string is parsed here for safety. */
const jsonOf = <T,>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/** A declaration naming what its source does not offer: 400, each message at the part it concerns. */
function checkSource(decl: ScreenDeclaration) {
  const issues = checkAgainstSource(decl);
  if (issues.length > 0) throw inputFailure(issues);
}

/** A screen in use by menu nodes cannot stop being published: the refusal lists those nodes. */
const inMenu = (nodes: { id: number; name: string }[]) =>
  new ApiError(400, `${SCREEN_MSG.inMenu}${nodes.map((n) => `${n.name}（${n.id}）`).join('、')}`, undefined, { menuNodes: nodes });

/**
 * Screens an administrator builds at run time (DESIGN.md section 4, "Data, too"): per tenant, every draft a
 * numbered version, one version published, every change audited. Designing needs sys_screen_edit; reading a
 * published screen needs that key or a menu node that opens it, and its rows come from the source's own call,
 * made by the viewer, so the server's access and tenant rules apply as for any call.
 */
export async function screenAdminRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const findScreen = async (request: FastifyRequest, id: number) => {
    const row = await db.selectFrom('sys_screen').selectAll().where('tenant_id', '=', request.user.tenantId).where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiError(404, SCREEN_MSG.notFound);
    return row;
  };
  const declarationOf = async (screenId: number, version: number, from: Kysely<Database> = db) => {
    const row = await from.selectFrom('sys_screen_version').select('declaration').where('screen_id', '=', screenId).where('version', '=', version).executeTakeFirst();
    return row ? jsonOf<ScreenDeclaration>(row.declaration) : undefined;
  };
  const toRecord = async (row: Selectable<SysScreenTable>) => {
    const declaration = (await declarationOf(Number(row.id), row.latest_version))!;
    return {
      id: Number(row.id),
      key: row.screen_key,
      titleZh: declaration.title.zh,
      titleEn: declaration.title.en,
      source: declaration.source,
      latestVersion: row.latest_version,
      publishedVersion: row.published_version,
      declaration,
      updateBy: row.update_by,
      updateTime: formatDateTime(row.update_time) ?? '',
    };
  };
  const refuseIfInMenu = async (request: FastifyRequest, key: string) => {
    const nodes = await menuNodesUsingScreen(db, request.user.tenantId, key);
    if (nodes.length > 0) throw inMenu(nodes);
  };

  app.get('/admin/screen/sources', { schema: { response: { 200: okReply(z.array(screenSourceSchema)) } }, preValidation: gate }, async () => ok(SCREEN_SOURCES));

  app.get('/admin/screen/page', { schema: { querystring: screenPageQuerySchema, response: { 200: okReply(pageOf(screenRecordSchema)) } }, preValidation: gate }, async (request) => {
    const { current, size, key } = request.query;
    let filtered = db.selectFrom('sys_screen').where('tenant_id', '=', request.user.tenantId);
    if (key) filtered = filtered.where('screen_key', 'like', `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const { total } = await filtered.select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow();
    const rows = await filtered.selectAll().orderBy('update_time', 'desc').orderBy('id', 'desc').limit(size).offset((current - 1) * size).execute();
    return ok({ records: await Promise.all(rows.map(toRecord)), total: Number(total), current, size });
  });

  /** The published screens the user may open: all of the tenant's for a designer, else those in their menu. */
  app.get('/admin/screen/published', { schema: { response: { 200: okReply(publishedScreenListSchema) } } }, async (request) => {
    const rows = await db
      .selectFrom('sys_screen as s')
      .innerJoin('sys_screen_version as v', (join) => join.onRef('v.screen_id', '=', 's.id').onRef('v.version', '=', 's.published_version'))
      .select(['s.screen_key', 'v.declaration'])
      .where('s.tenant_id', '=', request.user.tenantId)
      .orderBy('s.screen_key')
      .execute();
    const designer = request.user.permissions.includes(SCREEN_EDIT_PERMISSION);
    const list = [];
    for (const row of rows) {
      if (!designer && !(await screenInUserMenu(db, request.user, row.screen_key))) continue;
      const decl = jsonOf<ScreenDeclaration>(row.declaration);
      list.push({ key: row.screen_key, titleZh: decl.title.zh, titleEn: decl.title.en });
    }
    return ok(list);
  });

  app.get('/admin/screen/published/:key', { schema: { params: screenKeyParamsSchema, response: { 200: okReply(publishedScreenSchema) } } }, async (request) => {
    const { key } = request.params;
    const designer = request.user.permissions.includes(SCREEN_EDIT_PERMISSION);
    if (!designer && !(await screenInUserMenu(db, request.user, key))) throw forbidden();
    const row = await db.selectFrom('sys_screen').selectAll().where('tenant_id', '=', request.user.tenantId).where('screen_key', '=', key).executeTakeFirst();
    if (!row) throw new ApiError(404, SCREEN_MSG.notFound);
    if (row.published_version === null) throw new ApiError(404, SCREEN_MSG.notPublished);
    const declaration = (await declarationOf(Number(row.id), row.published_version))!;
    return ok({ id: Number(row.id), version: row.published_version, declaration, source: findScreenSource(declaration.source)! });
  });

  app.get('/admin/screen/:id', { schema: { params: screenIdSchema, response: { 200: okReply(screenRecordSchema) } }, preValidation: gate }, async (request) =>
    ok(await toRecord(await findScreen(request, request.params.id))),
  );

  app.get('/admin/screen/:id/versions', { schema: { params: screenIdSchema, response: { 200: okReply(z.array(screenVersionSchema)) } }, preValidation: gate }, async (request) => {
    const screen = await findScreen(request, request.params.id);
    const rows = await db.selectFrom('sys_screen_version').selectAll().where('screen_id', '=', screen.id).orderBy('version', 'desc').execute();
    return ok(
      rows.map((r) => ({
        version: r.version,
        createBy: r.create_by,
        createTime: formatDateTime(r.create_time) ?? '',
        published: r.version === screen.published_version,
        declaration: jsonOf<ScreenDeclaration>(r.declaration),
      })),
    );
  });

  app.post('/admin/screen', { schema: { body: screenDeclarationSchema, response: saved }, preValidation: gate }, async (request) => {
    const decl = request.body;
    checkSource(decl);
    const tenantId = request.user.tenantId;
    const id = await auditedWrite(request, db, async (trx, audit) => {
      const taken = await trx.selectFrom('sys_screen').select('id').where('tenant_id', '=', tenantId).where('screen_key', '=', decl.key).executeTakeFirst();
      if (taken) throw new ApiError(400, SCREEN_MSG.keyTaken, { key: SCREEN_MSG.keyTaken });
      const row = await trx
        .insertInto('sys_screen')
        .values({ tenant_id: tenantId, screen_key: decl.key, latest_version: 1, published_version: null, update_by: request.user.username, update_time: new Date() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('sys_screen_version').values({ screen_id: Number(row.id), version: 1, declaration: JSON.stringify(decl), create_by: request.user.username }).execute();
      audit.target(row.id).diff(null, { version: 1, ...decl });
      return Number(row.id);
    });
    return ok({ id, version: 1 });
  });

  app.put('/admin/screen', { schema: { body: screenUpdateSchema, response: saved }, preValidation: gate }, async (request) => {
    const { id, ...decl } = request.body;
    checkSource(decl);
    const version = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const screen = await trx.selectFrom('sys_screen').selectAll().where('tenant_id', '=', request.user.tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!screen) throw new ApiError(404, SCREEN_MSG.notFound);
      if (screen.screen_key !== decl.key) throw new ApiError(400, SCREEN_MSG.keyFixed, { key: SCREEN_MSG.keyFixed });
      const before = await declarationOf(id, screen.latest_version, trx);
      const next = screen.latest_version + 1;
      await trx.insertInto('sys_screen_version').values({ screen_id: id, version: next, declaration: JSON.stringify(decl), create_by: request.user.username }).execute();
      await trx.updateTable('sys_screen').set({ latest_version: next, update_by: request.user.username, update_time: new Date() }).where('id', '=', id).execute();
      audit.diff({ version: screen.latest_version, ...before }, { version: next, ...decl });
      return next;
    });
    return ok({ id, version });
  });

  /** Publishes a version: the newest (publish) or an earlier one again (rollback). */
  const publish = async (request: FastifyRequest, id: number, version: number | 'latest') => {
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const screen = await trx.selectFrom('sys_screen').selectAll().where('tenant_id', '=', request.user.tenantId).where('id', '=', id).forUpdate().executeTakeFirst();
      if (!screen) throw new ApiError(404, SCREEN_MSG.notFound);
      const wanted = version === 'latest' ? screen.latest_version : version;
      const exists = await trx.selectFrom('sys_screen_version').select('version').where('screen_id', '=', id).where('version', '=', wanted).executeTakeFirst();
      if (!exists) throw new ApiError(404, SCREEN_MSG.versionMissing);
      await trx.updateTable('sys_screen').set({ published_version: wanted, update_by: request.user.username, update_time: new Date() }).where('id', '=', id).execute();
      audit.field('publishedVersion', screen.published_version, wanted);
    });
  };

  app.post('/admin/screen/:id/publish', { schema: { params: screenIdSchema, response: done }, preValidation: gate }, async (request) => {
    await publish(request, request.params.id, 'latest');
    return ok(true);
  });

  app.post('/admin/screen/:id/rollback/:version', { schema: { params: screenVersionParamsSchema, response: done }, preValidation: gate }, async (request) => {
    await publish(request, request.params.id, request.params.version);
    return ok(true);
  });

  app.post('/admin/screen/:id/unpublish', { schema: { params: screenIdSchema, response: done }, preValidation: gate }, async (request) => {
    const screen = await findScreen(request, request.params.id);
    await refuseIfInMenu(request, screen.screen_key);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(screen.id);
      await trx.updateTable('sys_screen').set({ published_version: null, update_by: request.user.username, update_time: new Date() }).where('id', '=', screen.id).execute();
      audit.field('publishedVersion', screen.published_version, null);
    });
    return ok(true);
  });

  app.delete('/admin/screen/:id', { schema: { params: screenIdSchema, response: done }, preValidation: gate }, async (request) => {
    const screen = await findScreen(request, request.params.id);
    await refuseIfInMenu(request, screen.screen_key);
    const before = await toRecord(screen);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(screen.id);
      await trx.deleteFrom('sys_screen').where('id', '=', screen.id).execute();
      audit.diff({ key: before.key, publishedVersion: before.publishedVersion, latestVersion: before.latestVersion }, null);
    });
    return ok(true);
  });
}

