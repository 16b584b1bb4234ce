import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  dictItemSchema,
  dictTypeSchema,
  MENU_ADMIN_MSG,
  menuFormSchema,
  menuIdSchema,
  menuNodeSchema,
  menuUpdateSchema,
  tenantMenuUpdateSchema,
  tenantProductQuerySchema,
  tenantProductsSchema,
} from '../../schemas/menuAdmin';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import { tagged } from '../http/versions';
import type { Database } from '../db/schema';
import { type ComputedDictionaries, MAIN_TENANT_ID } from '../domain/menuTree';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { auditOf } from '../http/auditedCall';
import { dictItems, tenantProducts, toNode } from '../repositories/menus';
import { tenantExists } from '../repositories/session';
import { createMenu, editMenu, removeMenu, setTenantMenus, tenantMenuNode } from '../services/menuAdmin';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';

const PERMISSION = { add: 'sys_menu_add', edit: 'sys_menu_edit', del: 'sys_menu_del' } as const;

const isMainTenantAdmin = (request: FastifyRequest) => request.user.homeTenantId === MAIN_TENANT_ID && request.user.roles.includes('ROLE_ADMIN');

/**
 * Menu administration (docs/product.md#menus-and-tenants). Menu nodes are platform-wide; a user reads and
 * writes only nodes assigned to their own tenant, and writes need the sys_menu_* permission keys.
 */
export async function menuAdminRoutes(fastify: FastifyInstance, { db, computedDictionaries = {} }: { db: Kysely<Database>; computedDictionaries?: ComputedDictionaries }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/menu/:id',
    { schema: { params: menuIdSchema, response: { 200: okReply(menuNodeSchema) } }, config: { operation: op('getMenu', 'One menu node', 'session') } },
    async (request, reply) => {
      return ok(tagged(reply, toNode(await tenantMenuNode(db, request.user.homeTenantId, request.params.id))));
    },
  );

  app.post(
    '/admin/menu',
    {
      schema: { body: menuFormSchema, response: { 200: okReply(menuNodeSchema) } },
      preValidation: permissionGate(PERMISSION.add),
      config: { operation: op('createMenu', 'Add a menu node', 'session'), audit: { entity: 'menu', action: 'create' } },
    },
    async (request) => {
      return ok(toNode(await createMenu(db, auditOf(request), request.user, request.body)));
    },
  );

  app.put(
    '/admin/menu',
    {
      schema: { body: menuUpdateSchema, response: { 200: okReply(menuNodeSchema), ...staleReply(menuNodeSchema) } },
      preValidation: permissionGate(PERMISSION.edit),
      config: { operation: op('updateMenu', 'Change a menu node', 'session'), audit: { entity: 'menu', action: 'update' } },
    },
    async (request) => {
      return ok(toNode(await editMenu(db, auditOf(request), request.user, request.body)));
    },
  );

  app.delete(
    '/admin/menu/:id',
    {
      schema: { params: menuIdSchema, response: { 200: okReply(z.boolean()) } },
      preValidation: permissionGate(PERMISSION.del),
      config: { operation: op('deleteMenu', 'Delete a menu node', 'session'), audit: { entity: 'menu', action: 'delete' } },
    },
    async (request) => {
      await removeMenu(db, auditOf(request), request.user, request.params.id);
      return ok(true);
    },
  );

  app.get(
    '/admin/dict/type/:type',
    {
      schema: { params: dictTypeSchema, response: { 200: okReply(z.array(dictItemSchema)) } },
      config: { operation: op('listDictItems', 'The items of a dictionary', 'session', SCREEN.childList) },
    },
    async (request) => {
      const { type } = request.params;
      const computed = Object.hasOwn(computedDictionaries, type) ? computedDictionaries[type] : undefined;
      if (computed) return ok(await computed(request.user.tenantId));
      return ok(await dictItems(db, type));
    },
  );

  app.get(
    '/admin/tenant/product/list',
    {
      schema: { querystring: tenantProductQuerySchema, response: { 200: okReply(tenantProductsSchema) } },
      config: { operation: op('getTenantProducts', "A tenant's product lines and menus", 'session') },
    },
    async (request) => {
      const query = request.query;
      const tenantId = query.tenantId ?? request.user.homeTenantId;
      if (tenantId !== request.user.homeTenantId && !isMainTenantAdmin(request) && !request.user.crossTenant) throw forbidden();
      if (!(await tenantExists(db, tenantId))) throw notFound();
      return ok(await tenantProducts(db, tenantId));
    },
  );

  const mainTenantAdminOnly = async (request: FastifyRequest) => {
    if (!isMainTenantAdmin(request)) throw new ApiError(403, MENU_ADMIN_MSG.mainTenantOnly);
  };
  app.put(
    '/admin/tenant/update/menu',
    {
      schema: { body: tenantMenuUpdateSchema, response: { 200: okReply(tenantProductsSchema) } },
      preValidation: mainTenantAdminOnly,
      config: {
        operation: op('updateTenantMenus', "Change a tenant's product lines and menus", 'session'),
        audit: { entity: 'tenantMenu', action: 'update', idOf: idFrom.body('tenantId') },
      },
    },
    async (request) => {
      await setTenantMenus(db, auditOf(request), request.body);
      return ok(await tenantProducts(db, request.body.tenantId));
    },
  );
}
