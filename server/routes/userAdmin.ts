import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ACCESS_PAGES, ACCESS_PERMISSION } from '../../schemas/access';
import { idField } from '../../schemas/input';
import { decryptLoginPassword } from '../../schemas/loginCrypto';
import { okReply } from '../../schemas/reply';
import { staleReply, versionField } from '../../schemas/version';
import {
  ownPasswordChangeSchema,
  temporaryPasswordReplySchema,
  USER_MSG,
  userCreateSchema,
  userIdParamsSchema,
  userPageQuerySchema,
  userPageReplySchema,
  userPasswordResetSchema,
  userReplySchema,
  userUpdateSchema,
  type AdminUser,
} from '../../schemas/userAdmin';
import { accessOf } from '../access/dataScope';
import { isWithheld, withheldPage, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { auditOf } from '../http/auditedCall';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { tagged } from '../http/versions';
import { findAdminUser, userPage } from '../repositories/userAdmin';
import { holdsMenuPath } from '../repositories/menus';
import { MAIN_TENANT_ID } from '../domain/menuTree';
import type { RealtimeService } from '../services/realtime';
import type { TokenService } from '../services/tokens';
import { changeOwnPassword, createUser, editUser, removeUser, resetPassword, setUserLock, unlockSignIn, type UserAdminDeps, type UserAdministrator } from '../services/userAdmin';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';
import { USER_PAGE_EXAMPLE } from '../http/replyExamples';

const lockParams = z.object({ userId: idField(USER_MSG.id) });
const lockBody = z.object({ lockFlag: z.enum(['0', '9'], { error: USER_MSG.lockFlag }), version: versionField.optional() });
const lockReply = okReply(z.strictObject({ userId: z.int(), lockFlag: z.enum(['0', '9']), revokedTokens: z.int().min(0).describe('Sessions of the account ended by disabling it') }));
const oneUser = { 200: okReply(userReplySchema) };
/** A change of a user: 412 with the user as it stands (as the caller may see it) when the version sent is stale. */
const stale = staleReply(userReplySchema);

/**
 * 系统管理 › 用户管理 (docs/security.md, "Users, roles and data scopes"): the tenant's users for holders of the page,
 * their changes for holders of its buttons' permissions (server/services/userAdmin.ts); a temporary password an
 * administrator sets and the user's own change.
 */
export async function userAdminRoutes(fastify: FastifyInstance, deps: { db: Kysely<Database>; tokens: TokenService; config: AppConfig; realtime: RealtimeService }) {
  const { db, config } = deps;
  const users: UserAdminDeps = { db, tokens: deps.tokens, realtime: deps.realtime, passwordCost: config.passwordCost };
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Reading users is for those whose menu holds 用户管理. */
  const readers = async (request: FastifyRequest) => {
    if (!(await holdsMenuPath(db, request.user, [ACCESS_PAGES.user]))) throw forbidden();
  };
  const withheldOf = async (request: FastifyRequest) => (await accessOf(request, db)).withheld;
  const shown = async (request: FastifyRequest, user: AdminUser) => withheldRecord(user, WITHHELD_KEYS.user, await withheldOf(request));
  const adminOf = async (request: FastifyRequest): Promise<UserAdministrator> => ({ ...request.user, withheld: await withheldOf(request) });

  app.get(
    '/admin/user/page',
    {
      schema: { querystring: userPageQuerySchema, response: { 200: okReply(userPageReplySchema) } },
      preValidation: readers,
      config: { operation: op('listUsers', "A page of the tenant's users", 'access', SCREEN.users), example: USER_PAGE_EXAMPLE, personalData: true },
    },
    async (request) => {
      const q = request.query;
      const withheld = await withheldOf(request);
      // Searching by a field one may not see would tell it, one guess at a time.
      if (q.phone && isWithheld(withheld, 'phone')) throw new ApiError(400, USER_MSG.phoneSearchWithheld, { phone: USER_MSG.phoneSearchWithheld });
      return ok(withheldPage(await userPage(db, request.user.tenantId, q), WITHHELD_KEYS.user, withheld));
    },
  );

  app.get(
    '/admin/user/:id',
    { schema: { params: userIdParamsSchema, response: oneUser }, preValidation: readers, config: { operation: op('getUser', 'One user', 'access', SCREEN.users) } },
    async (request, reply) => {
      const user = await findAdminUser(db, request.user.tenantId, request.params.id);
      if (!user) throw notFound();
      return ok(tagged(reply, await shown(request, user)));
    },
  );

  app.post(
    '/admin/user',
    {
      schema: { body: userCreateSchema, response: oneUser },
      preValidation: permissionGate(ACCESS_PERMISSION.userAdd),
      config: { operation: op('createUser', 'Add a user with a temporary password', 'access', SCREEN.users), audit: { entity: 'user', action: 'create', idOf: idFrom.none } },
    },
    async (request) => {
      try {
        return ok(await shown(request, await createUser(users, auditOf(request), await adminOf(request), request.body)));
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(400, USER_MSG.usernameTaken, { username: USER_MSG.usernameTaken });
        throw error;
      }
    },
  );

  app.put(
    '/admin/user',
    {
      schema: { body: userUpdateSchema, response: { ...oneUser, ...stale } },
      preValidation: permissionGate(ACCESS_PERMISSION.userEdit),
      config: {
        operation: op('updateUser', "Change a user's name, contacts, department, roles and state", 'access', SCREEN.users),
        audit: { entity: 'user', action: 'update', idOf: idFrom.body('userId') },
      },
    },
    async (request) => ok(await shown(request, await editUser(users, auditOf(request), await adminOf(request), request.body))),
  );

  app.delete(
    '/admin/user/:id',
    {
      schema: { params: userIdParamsSchema, response: { 200: okReply(z.boolean()), ...stale } },
      preValidation: permissionGate(ACCESS_PERMISSION.userDel),
      config: { operation: op('deleteUser', 'Delete a user', 'access', SCREEN.users), audit: { entity: 'user', action: 'delete' } },
    },
    async (request) => {
      await removeUser(users, auditOf(request), await adminOf(request), request.params.id);
      return ok(true);
    },
  );

  // Enable ('0') or disable ('9'), the path of the earlier console: disabling ends every session of the user. The
  // main tenant's administrators do it for any tenant's account, as before; a tenant's user administrators for theirs.
  const mainTenantAdmin = (request: FastifyRequest) => request.user.homeTenantId === MAIN_TENANT_ID && request.user.roles.includes('ROLE_ADMIN');
  const lockers = async (request: FastifyRequest) => {
    if (!mainTenantAdmin(request) && !request.user.permissions.includes(ACCESS_PERMISSION.userEdit)) throw forbidden();
  };
  app.put(
    '/admin/user/lock/:userId',
    {
      schema: { params: lockParams, body: lockBody, response: { 200: lockReply, ...stale } },
      preValidation: lockers,
      config: { operation: op('setUserLock', 'Enable or disable an account', 'access', SCREEN.users), audit: { entity: 'user', action: 'status' } },
    },
    async (request) => {
      const { userId } = request.params;
      const { lockFlag } = request.body;
      const revokedTokens = await setUserLock(users, auditOf(request), await adminOf(request), { userId, lockFlag, anyTenant: mainTenantAdmin(request) });
      return ok({ userId, lockFlag, revokedTokens });
    },
  );

  app.put(
    '/admin/user/:id/unlock',
    {
      schema: { params: userIdParamsSchema, response: oneUser },
      preValidation: permissionGate(ACCESS_PERMISSION.userEdit),
      config: { operation: op('unlockUser', 'Lift the lock after failed sign-ins', 'access', SCREEN.users), audit: { entity: 'user', action: 'unlock' } },
    },
    async (request) => ok(await shown(request, await unlockSignIn(users, auditOf(request), await adminOf(request), request.params.id))),
  );

  app.put(
    '/admin/user/:id/password',
    {
      schema: { params: userIdParamsSchema, body: userPasswordResetSchema, response: { 200: okReply(temporaryPasswordReplySchema) } },
      preValidation: permissionGate(ACCESS_PERMISSION.userPassword),
      config: { operation: op('resetUserPassword', 'Set a temporary password, shown once', 'access', SCREEN.users), audit: { entity: 'user', action: 'password' }, personalData: true },
    },
    async (request) => {
      const { id } = request.params;
      return ok({ userId: id, password: await resetPassword(users, auditOf(request), await adminOf(request), id, request.body.password) });
    },
  );

  app.put(
    '/admin/user/password',
    {
      schema: { body: ownPasswordChangeSchema, response: { 200: okReply(z.boolean()) } },
      config: {
        whileTemporary: true,
        operation: op('changeOwnPassword', "The signed-in user's own password change", 'access', 'the set-password step and the personal info page (/info/index)'),
        audit: { entity: 'user', action: 'password', idOf: idFrom.none },
      },
    },
    async (request) => {
      const oldPassword = decryptLoginPassword(request.body.password, config.loginAesKey);
      const newPassword = decryptLoginPassword(request.body.newPassword, config.loginAesKey);
      await changeOwnPassword(users, auditOf(request), request.user, oldPassword, newPassword);
      return ok(true);
    },
  );
}
