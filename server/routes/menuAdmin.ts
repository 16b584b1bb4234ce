import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  type DictItem,
  type MenuForm,
  type TenantProducts,
} from '../../schemas/menuAdmin';
import type { Database } from '../db/schema';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import {
  isSelfOrDescendant,
  isTenantMenu,
  MAIN_TENANT_ID,
  nextMenuId,
  parentMap,
  TENANT_ADMIN_ROLES,
  withAncestors,
} from '../services/menuAdmin';
import { toNode } from '../services/menus';
import { isScreenPublished } from '../services/runtimeScreens';
import { isPageNode, runtimeScreenKeyOf } from '../../schemas/screens';
import { SCREEN_MSG } from '../../schemas/runtimeScreen';
import { auditedWrite } from '../audit/trail';

const PERMISSION = { add: 'sys_menu_add', edit: 'sys_menu_edit', del: 'sys_menu_del' } as const;

const isMainTenantAdmin = (request: FastifyRequest) =>
  request.user.homeTenantId === MAIN_TENANT_ID && request.user.roles.includes('ROLE_ADMIN');

/** The columns an administrator writes, as the form gave them (empty optional fields stored as null). */
const writable = (form: MenuForm) => ({
  name: form.name,
  en_name: form.enName || null,
  path: form.path,
  icon: form.icon || null,
  sort_order: form.sortOrder,
  keep_alive: form.keepAlive,
  type: form.type,
  permission: form.permission || null,
  roles: form.roles && form.roles.length > 0 ? form.roles.join(',') : null,
});

const badRequest = (message: string, field?: string) => new ApiError(400, message, field ? { [field]: message } : undefined);

/**
 * Menu administration (SPEC.md section 7, "Menus and tenants"). Menu nodes are platform-wide; a user reads and
 * writes only nodes assigned to their own tenant, and writes need the sys_menu_* permission keys.
 */
/** Dictionaries that other modules compute from their own tables, by dictionary type. */
export type ComputedDictionaries = Record<string, (tenantId: number) => Promise<DictItem[]>>;

export async function menuAdminRoutes(
  fastify: FastifyInstance,
  { db, computedDictionaries = {} }: { db: Kysely<Database>; computedDictionaries?: ComputedDictionaries },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const findTenantNode = async (tenantId: number, id: number) => {
    const row = await db
      .selectFrom('sys_menu as m')
      .innerJoin('sys_tenant_menu as tm', (join) => join.onRef('tm.menu_id', '=', 'm.id').on('tm.tenant_id', '=', tenantId))
      .selectAll('m')
      .where('m.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  /** The parent a node may hang under: the root (main tenant only) or a menu node of the caller's tenant. */
  const checkParent = async (request: FastifyRequest, parentId: number) => {
    if (parentId === MENU_ROOT_ID) {
      if (request.user.homeTenantId !== MAIN_TENANT_ID) throw new ApiError(403, MENU_ADMIN_MSG.rootMainTenantOnly);
      return;
    }
    const parent = await db.selectFrom('sys_menu').select(['id', 'type']).where('id', '=', parentId).executeTakeFirst();
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

  app.get('/admin/menu/:id', { schema: { params: menuIdSchema, response: { 200: okReply(menuNodeSchema) } } }, async (request) => {
    const { id } = request.params;
    return ok(toNode(await findTenantNode(request.user.homeTenantId, id)));
  });

  app.post('/admin/menu', { schema: { body: menuFormSchema, response: { 200: okReply(menuNodeSchema) } }, preValidation: permissionGate(PERMISSION.add) }, async (request) => {
    const form = request.body;
    await checkParent(request, form.parentId);
    await checkRuntimeScreen(request, form, false);
    const tenantId = request.user.homeTenantId;
    const row = await auditedWrite(request, db, async (trx, audit) => {
      let id = form.id;
      if (id !== undefined) {
        const taken = await trx.selectFrom('sys_menu').select('id').where('id', '=', id).executeTakeFirst();
        if (taken) throw badRequest(MENU_ADMIN_MSG.duplicateId, 'id');
      } else {
        id = await nextMenuId(trx);
      }
      const inserted = await trx
        .insertInto('sys_menu')
        .values({
          id,
          parent_id: form.parentId,
          ...writable(form),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The new node belongs to the creator's tenant and to the creator's roles there, so it shows at once.
      await trx.insertInto('sys_tenant_menu').values({ tenant_id: tenantId, menu_id: inserted.id }).execute();
      const roles = await trx
        .selectFrom('sys_user_role as ur')
        .innerJoin('sys_role as r', 'r.role_id', 'ur.role_id')
        .select('r.role_id')
        .where('ur.user_id', '=', request.user.userId)
        .where('r.tenant_id', '=', tenantId)
        .execute();
      if (roles.length > 0) {
        await trx
          .insertInto('sys_role_menu')
          .values(roles.map((r) => ({ role_id: r.role_id, menu_id: inserted.id })))
          .execute();
      }
      audit.target(inserted.id).diff(null, toNode(inserted));
      return inserted;
    });
    return ok(toNode(row));
  });

  app.put('/admin/menu', { schema: { body: menuUpdateSchema, response: { 200: okReply(menuNodeSchema) } }, preValidation: permissionGate(PERMISSION.edit) }, async (request) => {
    const form = request.body;
    const current = await findTenantNode(request.user.homeTenantId, form.id);
    if (form.parentId !== current.parent_id) {
      if (form.parentId !== MENU_ROOT_ID && isSelfOrDescendant(form.parentId, form.id, await parentMap(db))) {
        throw badRequest(MENU_ADMIN_MSG.parentCycle, 'parentId');
      }
      await checkParent(request, form.parentId);
    }
    const child = await db.selectFrom('sys_menu').select('id').where('parent_id', '=', form.id).limit(1).executeTakeFirst();
    if (form.type === '1' && child) throw badRequest(MENU_ADMIN_MSG.buttonWithChildren, 'type');
    const noScreen = pageNeedsScreen(form, child !== undefined);
    if (noScreen) throw badRequest(noScreen, 'path');
    await checkRuntimeScreen(request, form, child !== undefined);
    const row = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(form.id);
      const before = await trx.selectFrom('sys_menu').selectAll().where('id', '=', form.id).forUpdate().executeTakeFirst();
      if (!before) throw notFound();
      const updated = await trx
        .updateTable('sys_menu')
        .set({ parent_id: form.parentId, ...writable(form) })
        .where('id', '=', form.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      audit.diff(toNode(before), toNode(updated));
      return updated;
    });
    return ok(toNode(row));
  });

  app.delete('/admin/menu/:id', { schema: { params: menuIdSchema, response: { 200: okReply(z.boolean()) } }, preValidation: permissionGate(PERMISSION.del) }, async (request) => {
    const { id } = request.params;
    await findTenantNode(request.user.homeTenantId, id);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const current = await trx.selectFrom('sys_menu').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!current) throw notFound();
      const child = await trx.selectFrom('sys_menu').select('id').where('parent_id', '=', id).limit(1).executeTakeFirst();
      if (child) throw new ApiError(400, MENU_ADMIN_MSG.hasChildren);
      await trx.deleteFrom('sys_role_menu').where('menu_id', '=', id).execute();
      await trx.deleteFrom('sys_tenant_menu').where('menu_id', '=', id).execute();
      await trx.deleteFrom('sys_menu').where('id', '=', id).execute();
      audit.diff(toNode(current), null);
    });
    return ok(true);
  });

  app.get('/admin/dict/type/:type', { schema: { params: dictTypeSchema, response: { 200: okReply(z.array(dictItemSchema)) } } }, async (request) => {
    const { type } = request.params;
    const computed = Object.hasOwn(computedDictionaries, type) ? computedDictionaries[type] : undefined;
    if (computed) return ok(await computed(request.user.tenantId));
    const rows = await db
      .selectFrom('sys_dict_item')
      .selectAll()
      .where('dict_type', '=', type)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const items: DictItem[] = rows.map((r) => ({
      id: r.id,
      dictType: r.dict_type,
      value: r.value,
      label: r.label,
      enLabel: r.en_label,
      sortOrder: r.sort_order,
      description: r.description,
    }));
    return ok(items);
  });

  const tenantProducts = async (tenantId: number): Promise<TenantProducts> => {
    const rows = await db
      .selectFrom('sys_tenant_menu as tm')
      .innerJoin('sys_menu as m', 'm.id', 'tm.menu_id')
      .select(['m.id', 'm.parent_id'])
      .where('tm.tenant_id', '=', tenantId)
      .orderBy('m.id')
      .execute();
    return {
      tenantId,
      productLines: rows.filter((r) => r.parent_id === MENU_ROOT_ID).map((r) => String(r.id)),
      menuIds: rows.map((r) => r.id),
    };
  };

  app.get('/admin/tenant/product/list', { schema: { querystring: tenantProductQuerySchema, response: { 200: okReply(tenantProductsSchema) } } }, async (request) => {
    const query = request.query;
    const tenantId = query.tenantId ?? request.user.homeTenantId;
    if (tenantId !== request.user.homeTenantId && !isMainTenantAdmin(request) && !request.user.crossTenant) throw forbidden();
    const tenant = await db.selectFrom('sys_tenant').select('id').where('id', '=', tenantId).executeTakeFirst();
    if (!tenant) throw notFound();
    return ok(await tenantProducts(tenantId));
  });

  const mainTenantAdminOnly = async (request: FastifyRequest) => {
    if (!isMainTenantAdmin(request)) throw new ApiError(403, MENU_ADMIN_MSG.mainTenantOnly);
  };
  app.put('/admin/tenant/update/menu', { schema: { body: tenantMenuUpdateSchema, response: { 200: okReply(tenantProductsSchema) } }, preValidation: mainTenantAdminOnly }, async (request) => {
    const form = request.body;
    if (form.tenantId === MAIN_TENANT_ID) throw badRequest(MENU_ADMIN_MSG.mainTenantFixed, 'tenantId');
    const tenant = await db.selectFrom('sys_tenant').select('id').where('id', '=', form.tenantId).executeTakeFirst();
    if (!tenant) throw badRequest(MENU_ADMIN_MSG.tenantMissing, 'tenantId');
    const parents = await parentMap(db);
    if (form.menuIds.some((id) => !parents.has(id))) throw badRequest(MENU_ADMIN_MSG.menuMissing, 'menuIds');
    const menuIds = withAncestors(form.menuIds, parents);

    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(form.tenantId);
      const held = await trx.selectFrom('sys_tenant_menu').select('menu_id').where('tenant_id', '=', form.tenantId).orderBy('menu_id').execute();
      audit.field('menuIds', held.map((r) => r.menu_id), [...menuIds].sort((a, b) => a - b));
      await trx.deleteFrom('sys_tenant_menu').where('tenant_id', '=', form.tenantId).execute();
      await trx
        .insertInto('sys_tenant_menu')
        .values(menuIds.map((menu_id) => ({ tenant_id: form.tenantId, menu_id })))
        .execute();
      const roles = await trx.selectFrom('sys_role').select(['role_id', 'role_code']).where('tenant_id', '=', form.tenantId).execute();
      if (roles.length === 0) return;
      // Roles of the tenant keep only what the tenant holds; its administrators hold all of it.
      await trx
        .deleteFrom('sys_role_menu')
        .where(
          'role_id',
          'in',
          roles.map((r) => r.role_id),
        )
        .where('menu_id', 'not in', menuIds)
        .execute();
      const admins = roles.filter((r) => TENANT_ADMIN_ROLES.includes(r.role_code));
      if (admins.length > 0) {
        await trx
          .insertInto('sys_role_menu')
          .values(admins.flatMap((r) => menuIds.map((menu_id) => ({ role_id: r.role_id, menu_id }))))
          .onConflict((oc) => oc.columns(['role_id', 'menu_id']).doNothing())
          .execute();
      }
    });
    return ok(await tenantProducts(form.tenantId));
  });
}
