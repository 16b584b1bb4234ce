import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
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
} from '../../schemas/runtimeScreen';
import { findScreenSource, SCREEN_SOURCES } from '../../schemas/screenSources';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, ok } from '../http/envelope';
import { versionedDeclarationRoutes } from '../http/versionedDeclarationRoutes';
import { findScreenByKey, publishedScreens, screenInUserMenu, screenPage, screenQueries, screenRecord } from '../repositories/screens';
import { createScreen, publishScreen, removeScreen, saveScreenVersion, tenantScreen, unpublishScreen } from '../services/screens';
import { SCREEN, op } from '../http/operations';

const gate = permissionGate(SCREEN_EDIT_PERMISSION);

/**
 * Screens an administrator builds at run time (docs/screens.md#screens-built-at-run-time): per tenant, every draft a
 * numbered version, one version published, every change audited. Designing needs sys_screen_edit; reading a
 * published screen needs that key or a menu node that opens it, and its rows come from the source's own call,
 * made by the viewer, so the server's access and tenant rules apply as for any call.
 */
export async function screenAdminRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
      const declaration = (await screenQueries.declaration(db, Number(row.id), row.published_version))!;
      return ok({ id: Number(row.id), version: row.published_version, declaration, source: findScreenSource(declaration.source)! });
    },
  );

  // The designer's routes of one screen and its versions, as dashboards have theirs (server/http/versionedDeclarationRoutes.ts).
  versionedDeclarationRoutes(fastify, db, {
    base: '/admin/screen',
    operations: {
      get: op('getScreen', 'One runtime screen with its newest declaration', 'screens', SCREEN.designer),
      versions: op('listScreenVersions', "A runtime screen's versions, newest first", 'screens', SCREEN.designer),
      create: op('createScreen', 'Add a runtime screen (its version 1, a draft)', 'screens', SCREEN.designer),
      update: op('updateScreen', 'Save a new draft version of a runtime screen', 'screens', SCREEN.designer),
      publish: op('publishScreen', "Publish a runtime screen's newest version", 'screens', SCREEN.designer),
      rollback: op('rollbackScreen', 'Publish an earlier version of a runtime screen again', 'screens', SCREEN.designer),
      unpublish: op('unpublishScreen', 'Withdraw a runtime screen no menu node uses', 'screens', SCREEN.designer),
      delete: op('deleteScreen', 'Delete a runtime screen no menu node uses', 'screens', SCREEN.designer),
    },
    entity: 'screen',
    gate,
    schemas: {
      id: screenIdSchema,
      versionParams: screenVersionParamsSchema,
      declaration: screenDeclarationSchema,
      update: screenUpdateSchema,
      record: screenRecordSchema,
      version: screenVersionSchema,
      saved: screenSavedSchema,
    },
    find: tenantScreen,
    record: screenRecord,
    versions: screenQueries.versions,
    create: createScreen,
    save: saveScreenVersion,
    publish: publishScreen,
    unpublish: unpublishScreen,
    remove: removeScreen,
  });
}
