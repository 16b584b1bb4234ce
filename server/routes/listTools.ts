import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { listPrefsReplySchema, listViewSchema, listViewsReplySchema } from '../../schemas/listTools';

const done = { 200: okReply(z.boolean()) };
const oneView = { 200: okReply(listViewSchema) };
import type { Kysely } from 'kysely';
import {
  LIST_TOOL_MSG,
  VIEW_SHARE_PERMISSION,
  defaultViewSchema,
  listKeyParamSchema,
  listSettingsSchema,
  viewCreateSchema,
  viewIdSchema,
  viewUpdateSchema,
  type ListPrefsReply,
  type ListSettings,
  type ListViewsReply,
} from '../../schemas/listTools';
import type { Database } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { findListPref, findVisibleView, jsonOf, listViewsOf, listViewToWire } from '../repositories/listTools';
import { auditOf } from '../http/auditedCall';
import { createListView, editListView, removeListView, resetListSettings, saveListSettings, setDefaultView } from '../services/listTools';
import { isUniqueViolation } from '../db/uniqueViolation';
import { op } from '../http/operations';
import { idFrom } from '../audit/idOf';

const PREF = '/admin/listPref';
const VIEW = '/admin/listView';

const nameTaken = () => new ApiError(400, LIST_TOOL_MSG.viewNameTaken, { name: LIST_TOOL_MSG.viewNameTaken });
const shareDenied = () => new ApiError(403, LIST_TOOL_MSG.shareDenied);

/**
 * The operator tools' calls (docs/screens.md#operator-tools-on-every-list): a user's column settings and default view per list, and the
 * saved views of a list, private or shared with the tenant. Everything is scoped to the request's tenant and user:
 * another user's private view, or another tenant's, is not found; only a view's owner changes or deletes it.
 */
export async function listToolRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const scope = (request: FastifyRequest) => ({ tenantId: request.user.tenantId, userId: request.user.userId });

  /** A view the caller may change: visible, and theirs (a shared view of someone else: 403). */
  const ownView = async (request: FastifyRequest, id: number) => {
    const { tenantId, userId } = scope(request);
    const row = await findVisibleView(db, tenantId, userId, id);
    if (!row) throw notFound();
    if (Number(row.owner_id) !== userId) throw new ApiError(403, LIST_TOOL_MSG.notOwner);
    return row;
  };

  const mayShare = (request: FastifyRequest) => request.user.permissions.includes(VIEW_SHARE_PERMISSION);

  app.get(
    `${PREF}/:listKey`,
    {
      schema: { params: listKeyParamSchema, response: { 200: okReply(listPrefsReplySchema) } },
      config: { operation: op('getListPrefs', "The user's layout and default view of a list", 'listTools') },
    },
    async (request) => {
      const { listKey } = request.params;
      const { tenantId, userId } = scope(request);
      const pref = await findListPref(db, tenantId, userId, listKey);
      // A default view that has since been unshared by its owner is no longer the user's to open.
      const view = pref?.default_view_id ? await findVisibleView(db, tenantId, userId, Number(pref.default_view_id)) : undefined;
      const reply: ListPrefsReply = {
        settings: pref?.settings ? jsonOf<ListSettings>(pref.settings) : null,
        defaultView: view && view.list_key === listKey ? listViewToWire(view, userId) : null,
      };
      return ok(reply);
    },
  );

  app.put(
    `${PREF}/:listKey`,
    {
      schema: { params: listKeyParamSchema, body: listSettingsSchema, response: { 200: okReply(listSettingsSchema) } },
      config: { operation: op('saveListSettings', "Save the user's layout of a list", 'listTools'), audit: { entity: 'listSettings', action: 'update', idOf: idFrom.param('listKey') } },
    },
    async (request) => {
      const { listKey } = request.params;
      const settings = request.body;
      await saveListSettings(db, auditOf(request), scope(request), listKey, settings);
      return ok(settings);
    },
  );

  /** Reset: back to the declaration's columns (the default view stays). */
  app.delete(
    `${PREF}/:listKey`,
    {
      schema: { params: listKeyParamSchema, response: done },
      config: {
        operation: op('resetListSettings', "Go back to a list's declared layout", 'listTools'),
        audit: { entity: 'listSettings', action: 'reset', idOf: idFrom.param('listKey') },
      },
    },
    async (request) => {
      await resetListSettings(db, auditOf(request), scope(request), request.params.listKey);
      return ok(true);
    },
  );

  app.get(
    VIEW,
    {
      schema: { querystring: listKeyParamSchema, response: { 200: okReply(listViewsReplySchema) } },
      config: { operation: op('listListViews', 'The saved views of a list', 'listTools') },
    },
    async (request) => {
      const { listKey } = request.query;
      const { tenantId, userId } = scope(request);
      const rows = await listViewsOf(db, tenantId, userId, listKey);
      const pref = await findListPref(db, tenantId, userId, listKey);
      const views = rows.map((row) => listViewToWire(row, userId));
      // Own views first, then those others share.
      views.sort((a, b) => Number(b.mine) - Number(a.mine));
      const defaultViewId = pref?.default_view_id && views.some((v) => v.id === Number(pref.default_view_id)) ? Number(pref.default_view_id) : null;
      const reply: ListViewsReply = { views, defaultViewId };
      return ok(reply);
    },
  );

  app.post(
    VIEW,
    {
      schema: { body: viewCreateSchema, response: oneView },
      config: { operation: op('createListView', 'Save a view of a list', 'listTools'), audit: { entity: 'listView', action: 'create', idOf: idFrom.none } },
    },
    async (request) => {
      const input = request.body;
      if (input.shared && !mayShare(request)) throw shareDenied();
      const { tenantId, userId } = scope(request);
      try {
        const id = await createListView(db, auditOf(request), scope(request), input);
        return ok(listViewToWire((await findVisibleView(db, tenantId, userId, id))!, userId));
      } catch (error) {
        // The unique index decides, so two saves of one name at once cannot both succeed.
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },
  );

  // Registered before `/:id`; Fastify's router prefers the static segment anyway.
  app.put(
    `${VIEW}/default`,
    {
      schema: { body: defaultViewSchema, response: { 200: okReply(defaultViewSchema) } },
      config: {
        operation: op('setDefaultListView', "Choose the user's default view of a list", 'listTools'),
        audit: { entity: 'listSettings', action: 'update', idOf: idFrom.body('listKey') },
      },
    },
    async (request) => {
      const { listKey, viewId } = request.body;
      const { tenantId, userId } = scope(request);
      if (viewId !== null) {
        const view = await findVisibleView(db, tenantId, userId, viewId);
        if (!view || view.list_key !== listKey) throw notFound();
      }
      await setDefaultView(db, auditOf(request), scope(request), listKey, viewId);
      return ok({ listKey, viewId });
    },
  );

  app.put(
    `${VIEW}/:id`,
    {
      schema: { params: viewIdSchema, body: viewUpdateSchema, response: { ...oneView, ...staleReply(listViewSchema) } },
      config: { operation: op('updateListView', 'Rename, share or replace a saved view', 'listTools'), audit: { entity: 'listView', action: 'update' } },
    },
    async (request) => {
      const { id } = request.params;
      const input = request.body;
      const row = await ownView(request, id);
      if (input.shared === true && !row.shared && !mayShare(request)) throw shareDenied();
      const { tenantId, userId } = scope(request);
      try {
        await editListView(db, auditOf(request), scope(request), { id, name: row.name, shared: row.shared, owner_name: row.owner_name }, input);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return ok(listViewToWire((await findVisibleView(db, tenantId, userId, id))!, userId));
    },
  );

  app.delete(
    `${VIEW}/:id`,
    {
      schema: { params: viewIdSchema, response: done },
      config: { operation: op('deleteListView', 'Delete a saved view', 'listTools'), audit: { entity: 'listView', action: 'delete' } },
    },
    async (request) => {
      const { id } = request.params;
      const row = await ownView(request, id);
      await removeListView(db, auditOf(request), scope(request), { id, list_key: row.list_key, name: row.name, shared: row.shared });
      return ok(true);
    },
  );
}
