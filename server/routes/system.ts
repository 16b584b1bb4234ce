import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { userInfoReplySchema, type UserInfoReply } from '../../schemas/auth';
import { okReply } from '../../schemas/reply';
import { boundedText } from '../../schemas/input';
import { menuNodeIdField, menuNodeSchema, tenantRecordSchema } from '../../schemas/menuAdmin';
import { tenantList } from '../repositories/session';
import type { Database } from '../db/schema';
import { ok } from '../http/envelope';
import { withheldOf } from '../access/dataScope';
import { buildTree, tenantMenuRows, userMenuRows } from '../repositories/menus';
import { SCREEN, op } from '../http/operations';

const ROOT = -1;
const menuId = menuNodeIdField('菜单编号格式错误');

const menuQuerySchema = z.object({
  type: z.enum(['top'], { error: '菜单类型错误' }).optional(),
  parentId: menuId.optional(),
  sysType: boundedText(32).optional(),
});

const menuTreeQuerySchema = z.object({ parentId: menuId.optional() });
const menuForest = okReply(z.array(menuNodeSchema));

/** User info, menus and tenants: the calls the shell makes after sign-in. */
export async function systemRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/admin/user/info',
    {
      schema: { response: { 200: okReply(userInfoReplySchema) } },
      config: { operation: op('getCurrentUser', 'The signed-in user, roles and permissions', 'session', SCREEN.shell), personalData: true, whileTemporary: true },
    },
    async (request) => {
      const u = request.user;
      const reply: UserInfoReply = {
        sysUser: {
          userId: u.userId,
          username: u.username,
          actualName: u.actualName,
          phone: u.phone,
          avatar: u.avatar,
          tenantId: u.homeTenantId,
          deptId: u.deptId,
        },
        roles: u.roles,
        permissions: u.permissions,
        passwordTemporary: u.passwordTemporary,
        withheld: withheldOf(u.roleScopes),
      };
      return ok(reply);
    },
  );

  app.get(
    '/admin/menu',
    { schema: { querystring: menuQuerySchema, response: { 200: menuForest } }, config: { operation: op('listUserMenus', "The signed-in user's menu", 'session', SCREEN.shell) } },
    async (request) => {
      const query = request.query;
      const rows = (await userMenuRows(db, request.user.userId, request.user.homeTenantId)).filter((r) => r.type === '0');
      if (query.type === 'top') {
        return ok(buildTree(rows, ROOT).map((node) => ({ ...node, children: [] })));
      }
      return ok(buildTree(rows, query.parentId ?? ROOT));
    },
  );

  app.get(
    '/admin/menu/tree',
    { schema: { querystring: menuTreeQuerySchema, response: { 200: menuForest } }, config: { operation: op('getMenuTree', "The tenant's whole menu tree", 'session') } },
    async (request) => {
      const query = request.query;
      return ok(buildTree(await tenantMenuRows(db, request.user.homeTenantId), query.parentId ?? ROOT));
    },
  );

  app.get(
    '/admin/tenant/list',
    { schema: { response: { 200: okReply(z.array(tenantRecordSchema)) } }, config: { operation: op('listTenants', 'The tenants the user may act on', 'session', SCREEN.shell) } },
    async (request) => {
      // The main tenant's administrators assign menus to every tenant, so they see them all (docs/product.md#roles-and-permissions).
      const mainTenantAdmin = request.user.homeTenantId === 1 && request.user.roles.includes('ROLE_ADMIN');
      return ok(await tenantList(db, !request.user.crossTenant && !mainTenantAdmin ? request.user.homeTenantId : undefined));
    },
  );
}
