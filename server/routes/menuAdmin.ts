import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staleReply } from '../../schemas/version';
import { expectVersion, tagged } from '../http/versions';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { dictItemSchema, menuNodeSchema, tenantProductsSchema } from '../../schemas/menuAdmin';
import { okReply } from '../../schemas/reply';
import {
  dictTypeSchema,
  MENU_ADMIN_MSG,
  MENU_ROOT_ID,
  menuFormSchema,
  menuIdSchema,
  menuUpdateSchema,
  pageNeedsScreen,
  tenantMenuUpdateSchema,
  tenantProductQuerySchema,
  type MenuForm,
} from '../../schemas/menuAdmin';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { type ComputedDictionaries, isSelfOrDescendant, MAIN_TENANT_ID, TENANT_ADMIN_ROLES, withAncestors } from '../services/menuAdmin';
import { toNode } from '../services/menus';
import { isScreenPublished } from '../services/runtimeScreens';
import { isPageNode, runtimeScreenKeyOf } from '../../schemas/screens';
import { SCREEN_MSG } from '../../schemas/runtimeScreen';
import { auditedWrite } from '../audit/trail';
import {
  deleteMenuNode,
  dictItems,
  findMenuNodeType,
  findTenantMenuNode,
  hasChildMenu,
  heldMenuIds,
  insertMenuNode,
  isTenantMenu,
  lockMenuNode,
  menuLinks,
  menuIdTaken,
  nextMenuId,
  parentMap,
  replaceTenantMenus,
  tenantProducts,
  updateMenuNode,
} from '../repositories/menus';
import { tenantExists } from '../repositories/session';

const PERMISSION = { add: 'sys_menu_add', edit: 'sys_menu_edit', del: 'sys_menu_del' } as const;

const isMainTenantAdmin = (request: FastifyRequest) => request.user.homeTenantId === MAIN_TENANT_ID && request.user.roles.includes('ROLE_ADMIN');

const badRequest = (message: string, field?: string) => new ApiError(400, message, field ? { [field]: message } : undefined);

/**
 * Menu administration (docs/product.md#menus-and-tenants). Menu nodes are platform-wide; a user reads and
 * writes only nodes assigned to their own tenant, and writes need the sys_menu_* permission keys.
 */
export async function menuAdminRoutes(fastify: FastifyInstance, { db, computedDictionaries = {} }: { db: Kysely<Database>; computedDictionaries?: ComputedDictionaries }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const findTenantNode = async (tenantId: number, id: number) => {
    const row = await findTenantMenuNode(db, tenantId, id);
    if (!row) throw notFound();
    return row;
  };

  /** The parent a node may hang under: the root (main tenant only) or a menu node of the caller's tenant. */
  const checkParent = async (request: FastifyRequest, parentId: number) => {
    if (parentId === MENU_ROOT_ID) {
      if (request.user.homeTenantId !== MAIN_TENANT_ID) throw new ApiError(403, MENU_ADMIN_MSG.rootMainTenantOnly);
      return;
    }
    const parent = await findMenuNodeType(db, parentId);
    if (!parent || !(await isTenantMenu(db, request.user.homeTenantId, parentId))) {
      throw badRequest(MENU_ADMIN_MSG.parentMissing, 'parentId');
    }
    if (parent.type === '1') throw badRequest(MENU_ADMIN_MSG.parentIsButton, 'parentId');
  };

  /** A leaf opening a runtime screen (`/s/{key}`) needs that screen published in the tenant. */
  const checkRuntimeScreen = async (request: FastifyRequest, form: MenuForm, hasChildren: boolean) => {
    const key = runtimeScreenKeyOf(form.path);
    if (key && isPageNode(form, hasChildren) && !(await isScreenPublished(db, request.user.homeTenantId, key))) {
      throw badRequest(SCREEN_MSG.menuUnpublished, 'path');
    }
  };

  app.get('/admin/menu/:id', { schema: { params: menuIdSchema, response: { 200: okReply(menuNodeSchema) } } }, async (request, reply) => {
    const { id } = request.params;
    return ok(tagged(reply, toNode(await findTenantNode(request.user.homeTenantId, id))));
  });

  app.post('/admin/menu', { schema: { body: menuFormSchema, response: { 200: okReply(menuNodeSchema) } }, preValidation: permissionGate(PERMISSION.add) }, async (request) => {
    const form = request.body;
    await checkParent(request, form.parentId);
    await checkRuntimeScreen(request, form, false);
    const tenantId = request.user.homeTenantId;
    const row = await auditedWrite(request, db, async (trx, audit) => {
      let id = form.id;
      if (id !== undefined) {
        if (await menuIdTaken(trx, id)) throw badRequest(MENU_ADMIN_MSG.duplicateId, 'id');
      } else {
        id = await nextMenuId(trx);
      }
      // The new node belongs to the creator's tenant and to the creator's roles there, so it shows at once.
      const inserted = await insertMenuNode(trx, id, form, tenantId, request.user.userId);
      // The links it made are recorded with it, so that taking the creation back is exact (server/audit/revertViews.ts).
      audit.target(inserted.id).diff(null, { ...toNode(inserted), ...(await menuLinks(trx, inserted.id)) });
      return inserted;
    });
    return ok(toNode(row));
  });

  app.put(
    '/admin/menu',
    { schema: { body: menuUpdateSchema, response: { 200: okReply(menuNodeSchema), ...staleReply(menuNodeSchema) } }, preValidation: permissionGate(PERMISSION.edit) },
    async (request) => {
      const form = request.body;
      const current = await findTenantNode(request.user.homeTenantId, form.id);
      if (form.parentId !== current.parent_id) {
        if (form.parentId !== MENU_ROOT_ID && isSelfOrDescendant(form.parentId, form.id, await parentMap(db))) {
          throw badRequest(MENU_ADMIN_MSG.parentCycle, 'parentId');
        }
        await checkParent(request, form.parentId);
      }
      const hasChildren = await hasChildMenu(db, form.id);
      if (form.type === '1' && hasChildren) throw badRequest(MENU_ADMIN_MSG.buttonWithChildren, 'type');
      const noScreen = pageNeedsScreen(form, hasChildren);
      if (noScreen) throw badRequest(noScreen, 'path');
      await checkRuntimeScreen(request, form, hasChildren);
      const row = await auditedWrite(request, db, async (trx, audit) => {
        audit.target(form.id);
        const before = await lockMenuNode(trx, form.id);
        if (!before) throw notFound();
        await expectVersion(request, trx, toNode(before));
        const updated = await updateMenuNode(trx, form.id, form);
        audit.diff(toNode(before), toNode(updated));
        return updated;
      });
      return ok(toNode(row));
    },
  );

  app.delete('/admin/menu/:id', { schema: { params: menuIdSchema, response: { 200: okReply(z.boolean()) } }, preValidation: permissionGate(PERMISSION.del) }, async (request) => {
    const { id } = request.params;
    await findTenantNode(request.user.homeTenantId, id);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const current = await lockMenuNode(trx, id);
      if (!current) throw notFound();
      if (await hasChildMenu(trx, id)) throw new ApiError(400, MENU_ADMIN_MSG.hasChildren);
      // The tenants and roles that held it are recorded too: a revert brings the node back with them.
      const links = await menuLinks(trx, id);
      await deleteMenuNode(trx, id);
      audit.diff({ ...toNode(current), ...links }, null);
    });
    return ok(true);
  });

  app.get('/admin/dict/type/:type', { schema: { params: dictTypeSchema, response: { 200: okReply(z.array(dictItemSchema)) } } }, async (request) => {
    const { type } = request.params;
    const computed = Object.hasOwn(computedDictionaries, type) ? computedDictionaries[type] : undefined;
    if (computed) return ok(await computed(request.user.tenantId));
    return ok(await dictItems(db, type));
  });

  app.get('/admin/tenant/product/list', { schema: { querystring: tenantProductQuerySchema, response: { 200: okReply(tenantProductsSchema) } } }, async (request) => {
    const query = request.query;
    const tenantId = query.tenantId ?? request.user.homeTenantId;
    if (tenantId !== request.user.homeTenantId && !isMainTenantAdmin(request) && !request.user.crossTenant) throw forbidden();
    if (!(await tenantExists(db, tenantId))) throw notFound();
    return ok(await tenantProducts(db, tenantId));
  });

  const mainTenantAdminOnly = async (request: FastifyRequest) => {
    if (!isMainTenantAdmin(request)) throw new ApiError(403, MENU_ADMIN_MSG.mainTenantOnly);
  };
  app.put(
    '/admin/tenant/update/menu',
    { schema: { body: tenantMenuUpdateSchema, response: { 200: okReply(tenantProductsSchema) } }, preValidation: mainTenantAdminOnly },
    async (request) => {
      const form = request.body;
      if (form.tenantId === MAIN_TENANT_ID) throw badRequest(MENU_ADMIN_MSG.mainTenantFixed, 'tenantId');
      if (!(await tenantExists(db, form.tenantId))) throw badRequest(MENU_ADMIN_MSG.tenantMissing, 'tenantId');
      const parents = await parentMap(db);
      if (form.menuIds.some((id) => !parents.has(id))) throw badRequest(MENU_ADMIN_MSG.menuMissing, 'menuIds');
      const menuIds = withAncestors(form.menuIds, parents);

      await auditedWrite(request, db, async (trx, audit) => {
        audit.target(form.tenantId);
        audit.field(
          'menuIds',
          await heldMenuIds(trx, form.tenantId),
          [...menuIds].sort((a, b) => a - b),
        );
        await replaceTenantMenus(trx, form.tenantId, menuIds, TENANT_ADMIN_ROLES);
      });
      return ok(await tenantProducts(db, form.tenantId));
    },
  );
}
