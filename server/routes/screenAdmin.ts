import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply, pageOf } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { tagged } from '../http/versions';
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
} from '../../schemas/runtimeScreen';
import { findScreenSource, SCREEN_SOURCES } from '../../schemas/screenSources';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, ok } from '../http/envelope';
import { formatDateTime } from '../domain/time';
import { auditOf } from '../http/auditedCall';
import {
  findScreen as findTenantScreen,
  findScreenByKey,
  publishedScreens,
  screenDeclaration,
  screenInUserMenu,
  screenPage,
  screenRecord,
  screenVersions,
} from '../repositories/screens';
import { createScreen, publishScreen, removeScreen, saveScreenVersion, tenantScreen, unpublishScreen } from '../services/screens';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';

const gate = permissionGate(SCREEN_EDIT_PERMISSION);
const done = { 200: okReply(z.boolean()) };
const saved = { 200: okReply(screenSavedSchema) };
/** A change of a screen: 412 with the screen as it stands when the version it was based on is stale. */
const changed = { ...done, ...staleReply(screenRecordSchema) };

/**
 * Screens an administrator builds at run time (docs/screens.md#screens-built-at-run-time): per tenant, every draft a
 * numbered version, one version published, every change audited. Designing needs sys_screen_edit; reading a
 * published screen needs that key or a menu node that opens it, and its rows come from the source's own call,
 * made by the viewer, so the server's access and tenant rules apply as for any call.
 */
export async function screenAdminRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const findScreen = (request: FastifyRequest, id: number) => tenantScreen(db, request.user.tenantId, id);

  app.get(
    '/admin/screen/sources',
    {
      schema: { response: { 200: okReply(z.array(screenSourceSchema)) } },
      preValidation: gate,
      config: { operation: op('listScreenSources', 'The sources a runtime screen may read, with their typed fields and mutations', 'screens', SCREEN.designer) },
    },
    async () => ok(SCREEN_SOURCES),
  );

  app.get(
    '/admin/screen/page',
    {
      schema: { querystring: screenPageQuerySchema, response: { 200: okReply(pageOf(screenRecordSchema)) } },
      preValidation: gate,
      config: { operation: op('listScreens', "A page of the tenant's runtime screens", 'screens', SCREEN.designer) },
    },
    async (request) => {
      const { current, size, key } = request.query;
      const { records, total } = await screenPage(db, request.user.tenantId, { current, size, key });
      return ok({ records, total, current, size });
    },
  );

  /** The published screens the user may open: all of the tenant's for a designer, else those in their menu. */
  app.get(
    '/admin/screen/published',
    {
      schema: { response: { 200: okReply(publishedScreenListSchema) } },
      config: { operation: op('listPublishedScreens', 'The published runtime screens the user may open', 'screens', 'the menu administration and the command palette') },
    },
    async (request) => {
      const rows = await publishedScreens(db, request.user.tenantId);
      const designer = request.user.permissions.includes(SCREEN_EDIT_PERMISSION);
      const list = [];
      for (const row of rows) {
        if (!designer && !(await screenInUserMenu(db, request.user, row.key))) continue;
        list.push({ key: row.key, titleZh: row.declaration.title.zh, titleEn: row.declaration.title.en });
      }
      return ok(list);
    },
  );

  app.get(
    '/admin/screen/published/:key',
    {
      schema: { params: screenKeyParamsSchema, response: { 200: okReply(publishedScreenSchema) } },
      config: { operation: op('getPublishedScreen', 'The published declaration of a runtime screen, with its source', 'screens', 'a runtime screen (/s/{key})') },
    },
    async (request) => {
      const { key } = request.params;
      const designer = request.user.permissions.includes(SCREEN_EDIT_PERMISSION);
      if (!designer && !(await screenInUserMenu(db, request.user, key))) throw forbidden();
      const row = await findScreenByKey(db, request.user.tenantId, key);
      if (!row) throw new ApiError(404, SCREEN_MSG.notFound);
      if (row.published_version === null) throw new ApiError(404, SCREEN_MSG.notPublished);
      const declaration = (await screenDeclaration(db, Number(row.id), row.published_version))!;
      return ok({ id: Number(row.id), version: row.published_version, declaration, source: findScreenSource(declaration.source)! });
    },
  );

  app.get(
    '/admin/screen/:id',
    {
      schema: { params: screenIdSchema, response: { 200: okReply(screenRecordSchema) } },
      preValidation: gate,
      config: { operation: op('getScreen', 'One runtime screen with its newest declaration', 'screens', SCREEN.designer) },
    },
    async (request, reply) => ok(tagged(reply, await screenRecord(db, await findScreen(request, request.params.id)))),
  );

  app.get(
    '/admin/screen/:id/versions',
    {
      schema: { params: screenIdSchema, response: { 200: okReply(z.array(screenVersionSchema)) } },
      preValidation: gate,
      config: { operation: op('listScreenVersions', "A runtime screen's versions, newest first", 'screens', SCREEN.designer) },
    },
    async (request) => {
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
    },
  );

  app.post(
    '/admin/screen',
    {
      schema: { body: screenDeclarationSchema, response: saved },
      preValidation: gate,
      config: {
        operation: op('createScreen', 'Add a runtime screen (its version 1, a draft)', 'screens', SCREEN.designer),
        audit: { entity: 'screen', action: 'create', idOf: idFrom.none },
      },
    },
    async (request) => {
      const id = await createScreen(db, auditOf(request), request.user.tenantId, request.user.username, request.body);
      return ok({ id, version: 1, recordVersion: 1 });
    },
  );

  app.put(
    '/admin/screen',
    {
      schema: { body: screenUpdateSchema, response: { ...saved, ...staleReply(screenRecordSchema) } },
      preValidation: gate,
      config: { operation: op('updateScreen', 'Save a new draft version of a runtime screen', 'screens', SCREEN.designer), audit: { entity: 'screen', action: 'update' } },
    },
    async (request) => {
      // The version the draft was based on is the record's, never part of the declaration kept.
      const { id, version: _basedOn, ...decl } = request.body;
      const version = await saveScreenVersion(db, auditOf(request), request.user.tenantId, request.user.username, id, decl);
      const recordVersion = (await findTenantScreen(db, request.user.tenantId, id))?.version ?? 1;
      return ok({ id, version, recordVersion });
    },
  );

  /** Publishes a version: the newest (publish) or an earlier one again (rollback). */
  const publish = (request: FastifyRequest, id: number, version: number | 'latest') => publishScreen(db, auditOf(request), request.user.tenantId, request.user.username, id, version);

  app.post(
    '/admin/screen/:id/publish',
    {
      schema: { params: screenIdSchema, response: changed },
      preValidation: gate,
      config: { operation: op('publishScreen', "Publish a runtime screen's newest version", 'screens', SCREEN.designer), audit: { entity: 'screen', action: 'publish' } },
    },
    async (request) => {
      await publish(request, request.params.id, 'latest');
      return ok(true);
    },
  );

  app.post(
    '/admin/screen/:id/rollback/:version',
    {
      schema: { params: screenVersionParamsSchema, response: changed },
      preValidation: gate,
      config: { operation: op('rollbackScreen', 'Publish an earlier version of a runtime screen again', 'screens', SCREEN.designer), audit: { entity: 'screen', action: 'rollback' } },
    },
    async (request) => {
      await publish(request, request.params.id, request.params.version);
      return ok(true);
    },
  );

  app.post(
    '/admin/screen/:id/unpublish',
    {
      schema: { params: screenIdSchema, response: changed },
      preValidation: gate,
      config: { operation: op('unpublishScreen', 'Withdraw a runtime screen no menu node uses', 'screens', SCREEN.designer), audit: { entity: 'screen', action: 'unpublish' } },
    },
    async (request) => {
      await unpublishScreen(db, auditOf(request), request.user.tenantId, request.user.username, request.params.id);
      return ok(true);
    },
  );

  app.delete(
    '/admin/screen/:id',
    {
      schema: { params: screenIdSchema, response: done },
      preValidation: gate,
      config: { operation: op('deleteScreen', 'Delete a runtime screen no menu node uses', 'screens', SCREEN.designer), audit: { entity: 'screen', action: 'delete' } },
    },
    async (request) => {
      await removeScreen(db, auditOf(request), request.user.tenantId, request.params.id);
      return ok(true);
    },
  );
}
