import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ACCESS_PAGES, ACCESS_PERMISSION } from '../../schemas/access';
import { idField } from '../../schemas/input';
import { decryptLoginPassword } from '../../schemas/loginCrypto';
import { AUTH_MASK } from '../../schemas/outMerchant';
import { PASSWORD_MSG, passwordProblem } from '../../schemas/password';
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
import { auditedWrite } from '../audit/trail';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { permissionGate } from '../http/auth';
import { ApiError, forbidden, notFound, ok } from '../http/envelope';
import { expectVersion, tagged } from '../http/versions';
import {
  clearSignInLock,
  findAdminUser,
  insertUser,
  lockAdminUser,
  rolesOfTenant,
  setPassword,
  setUserRoles,
  softDeleteUser,
  unknownDept,
  updateUser,
  userPage,
} from '../repositories/userAdmin';
import { holdsMenuPath } from '../services/menus';
import { MAIN_TENANT_ID } from '../services/menuAdmin';
import { hashPassword, verifyPassword } from '../services/password';
import type { RealtimeService } from '../services/realtime';
import { makeTemporaryPassword } from '../services/temporaryPassword';
import type { TokenService } from '../services/tokens';
import { setUserLockFlag } from '../services/users';

const lockParams = z.object({ userId: idField(USER_MSG.id) });
const lockBody = z.object({ lockFlag: z.enum(['0', '9'], { error: USER_MSG.lockFlag }), version: versionField.optional() });
const lockReply = okReply(z.strictObject({ userId: z.int(), lockFlag: z.enum(['0', '9']), revokedTokens: z.int().min(0).describe('Sessions of the account ended by disabling it') }));
const oneUser = { 200: okReply(userReplySchema) };
/** A change of a user: 412 with the user as it stands (as the caller may see it) when the version sent is stale. */
const stale = staleReply(userReplySchema);

/** The user as the trail compares it: what an administrator sees and changes (never a password). */
const auditView = (user: AdminUser) => ({
  username: user.username,
  actualName: user.actualName,
  phone: user.phone,
  idNumber: user.idNumber,
  jobNo: user.jobNo,
  deptId: user.deptId,
  deptName: user.deptName,
  roleIds: user.roleIds,
  roleNames: user.roleNames,
  lockFlag: user.lockFlag,
});

/**
 * 系统管理 › 用户管理 (docs/security.md, "Users, roles and data scopes"): the tenant's users for holders of the page,
 * their changes for holders of its buttons' permissions, each audited; a temporary password an administrator
 * sets and the user's own change. Disabling, deleting or resetting the password of a user ends their sessions at
 * once, their live connections too.
 */
export async function userAdminRoutes(fastify: FastifyInstance, deps: { db: Kysely<Database>; tokens: TokenService; config: AppConfig; realtime: RealtimeService }) {
  const { db, tokens, config, realtime } = deps;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** Reading users is for those whose menu holds 用户管理. */
  const readers = async (request: FastifyRequest) => {
    if (!(await holdsMenuPath(db, request.user, [ACCESS_PAGES.user]))) throw forbidden();
  };
  const withheldOf = async (request: FastifyRequest) => (await accessOf(request, db)).withheld;
  const shown = async (request: FastifyRequest, user: AdminUser) => withheldRecord(user, WITHHELD_KEYS.user, await withheldOf(request));

  /** The department and roles named must be the tenant's, each refused at its field otherwise. */
  const checkPlacement = async (tenantId: number, deptId: number, roleIds: number[]) => {
    if (await unknownDept(db, tenantId, deptId)) throw new ApiError(400, USER_MSG.deptUnknown, { deptId: USER_MSG.deptUnknown });
    if (!(await rolesOfTenant(db, tenantId, roleIds))) throw new ApiError(400, USER_MSG.roleUnknown, { roleIds: USER_MSG.roleUnknown });
  };

  /** The user's sessions end, here and on every instance: their tokens in the transaction, their sockets after it. */
  const endSessions = async (trx: Kysely<Database>, userId: number) => tokens.revokeUser(userId, trx);

  const current = async (trx: Kysely<Database>, tenantId: number, userId: number) => {
    const found = await findAdminUser(trx, tenantId, userId);
    if (!found) throw notFound();
    return found;
  };

  app.get('/admin/user/page', { schema: { querystring: userPageQuerySchema, response: { 200: okReply(userPageReplySchema) } }, preValidation: readers }, async (request) => {
    const q = request.query;
    const withheld = await withheldOf(request);
    // Searching by a field one may not see would tell it, one guess at a time.
    if (q.phone && isWithheld(withheld, 'phone')) throw new ApiError(400, USER_MSG.phoneSearchWithheld, { phone: USER_MSG.phoneSearchWithheld });
    return ok(withheldPage(await userPage(db, request.user.tenantId, q), WITHHELD_KEYS.user, withheld));
  });

  app.get('/admin/user/:id', { schema: { params: userIdParamsSchema, response: oneUser }, preValidation: readers }, async (request, reply) => {
    const user = await findAdminUser(db, request.user.tenantId, request.params.id);
    if (!user) throw notFound();
    return ok(tagged(reply, await shown(request, user)));
  });

  app.post('/admin/user', { schema: { body: userCreateSchema, response: oneUser }, preValidation: permissionGate(ACCESS_PERMISSION.userAdd) }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    const withheld = await withheldOf(request);
    await checkPlacement(tenantId, form.deptId, form.roleIds);
    const hash = await hashPassword(form.password, config.passwordCost);
    try {
      const created = await auditedWrite(request, db, async (trx, audit) => {
        const userId = await insertUser(
          trx,
          tenantId,
          form.username,
          {
            actualName: form.actualName,
            // A field one may not see is never written (docs/security.md).
            phone: isWithheld(withheld, 'phone') ? null : form.phone,
            idNumber: isWithheld(withheld, 'idNumber') ? null : form.idNumber,
            jobNo: form.jobNo,
            deptId: form.deptId,
          },
          hash,
        );
        await setUserRoles(trx, userId, form.roleIds);
        const user = await current(trx, tenantId, userId);
        audit.target(userId).diff(null, auditView(user)).field('password', null, AUTH_MASK);
        return user;
      });
      return ok(await shown(request, created));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, USER_MSG.usernameTaken, { username: USER_MSG.usernameTaken });
      throw error;
    }
  });

  app.put('/admin/user', { schema: { body: userUpdateSchema, response: { ...oneUser, ...stale } }, preValidation: permissionGate(ACCESS_PERMISSION.userEdit) }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    const withheld = await withheldOf(request);
    if (form.lockFlag === '9' && form.userId === request.user.userId) throw new ApiError(400, USER_MSG.selfDisable);
    await checkPlacement(tenantId, form.deptId, form.roleIds);
    const { updated, disabled } = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(form.userId);
      const row = await lockAdminUser(trx, tenantId, form.userId);
      if (!row) throw notFound();
      const before = await current(trx, tenantId, form.userId);
      await expectVersion(request, trx, before, (user) => shown(request, user));
      await updateUser(trx, form.userId, {
        actualName: form.actualName,
        phone: isWithheld(withheld, 'phone') ? undefined : (form.phone ?? null),
        idNumber: isWithheld(withheld, 'idNumber') ? undefined : (form.idNumber ?? null),
        jobNo: form.jobNo ?? null,
        deptId: form.deptId,
        lockFlag: form.lockFlag,
      });
      await setUserRoles(trx, form.userId, form.roleIds);
      const disabling = form.lockFlag === '9' && row.lock_flag !== '9';
      const revoked = disabling ? await endSessions(trx, form.userId) : 0;
      const after = await current(trx, tenantId, form.userId);
      audit.diff(auditView(before), auditView(after));
      if (revoked > 0) audit.field('revokedSessions', null, revoked);
      return { updated: after, disabled: disabling };
    });
    if (disabled) realtime.broker.endUser(form.userId);
    return ok(await shown(request, updated));
  });

  app.delete(
    '/admin/user/:id',
    { schema: { params: userIdParamsSchema, response: { 200: okReply(z.boolean()), ...stale } }, preValidation: permissionGate(ACCESS_PERMISSION.userDel) },
    async (request) => {
      const { id } = request.params;
      if (id === request.user.userId) throw new ApiError(400, USER_MSG.selfDelete);
      await auditedWrite(request, db, async (trx, audit) => {
        audit.target(id);
        const row = await lockAdminUser(trx, request.user.tenantId, id);
        if (!row) throw notFound();
        const before = await current(trx, request.user.tenantId, id);
        // A delete sent with the version it read is refused when the user changed since (If-Match).
        await expectVersion(request, trx, before, (user) => shown(request, user));
        await endSessions(trx, id);
        await softDeleteUser(trx, id, row.username);
        audit.diff(auditView(before), null);
      });
      realtime.broker.endUser(id);
      return ok(true);
    },
  );

  // Enable ('0') or disable ('9'), the path of the earlier console: disabling ends every session of the user. The
  // main tenant's administrators do it for any tenant's account, as before; a tenant's user administrators for theirs.
  const mainTenantAdmin = (request: FastifyRequest) => request.user.homeTenantId === MAIN_TENANT_ID && request.user.roles.includes('ROLE_ADMIN');
  const lockers = async (request: FastifyRequest) => {
    if (!mainTenantAdmin(request) && !request.user.permissions.includes(ACCESS_PERMISSION.userEdit)) throw forbidden();
  };
  app.put('/admin/user/lock/:userId', { schema: { params: lockParams, body: lockBody, response: { 200: lockReply, ...stale } }, preValidation: lockers }, async (request) => {
    const me = request.user;
    const { userId } = request.params;
    const { lockFlag } = request.body;
    if (userId === me.userId) throw new ApiError(400, USER_MSG.selfDisable);
    const revoked = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(userId);
      const before = await lockAdminUser(trx, mainTenantAdmin(request) ? null : me.tenantId, userId);
      if (!before) throw notFound();
      // A status change based on the user as it was read: refused (412) when someone changed the user since.
      await expectVersion(request, trx, await current(trx, Number(before.tenant_id), userId), (user) => shown(request, user));
      await setUserLockFlag(trx, userId, lockFlag);
      const revokedTokens = lockFlag === '9' ? await endSessions(trx, userId) : 0;
      audit.diff({ username: before.username, lockFlag: before.lock_flag }, { username: before.username, lockFlag });
      if (revokedTokens > 0) audit.field('revokedSessions', null, revokedTokens);
      return revokedTokens;
    });
    if (lockFlag === '9') realtime.broker.endUser(userId);
    return ok({ userId, lockFlag, revokedTokens: revoked });
  });

  app.put('/admin/user/:id/unlock', { schema: { params: userIdParamsSchema, response: oneUser }, preValidation: permissionGate(ACCESS_PERMISSION.userEdit) }, async (request) => {
    const { id } = request.params;
    const unlocked = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(id);
      const row = await lockAdminUser(trx, request.user.tenantId, id);
      if (!row) throw notFound();
      const wasLocked = await clearSignInLock(trx, row.username);
      audit.field('loginLocked', wasLocked, false);
      return current(trx, request.user.tenantId, id);
    });
    return ok(await shown(request, unlocked));
  });

  app.put(
    '/admin/user/:id/password',
    {
      schema: { params: userIdParamsSchema, body: userPasswordResetSchema, response: { 200: okReply(temporaryPasswordReplySchema) } },
      preValidation: permissionGate(ACCESS_PERMISSION.userPassword),
      config: { personalData: true },
    },
    async (request) => {
      const { id } = request.params;
      if (id === request.user.userId) throw new ApiError(400, USER_MSG.selfReset);
      const password = request.body.password ?? makeTemporaryPassword();
      const hash = await hashPassword(password, config.passwordCost);
      await auditedWrite(request, db, async (trx, audit) => {
        audit.target(id);
        const row = await lockAdminUser(trx, request.user.tenantId, id);
        if (!row) throw notFound();
        await setPassword(trx, id, hash, true);
        const revoked = await endSessions(trx, id);
        audit.field('password', AUTH_MASK, AUTH_MASK).field('passwordTemporary', null, true);
        if (revoked > 0) audit.field('revokedSessions', null, revoked);
      });
      realtime.broker.endUser(id);
      return ok({ userId: id, password });
    },
  );

  app.put('/admin/user/password', { schema: { body: ownPasswordChangeSchema, response: { 200: okReply(z.boolean()) } } }, async (request) => {
    const me = request.user;
    const oldPassword = decryptLoginPassword(request.body.password, config.loginAesKey);
    const newPassword = decryptLoginPassword(request.body.newPassword, config.loginAesKey);
    if (newPassword === null) throw new ApiError(400, PASSWORD_MSG.newRequired, { newPassword: PASSWORD_MSG.newRequired });
    const problem = passwordProblem(newPassword);
    if (problem) throw new ApiError(400, problem, { newPassword: problem });
    const stored = await db.selectFrom('sys_user').select('password_hash').where('user_id', '=', me.userId).executeTakeFirstOrThrow();
    if (oldPassword === null || !(await verifyPassword(oldPassword, stored.password_hash, config.passwordCost))) {
      throw new ApiError(400, PASSWORD_MSG.wrongOld, { password: PASSWORD_MSG.wrongOld });
    }
    if (newPassword === oldPassword) throw new ApiError(400, PASSWORD_MSG.sameAsOld, { newPassword: PASSWORD_MSG.sameAsOld });
    const hash = await hashPassword(newPassword, config.passwordCost);
    await auditedWrite(request, db, async (trx, audit) => {
      audit.target(me.userId);
      await setPassword(trx, me.userId, hash, false);
      // The sign-in that changed it stays; every other session of the user ends.
      const revoked = await tokens.revokeOtherSessions(me.userId, me.tokenFamily, trx);
      audit.field('password', AUTH_MASK, AUTH_MASK);
      if (me.passwordTemporary) audit.field('passwordTemporary', true, false);
      if (revoked > 0) audit.field('revokedSessions', null, revoked);
    });
    return ok(true);
  });
}
