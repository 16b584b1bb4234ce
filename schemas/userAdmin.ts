import { z } from 'zod';
import { userLockFlagEnum } from './access';
import { boundedText, idField, pageFields, searchObject, textChoice } from './input';
import { PASSWORD_MAX, PASSWORD_MSG, passwordProblem } from './password';
import { choiceOf, dateTimeText } from './reply';
import { recordVersion, versionField } from './version';
import { idNumberRule, phoneRule } from './rules';
import { withheldNamesSchema, withheldPageOf } from './withheldReply';

/**
 * Users of 系统管理 › 用户管理 (`/admin/user/index`, docs/security.md "Users, roles and data scopes"): the list,
 * the create and edit dialogs, the temporary password an administrator sets and the user's own change.
 */
export const USER_MSG = {
  id: '用户编号格式错误',
  username: '请输入用户名',
  usernameFormat: '用户名为4-32位字母、数字或下划线',
  usernameTaken: '用户名已存在',
  actualName: '请输入姓名',
  actualNameMax: '姓名不能超过30个字符',
  jobNoMax: '工号不能超过32个字符',
  dept: '请选择所属部门',
  deptUnknown: '所选部门不存在',
  roles: '请选择角色',
  roleUnknown: '所选角色不存在',
  lockFlag: '请选择启用或停用',
  selfDisable: '不能停用当前登录的账号',
  selfDelete: '不能删除当前登录的账号',
  selfReset: '请在个人信息中修改自己的密码',
  phoneSearchWithheld: '无权按手机号查询',
} as const;

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{4,32}$/;

const userId = idField(USER_MSG.id);
const lockFlag = textChoice(userLockFlagEnum.values as ['0', '9'], USER_MSG.lockFlag);

/** A password an administrator types (the temporary one): the server's rules, as the form checks them. */
export const temporaryPasswordSchema = z
  .string({ error: PASSWORD_MSG.required })
  .max(PASSWORD_MAX * 4, PASSWORD_MSG.length)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** Empty means none; anything given is held to the rule. */
const optionalText = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

const userFields = {
  actualName: z.string({ error: USER_MSG.actualName }).max(30, USER_MSG.actualNameMax).trim().min(1, USER_MSG.actualName),
  phone: optionalText(phoneRule()),
  idNumber: optionalText(z.string().trim().pipe(idNumberRule())),
  jobNo: optionalText(boundedText(32, USER_MSG.jobNoMax)),
  deptId: idField(USER_MSG.dept),
  roleIds: z.array(idField(USER_MSG.roles), { error: USER_MSG.roles }).min(1, USER_MSG.roles).max(50, USER_MSG.roles),
};

/** `POST /admin/user`: a new user and the temporary password they replace at their first sign-in. */
export const userCreateSchema = z.object({
  username: z.string({ error: USER_MSG.username }).max(32, USER_MSG.usernameFormat).trim().min(1, USER_MSG.username).regex(USERNAME_PATTERN, USER_MSG.usernameFormat),
  ...userFields,
  password: temporaryPasswordSchema,
});

/** `PUT /admin/user`: the user's name, contacts, department, roles and state; the user name never changes. */
export const userUpdateSchema = z.object({
  userId,
  ...userFields,
  lockFlag: lockFlag.optional(),
  version: versionField.optional(),
});

export const userIdParamsSchema = z.object({ id: userId });

/** `PUT /admin/user/{id}/password`: a temporary password of the administrator's, or one the server makes up. */
export const userPasswordResetSchema = z.object({ password: temporaryPasswordSchema.optional() });

/** `PUT /admin/user/password`: the signed-in user's own change, both passwords encrypted as at sign-in. */
export const ownPasswordChangeSchema = z.object({
  password: z.string({ error: PASSWORD_MSG.oldRequired }).max(512, PASSWORD_MSG.oldRequired).min(1, PASSWORD_MSG.oldRequired),
  newPassword: z.string({ error: PASSWORD_MSG.newRequired }).max(512, PASSWORD_MSG.newRequired).min(1, PASSWORD_MSG.newRequired),
});

/** `GET /admin/user/page`: searchable by user name, name, phone, department (and below) and state. */
export const userPageQuerySchema = searchObject({
  ...pageFields(),
  username: boundedText(64).optional(),
  actualName: boundedText(64).optional(),
  phone: boundedText(11).optional(),
  deptId: userId.optional(),
  lockFlag: lockFlag.optional(),
});

/** A user as the administration reads it (`phone` and `idNumber` null where withheld). */
export const userRecordSchema = z
  .strictObject({
    userId: z.int(),
    username: z.string(),
    actualName: z.string(),
    phone: z.string().nullable(),
    idNumber: z.string().nullable(),
    jobNo: z.string().nullable(),
    deptId: z.int().nullable(),
    deptName: z.string().nullable(),
    roleIds: z.array(z.int()),
    roleNames: z.array(z.string()),
    lockFlag: choiceOf(userLockFlagEnum),
    loginLocked: z.boolean().describe('Locked out after failed sign-ins (an administrator may unlock it)'),
    passwordTemporary: z.boolean().describe('Must set a password of their own before anything else'),
    canSignIn: z.boolean().describe('Has a password (an employee without one never signs in)'),
    createTime: dateTimeText,
    version: recordVersion,
    withheld: withheldNamesSchema,
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.output<typeof userRecordSchema>;

export const userReplySchema = userRecordSchema;
export const userPageReplySchema = withheldPageOf(userRecordSchema);

/** The temporary password set, shown to the administrator once. */
export const temporaryPasswordReplySchema = z.strictObject({
  userId: z.int(),
  password: z.string().describe('The temporary password, shown once: the user replaces it at the next sign-in'),
});
