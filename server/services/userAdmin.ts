import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { WithheldField } from '../../schemas/access';
import { AUTH_MASK } from '../../schemas/outMerchant';
import { PASSWORD_MSG, passwordProblem } from '../../schemas/password';
import { USER_MSG, type AdminUser, type userCreateSchema, type userUpdateSchema } from '../../schemas/userAdmin';
import type { Database } from '../db/schema';
import { hashPassword, verifyPassword, type ScryptCost } from '../domain/password';
import { makeTemporaryPassword } from '../domain/temporaryPassword';
import { ApiError, notFound } from '../http/envelope';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { isWithheld, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { expectVersion } from '../audit/versions';
import { clearSignInLock, findAdminUser, insertUser, lockAdminUser, rolesOfTenant, setPassword, setUserRoles, softDeleteUser, unknownDept, updateUser } from '../repositories/userAdmin';
import { passwordHashOf, setUserLockFlag } from '../repositories/users';
import type { RealtimeService } from './realtime';
import type { TokenService } from './tokens';

/**
 * 用户管理's changes (docs/security.md, "Users, roles and data scopes"), each audited in its own transaction: users
 * added, edited, enabled or disabled, deleted, unlocked after failed sign-ins; a temporary password an administrator
 * sets; the user's own change. Disabling, deleting or resetting the password of a user ends their sessions at once:
 * their tokens in the write's transaction, their live connections on every instance after it.
 */
export interface UserAdminDeps {
  db: Kysely<Database>;
  tokens: TokenService;
  realtime: RealtimeService;
  passwordCost: ScryptCost;
}

/** Who administers: the user in the request's tenant, and the fields their roles withhold (never written by them). */
export interface UserAdministrator {
  tenantId: number;
  userId: number;
  withheld: readonly WithheldField[];
}

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

/** The user as this administrator may see it (their withheld fields null and named): what a 412 carries. */
const shownTo = (admin: UserAdministrator) => (user: AdminUser) => withheldRecord(user, WITHHELD_KEYS.user, admin.withheld);

/** The department and roles named must be the tenant's, each refused at its field otherwise. */
async function checkPlacement(db: Kysely<Database>, tenantId: number, deptId: number, roleIds: number[]) {
  if (await unknownDept(db, tenantId, deptId)) throw new ApiError(400, USER_MSG.deptUnknown, { deptId: USER_MSG.deptUnknown });
  if (!(await rolesOfTenant(db, tenantId, roleIds))) throw new ApiError(400, USER_MSG.roleUnknown, { roleIds: USER_MSG.roleUnknown });
}

async function current(trx: Kysely<Database>, tenantId: number, userId: number) {
  const found = await findAdminUser(trx, tenantId, userId);
  if (!found) throw notFound();
  return found;
}

export async function createUser({ db, passwordCost }: UserAdminDeps, call: AuditedCall, admin: UserAdministrator, form: z.output<typeof userCreateSchema>) {
  const { tenantId } = admin;
  await checkPlacement(db, tenantId, form.deptId, form.roleIds);
  const hash = await hashPassword(form.password, passwordCost);
  return auditedWrite(call, db, async (trx, audit) => {
    const userId = await insertUser(
      trx,
      tenantId,
      form.username,
      {
        actualName: form.actualName,
        // A field one may not see is never written (docs/security.md).
        phone: isWithheld(admin.withheld, 'phone') ? null : form.phone,
        idNumber: isWithheld(admin.withheld, 'idNumber') ? null : form.idNumber,
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
}

export async function editUser({ db, tokens, realtime }: UserAdminDeps, call: AuditedCall, admin: UserAdministrator, form: z.output<typeof userUpdateSchema>) {
  const { tenantId } = admin;
  if (form.lockFlag === '9' && form.userId === admin.userId) throw new ApiError(400, USER_MSG.selfDisable);
  await checkPlacement(db, tenantId, form.deptId, form.roleIds);
  const { updated, disabled } = await auditedWrite(call, db, async (trx, audit) => {
    audit.target(form.userId);
    const row = await lockAdminUser(trx, tenantId, form.userId);
    if (!row) throw notFound();
    const before = await current(trx, tenantId, form.userId);
    await expectVersion(call, trx, before, shownTo(admin));
    await updateUser(trx, form.userId, {
      actualName: form.actualName,
      phone: isWithheld(admin.withheld, 'phone') ? undefined : (form.phone ?? null),
      idNumber: isWithheld(admin.withheld, 'idNumber') ? undefined : (form.idNumber ?? null),
      jobNo: form.jobNo ?? null,
      deptId: form.deptId,
      lockFlag: form.lockFlag,
    });
    await setUserRoles(trx, form.userId, form.roleIds);
    const disabling = form.lockFlag === '9' && row.lock_flag !== '9';
    const revoked = disabling ? await tokens.revokeUser(form.userId, trx) : 0;
    const after = await current(trx, tenantId, form.userId);
    audit.diff(auditView(before), auditView(after));
    if (revoked > 0) audit.field('revokedSessions', null, revoked);
    return { updated: after, disabled: disabling };
  });
  if (disabled) realtime.broker.endUser(form.userId);
  return updated;
}

export async function removeUser({ db, tokens, realtime }: UserAdminDeps, call: AuditedCall, admin: UserAdministrator, id: number) {
  if (id === admin.userId) throw new ApiError(400, USER_MSG.selfDelete);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const row = await lockAdminUser(trx, admin.tenantId, id);
    if (!row) throw notFound();
    const before = await current(trx, admin.tenantId, id);
    // A delete sent with the version it read is refused when the user changed since (If-Match).
    await expectVersion(call, trx, before, shownTo(admin));
    await tokens.revokeUser(id, trx);
    await softDeleteUser(trx, id, row.username);
    audit.diff(auditView(before), null);
  });
  realtime.broker.endUser(id);
}

/**
 * Enables ('0') or disables ('9') an account, the path of the earlier console: disabling ends every session of the
 * user. `anyTenant`: the main tenant's administrators do it for any tenant's account. How many tokens died.
 */
export async function setUserLock(
  { db, tokens, realtime }: UserAdminDeps,
  call: AuditedCall,
  admin: UserAdministrator,
  target: { userId: number; lockFlag: '0' | '9'; anyTenant: boolean },
) {
  const { userId, lockFlag } = target;
  if (userId === admin.userId) throw new ApiError(400, USER_MSG.selfDisable);
  const revoked = await auditedWrite(call, db, async (trx, audit) => {
    audit.target(userId);
    const before = await lockAdminUser(trx, target.anyTenant ? null : admin.tenantId, userId);
    if (!before) throw notFound();
    // A status change based on the user as it was read: refused (412) when someone changed the user since.
    await expectVersion(call, trx, await current(trx, Number(before.tenant_id), userId), shownTo(admin));
    await setUserLockFlag(trx, userId, lockFlag);
    const revokedTokens = lockFlag === '9' ? await tokens.revokeUser(userId, trx) : 0;
    audit.diff({ username: before.username, lockFlag: before.lock_flag }, { username: before.username, lockFlag });
    if (revokedTokens > 0) audit.field('revokedSessions', null, revokedTokens);
    return revokedTokens;
  });
  if (lockFlag === '9') realtime.broker.endUser(userId);
  return revoked;
}

/** Lifts the lock after failed sign-ins. */
export function unlockSignIn({ db }: UserAdminDeps, call: AuditedCall, admin: UserAdministrator, id: number) {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const row = await lockAdminUser(trx, admin.tenantId, id);
    if (!row) throw notFound();
    const wasLocked = await clearSignInLock(trx, row.username);
    audit.field('loginLocked', wasLocked, false);
    return current(trx, admin.tenantId, id);
  });
}

/** Sets a temporary password (the one given, or one made up), which must be replaced before anything else: the password. */
export async function resetPassword({ db, tokens, realtime, passwordCost }: UserAdminDeps, call: AuditedCall, admin: UserAdministrator, id: number, given: string | undefined) {
  if (id === admin.userId) throw new ApiError(400, USER_MSG.selfReset);
  const password = given ?? makeTemporaryPassword();
  const hash = await hashPassword(password, passwordCost);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const row = await lockAdminUser(trx, admin.tenantId, id);
    if (!row) throw notFound();
    await setPassword(trx, id, hash, true);
    const revoked = await tokens.revokeUser(id, trx);
    audit.field('password', AUTH_MASK, AUTH_MASK).field('passwordTemporary', null, true);
    if (revoked > 0) audit.field('revokedSessions', null, revoked);
  });
  realtime.broker.endUser(id);
  return password;
}

/**
 * The signed-in user's own password change (both passwords as decrypted from the wire; null for one that was not
 * sent or did not decrypt): the sign-in that changed it stays, every other session of the user ends.
 */
export async function changeOwnPassword(
  { db, tokens, passwordCost }: UserAdminDeps,
  call: AuditedCall,
  me: { userId: number; tokenFamily: string; passwordTemporary: boolean },
  oldPassword: string | null,
  newPassword: string | null,
) {
  if (newPassword === null) throw new ApiError(400, PASSWORD_MSG.newRequired, { newPassword: PASSWORD_MSG.newRequired });
  const problem = passwordProblem(newPassword);
  if (problem) throw new ApiError(400, problem, { newPassword: problem });
  const stored = await passwordHashOf(db, me.userId);
  if (oldPassword === null || !(await verifyPassword(oldPassword, stored, passwordCost))) {
    throw new ApiError(400, PASSWORD_MSG.wrongOld, { password: PASSWORD_MSG.wrongOld });
  }
  if (newPassword === oldPassword) throw new ApiError(400, PASSWORD_MSG.sameAsOld, { newPassword: PASSWORD_MSG.sameAsOld });
  const hash = await hashPassword(newPassword, passwordCost);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(me.userId);
    await setPassword(trx, me.userId, hash, false);
    const revoked = await tokens.revokeOtherSessions(me.userId, me.tokenFamily, trx);
    audit.field('password', AUTH_MASK, AUTH_MASK);
    if (me.passwordTemporary) audit.field('passwordTemporary', true, false);
    if (revoked > 0) audit.field('revokedSessions', null, revoked);
  });
}
