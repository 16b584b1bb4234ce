import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_EXPORT_BILL_TYPE } from '../../schemas/audit';
import { DEPT_CARD_EXPORT_BILL_TYPE, DEPT_CARD_EXPORT_URL } from '../../schemas/deptCard';
import { auditAfter, fingerprint, lastAuditId, settle } from './support/audit';
import { demoRoundTrip } from './support/loginModes';
import { encryptLoginPassword } from '../../schemas/loginCrypto';
import { serverWithUsers, type TestReply } from './support/server';
import { uploadImport } from './support/tasks';
import { workbookOf } from './support/xlsx';

/**
 * The audit trail (docs/security.md#audit-trail) proved over the route table: every write route of the signed-in scope,
 * called once with an invalid request and once with a valid one, leaves exactly one audit record each (entity, id,
 * result), the refused call changes nothing, every other route leaves none and changes nothing, and no secret the
 * calls carried is in the trail in clear.
 */
const t = serverWithUsers(['admin']);

const T = '/accountcenter/actAccountType';
const M = '/cashierMgr/cashieroutmerchant';
const S = '/accountcenter/subject';
const A = '/accountcenter/actAccount';
const SECRETS = { first: 'S3CRET-AUDIT-FIRST', second: 'S3CRET-AUDIT-SECOND', refused: 'S3CRET-AUDIT-REFUSED' };
/** Passwords the walk sets: a user's temporary one, an administrator's reset, the administrator's own change. */
const WALK_PASSWORD = 'Walk2026temp';
const WALK_RESET = 'Walk2026reset';
const WALK_OWN = 'Walk2026own';
const auth = (secretKey: string) => JSON.stringify({ entId: 'E-AUDIT', accessKey: 'AK-AUDIT', secretKey });

interface Call {
  method: string;
  path: string;
  json?: unknown;
  tenantId?: number;
  headers?: Record<string, string>;
  /** An import upload instead of a JSON call. */
  upload?: { bytes: Buffer; query: Record<string, string> };
}

interface WriteCase {
  /** `METHOD path` under the API base, as the route table names it (a route declaring its audit fact). */
  route: string;
  entity: string;
  invalid: () => Call | Promise<Call>;
  invalidId: string | null | (() => string | null);
  /** Runs between the refused and the accepted call (e.g. disable before delete). */
  prepare?: () => Promise<void>;
  valid: () => Call | Promise<Call>;
  validId: (reply: TestReply) => string | null | Promise<string | null>;
  /** The call starts background work (an import or export task): wait for it before the next fingerprint. */
  background?: boolean;
  /** The entity an accepted call is recorded against, where it differs from a refused one's (a revert: the reverted record's). */
  acceptedEntity?: string;
  /** The accepted call legitimately changes no field (everything was read already). */
  unchanged?: boolean;
}

const ctx: Record<string, any> = {};
/** A supply-chain home's dashboard (docs/screens.md "Dashboards"). */
const DASHBOARD = {
  home: 'scm',
  title: { zh: '走查看板', en: 'Walk dashboard' },
  widgets: [{ kind: 'bar', title: { zh: '每日消费', en: 'Spending per day' }, aggregate: 'consumptionPerDay', measure: 'amount', range: '7d' }],
};
/** A runtime screen over the system log (docs/screens.md#screens-built-at-run-time). */
const SCREEN = { key: 'walk-screen', title: { zh: '走查页面', en: 'Walk screen' }, source: 'systemLog', columns: [{ field: 'type', title: { zh: '类型', en: 'Type' } }], pageSize: 20 };
const db = () => t.server.app.database.db;
const call = (c: Call): Promise<TestReply> =>
  c.upload
    ? uploadImport(t.server, t.token.admin, c.upload.bytes, 'audit.xlsx', c.upload.query).then((r) => ({ ...r, headers: new Headers(), text: '' }))
    : t.server.request(c.method, c.path, { token: t.token.admin, tenantId: c.tenantId ?? 1, json: c.json, headers: c.headers });
/** The version an account's read answers, as If-Match: a change of an account carries it (docs/api.md). */
const accountAt = async (id: string) => ({ 'if-match': `"${(await call({ method: 'GET', path: `${A}/son/view/${id}/1` })).body.data.version}"` });
const limitsVersionOf = async (accountNo: string) =>
  (await call({ method: 'GET', path: `/accountcenter/actAccountLimit/getActAccountLimit?accountNo=${accountNo}` })).body.data.version as number;
const dataId = (reply: TestReply) => String(reply.body.data.id);
const none = () => null;
const typeWorkbook = () =>
  workbookOf([
    ['*账户类型名称', '*账户类别', '*账户种类', '备注'],
    ['审计导入类型', '个人账户', '金额', ''],
  ]);

function exportCase(path: string, billType: string, refused: Record<string, unknown>): WriteCase {
  return {
    route: `POST ${path}`,
    entity: 'exportTask',
    invalid: () => ({ method: 'POST', path, json: { billType, ...refused } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path, json: { billType } }),
    validId: (reply) => (reply.body.data.taskId === null ? null : String(reply.body.data.taskId)),
    background: true,
  };
}

const CASES: WriteCase[] = [
  {
    route: `POST ${T}`,
    entity: 'accountType',
    invalid: () => ({ method: 'POST', path: T, json: { accountTypeName: '' } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: T, json: { accountTypeName: '审计走查类型', accountType: 0, accountKind: 1 } }),
    validId: (reply) => (ctx.typeId = dataId(reply)),
  },
  {
    route: `POST ${T}/updateActAccountType`,
    entity: 'accountType',
    invalid: () => ({ method: 'POST', path: `${T}/updateActAccountType`, json: { id: ctx.typeId, accountTypeName: '' } }),
    invalidId: () => ctx.typeId,
    valid: () => ({ method: 'POST', path: `${T}/updateActAccountType`, json: { id: ctx.typeId, accountTypeName: '审计走查类型改', accountType: 0, accountKind: 1 } }),
    validId: () => ctx.typeId,
  },
  ...(['disable', 'enable'] as const).map((action): WriteCase => ({
    route: `POST ${T}/${action}`,
    entity: 'accountType',
    invalid: () => ({ method: 'POST', path: `${T}/${action}`, json: { id: 'abc' } }),
    invalidId: 'abc',
    valid: () => ({ method: 'POST', path: `${T}/${action}`, json: { id: ctx.typeId } }),
    validId: () => ctx.typeId,
  })),
  {
    route: 'POST /admin/audit/:auditId/revert',
    entity: 'auditLog',
    acceptedEntity: 'accountType',
    invalid: () => ({ method: 'POST', path: '/admin/audit/abc/revert' }),
    invalidId: 'abc',
    valid: async () => {
      const enabled = await db()
        .selectFrom('sys_audit_log')
        .select('id')
        .where('entity', '=', 'accountType')
        .where('action', '=', 'enable')
        .where('result', '=', 'ok')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return { method: 'POST', path: `/admin/audit/${enabled.id}/revert` };
    },
    validId: () => ctx.typeId,
  },
  {
    route: 'PUT /admin/user/lock/:userId',
    entity: 'user',
    invalid: () => ({ method: 'PUT', path: `/admin/user/lock/${ctx.employeeId}`, json: { lockFlag: '5' } }),
    invalidId: () => String(ctx.employeeId),
    valid: () => ({ method: 'PUT', path: `/admin/user/lock/${ctx.employeeId}`, json: { lockFlag: '9' } }),
    validId: () => String(ctx.employeeId),
  },
  {
    route: 'POST /admin/v1/social/callback',
    entity: 'socialBind',
    invalid: () => ({ method: 'POST', path: '/admin/v1/social/callback', json: { state: 'DEMO-unknown', code: 'refused-social-code' } }),
    invalidId: null,
    valid: async () => {
      const { state, code } = await demoRoundTrip(t.server, /未绑定/);
      ctx.socialCode = code;
      return { method: 'POST', path: '/admin/v1/social/callback', json: { state, code } };
    },
    validId: async () => {
      const bound = await db().selectFrom('sys_social_bind').select(['provider', 'open_id']).where('user_id', '=', t.user.admin.userId).orderBy('id', 'desc').executeTakeFirstOrThrow();
      return `${bound.provider}:${bound.open_id}`;
    },
  },
  {
    route: `POST ${M}`,
    entity: 'outMerchant',
    invalid: () => ({ method: 'POST', path: M, json: { outSupplier: 'NOPE', merchantCode: 'X', merchantName: 'X', outAuthInfo: auth(SECRETS.refused) } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: M, json: { outSupplier: 'MEITUAN', merchantCode: 'AUDIT-WALK', merchantName: '审计走查企业', outAuthInfo: auth(SECRETS.first) } }),
    validId: (reply) => (ctx.merchantId = dataId(reply)),
  },
  {
    route: `PUT ${M}`,
    entity: 'outMerchant',
    invalid: () => ({ method: 'PUT', path: M, json: { id: ctx.merchantId, outSupplier: 'MEITUAN', merchantCode: 'AUDIT-WALK', merchantName: '', outAuthInfo: auth(SECRETS.refused) } }),
    invalidId: () => ctx.merchantId,
    valid: () => ({
      method: 'PUT',
      path: M,
      json: { id: ctx.merchantId, outSupplier: 'MEITUAN', merchantCode: 'AUDIT-WALK', merchantName: '审计走查企业改', outAuthInfo: auth(SECRETS.second) },
    }),
    validId: () => ctx.merchantId,
  },
  {
    route: `POST ${M}/updateStatus`,
    entity: 'outMerchant',
    invalid: () => ({ method: 'POST', path: `${M}/updateStatus`, json: { id: ctx.merchantId, enabledFlag: '7' } }),
    invalidId: () => ctx.merchantId,
    valid: () => ({ method: 'POST', path: `${M}/updateStatus`, json: { id: ctx.merchantId, enabledFlag: '1' } }),
    validId: () => ctx.merchantId,
  },
  {
    // Refused as a conflict: an enabled merchant cannot be deleted.
    route: `DELETE ${M}/:id`,
    entity: 'outMerchant',
    invalid: () => ({ method: 'DELETE', path: `${M}/${ctx.merchantId}` }),
    invalidId: () => ctx.merchantId,
    prepare: async () => {
      await call({ method: 'POST', path: `${M}/updateStatus`, json: { id: ctx.merchantId, enabledFlag: '0' } });
    },
    valid: () => ({ method: 'DELETE', path: `${M}/${ctx.merchantId}` }),
    validId: () => ctx.merchantId,
  },
  ...['/platsync/sysStandardCity/syncSlyCityInfo', '/platsync/syscity/syncSlyCityInfo'].map((path): WriteCase => ({
    route: `POST ${path}`,
    entity: 'standardCity',
    invalid: () => ({ method: 'POST', path, json: { countryCode: [] } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path, json: { countryCode: ['CN'] } }),
    validId: () => 'CN',
  })),
  {
    route: 'POST /platsync/sysStandardCity/edit',
    entity: 'standardCity',
    invalid: () => ({ method: 'POST', path: '/platsync/sysStandardCity/edit', json: { id: ctx.standardId } }),
    invalidId: () => String(ctx.standardId),
    prepare: async () => {
      // Another candidate than the one the sync just chose, so the mapping really changes.
      const pair = await sql<{ candidate: number }>`
        select c.id as candidate from sys_standard_city s
        join sys_city c on c.tenant_id = s.tenant_id and c.country_code = s.country_code
        where s.id = ${ctx.standardId} and c.id is distinct from s.bip_id order by c.id limit 1`.execute(db());
      ctx.candidateId = pair.rows[0]!.candidate;
    },
    valid: () => ({ method: 'POST', path: '/platsync/sysStandardCity/edit', json: { id: ctx.standardId, bipId: ctx.candidateId } }),
    validId: () => String(ctx.standardId),
  },
  {
    route: 'DELETE /platsync/sysStandardCity/del/:id',
    entity: 'standardCity',
    invalid: () => ({ method: 'DELETE', path: '/platsync/sysStandardCity/del/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/platsync/sysStandardCity/del/${ctx.standardId}` }),
    validId: () => String(ctx.standardId),
  },
  {
    route: 'POST /platsync/syscity/save',
    entity: 'travelCity',
    invalid: () => ({ method: 'POST', path: '/platsync/syscity/save', json: { name: '' } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/platsync/syscity/save', json: { name: '审计城', slyCode: 'AUDIT01', countryCode: 'CN', level: 1 } }),
    validId: (reply) => (ctx.cityId = dataId(reply)),
  },
  {
    route: 'POST /platsync/syscity/edit',
    entity: 'travelCity',
    invalid: () => ({ method: 'POST', path: '/platsync/syscity/edit', json: { id: ctx.cityId, name: '' } }),
    invalidId: () => ctx.cityId,
    valid: () => ({ method: 'POST', path: '/platsync/syscity/edit', json: { id: ctx.cityId, name: '审计城改', slyCode: 'AUDIT01', countryCode: 'CN', level: 1 } }),
    validId: () => ctx.cityId,
  },
  {
    route: 'DELETE /platsync/syscity/del/:id',
    entity: 'travelCity',
    invalid: () => ({ method: 'DELETE', path: '/platsync/syscity/del/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/platsync/syscity/del/${ctx.cityId}` }),
    validId: () => ctx.cityId,
  },
  {
    route: 'POST /admin/menu',
    entity: 'menu',
    invalid: () => ({ method: 'POST', path: '/admin/menu', json: { parentId: 1400, name: '' } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/admin/menu', json: { parentId: 1400, name: '审计走查按钮', type: '1', permission: 'audit_walk_btn' } }),
    validId: (reply) => (ctx.menuId = dataId(reply)),
  },
  {
    route: 'PUT /admin/menu',
    entity: 'menu',
    invalid: () => ({ method: 'PUT', path: '/admin/menu', json: { id: ctx.menuId, parentId: 1400, name: '' } }),
    invalidId: () => ctx.menuId,
    valid: () => ({ method: 'PUT', path: '/admin/menu', json: { id: ctx.menuId, parentId: 1400, name: '审计走查按钮改', type: '1', permission: 'audit_walk_btn' } }),
    validId: () => ctx.menuId,
  },
  {
    route: 'DELETE /admin/menu/:id',
    entity: 'menu',
    invalid: () => ({ method: 'DELETE', path: '/admin/menu/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/admin/menu/${ctx.menuId}` }),
    validId: () => ctx.menuId,
  },
  {
    route: 'PUT /admin/tenant/update/menu',
    entity: 'tenantMenu',
    invalid: () => ({ method: 'PUT', path: '/admin/tenant/update/menu', json: { tenantId: 2, menuIds: [] } }),
    invalidId: '2',
    valid: () => ({ method: 'PUT', path: '/admin/tenant/update/menu', json: { tenantId: 2, menuIds: ctx.tenantMenuIds } }),
    validId: () => '2',
  },
  {
    route: 'POST /admin/log/logs',
    entity: 'errorLog',
    invalid: () => ({ method: 'POST', path: '/admin/log/logs', json: 'x' }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/admin/log/logs', json: [{ type: 'error', message: '审计走查错误' }] }),
    validId: none,
  },
  {
    route: 'DELETE /admin/log/:id',
    entity: 'errorLog',
    invalid: () => ({ method: 'DELETE', path: '/admin/log/abc' }),
    invalidId: 'abc',
    prepare: async () => {
      const row = await db().selectFrom('sys_log').select('id').where('message', '=', '审计走查错误').executeTakeFirstOrThrow();
      ctx.logId = String(row.id);
    },
    valid: () => ({ method: 'DELETE', path: `/admin/log/${ctx.logId}` }),
    validId: () => ctx.logId,
  },
  {
    route: 'GET /admin/message/:id',
    entity: 'message',
    invalid: () => ({ method: 'GET', path: '/admin/message/abc' }),
    invalidId: 'abc',
    prepare: async () => {
      ctx.messageId = String((await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '审计走查消息一')).messageId);
    },
    valid: () => ({ method: 'GET', path: `/admin/message/${ctx.messageId}` }),
    validId: () => ctx.messageId,
  },
  {
    route: 'PUT /admin/message/read/:id',
    entity: 'message',
    invalid: () => ({ method: 'PUT', path: '/admin/message/read/abc' }),
    invalidId: 'abc',
    prepare: async () => {
      ctx.messageId = String((await t.server.app.realtime.notifyUser(1, t.user.admin.userId, '审计走查消息二')).messageId);
    },
    valid: () => ({ method: 'PUT', path: `/admin/message/read/${ctx.messageId}` }),
    validId: () => ctx.messageId,
  },
  {
    // No input to get wrong: refused for naming a tenant the user does not belong to.
    route: 'PUT /admin/message/read-all',
    entity: 'message',
    invalid: () => ({ method: 'PUT', path: '/admin/message/read-all', tenantId: 2 }),
    invalidId: null,
    valid: () => ({ method: 'PUT', path: '/admin/message/read-all' }),
    validId: none,
    unchanged: true,
  },
  {
    route: 'POST /consumer/send/broadcast',
    entity: 'broadcast',
    invalid: () => ({ method: 'POST', path: '/consumer/send/broadcast', json: {} }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/consumer/send/broadcast', json: { message: '审计走查广播' } }),
    validId: none,
  },
  {
    route: `POST ${S}/save`,
    entity: 'subject',
    invalid: () => ({ method: 'POST', path: `${S}/save`, json: { subjectType: 5, accountName: 'x' } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: `${S}/save`, json: { subjectType: 9, subjectName: '审计供应商', accountName: '审计结算' } }),
    validId: (reply) => (ctx.subjectId = dataId(reply)),
  },
  {
    route: `POST ${S}/update`,
    entity: 'subject',
    invalid: () => ({ method: 'POST', path: `${S}/update`, json: { id: ctx.subjectId, subjectName: '' } }),
    invalidId: () => ctx.subjectId,
    valid: () => ({ method: 'POST', path: `${S}/update`, json: { id: ctx.subjectId, subjectName: '审计供应商改' } }),
    validId: () => ctx.subjectId,
  },
  {
    route: `POST ${S}/operate`,
    entity: 'subject',
    invalid: () => ({ method: 'POST', path: `${S}/operate`, json: { id: ctx.subjectId, status: 9 } }),
    invalidId: () => ctx.subjectId,
    valid: () => ({ method: 'POST', path: `${S}/operate`, json: { id: ctx.subjectId, status: 1 } }),
    validId: () => ctx.subjectId,
  },
  ...(['freeze', 'thaw'] as const).map((action): WriteCase => ({
    route: `GET ${S}/${action}/:id/:tenantId`,
    entity: 'subject',
    invalid: () => ({ method: 'GET', path: `${S}/${action}/abc/1` }),
    invalidId: 'abc',
    valid: () => ({ method: 'GET', path: `${S}/${action}/${ctx.subjectId}/1` }),
    validId: () => ctx.subjectId,
  })),
  {
    route: `POST ${A}/save`,
    entity: 'account',
    invalid: () => ({ method: 'POST', path: `${A}/save`, json: { ...ctx.accountBase, accountName: '' } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: `${A}/save`, json: ctx.accountBase }),
    validId: (reply) => (ctx.accountId = dataId(reply)),
  },
  {
    route: `POST ${A}/update`,
    entity: 'account',
    invalid: () => ({ method: 'POST', path: `${A}/update`, json: { id: ctx.accountId, accountName: '', configIds: ctx.accountBase.configIds, status: 2 } }),
    invalidId: () => ctx.accountId,
    valid: async () => ({
      method: 'POST',
      path: `${A}/update`,
      json: { id: ctx.accountId, accountName: '审计账户改', configIds: ctx.accountBase.configIds, status: 2, tenantId: 1 },
      headers: await accountAt(ctx.accountId),
    }),
    validId: () => ctx.accountId,
  },
  {
    route: `POST ${A}/operate`,
    entity: 'account',
    invalid: () => ({ method: 'POST', path: `${A}/operate`, json: { accountId: ctx.accountId, status: 3 } }),
    invalidId: () => ctx.accountId,
    valid: async () => ({ method: 'POST', path: `${A}/operate`, json: { accountId: ctx.accountId, status: 1, tenantId: 1 }, headers: await accountAt(ctx.accountId) }),
    validId: () => ctx.accountId,
  },
  ...(['freeze', 'thaw'] as const).map((action): WriteCase => ({
    route: `GET ${A}/${action}/:id/:tenantId`,
    entity: 'account',
    invalid: () => ({ method: 'GET', path: `${A}/${action}/abc/1` }),
    invalidId: 'abc',
    valid: async () => ({ method: 'GET', path: `${A}/${action}/${ctx.accountId}/1`, headers: await accountAt(ctx.accountId) }),
    validId: () => ctx.accountId,
  })),
  {
    route: `POST ${A}/exchangeAccounts/recharge`,
    entity: 'account',
    invalid: () => ({ method: 'POST', path: `${A}/exchangeAccounts/recharge`, json: [{ toAccountNo: ctx.lunchNo, changeNum: '-1', tenantId: 1 }] }),
    invalidId: () => ctx.lunchNo,
    valid: () => ({ method: 'POST', path: `${A}/exchangeAccounts/recharge`, json: [{ toAccountNo: ctx.lunchNo, changeNum: '1.25', tenantId: 1 }] }),
    validId: () => ctx.lunchNo,
  },
  {
    route: 'POST /accountcenter/actAccountLimit/saveActAccountLimit',
    entity: 'accountLimit',
    invalid: () => ({ method: 'POST', path: '/accountcenter/actAccountLimit/saveActAccountLimit', json: { accountNo: ctx.lunchNo, actionLimits: 'x' } }),
    invalidId: () => ctx.lunchNo,
    valid: async () => ({
      method: 'POST',
      path: '/accountcenter/actAccountLimit/saveActAccountLimit',
      json: {
        accountNo: ctx.lunchNo,
        version: await limitsVersionOf(ctx.lunchNo),
        actionLimits: [
          { actionLimit: '1_1', limitType: 1 },
          { actionLimit: '2_1', limitType: 2 },
          { actionLimit: 'balance_limit', limitType: 3, limitNum: '6000' },
          { actionLimit: 'credit_limit', limitType: 4, limitNum: '100' },
        ],
      },
    }),
    validId: () => ctx.lunchNo,
  },
  {
    route: 'POST /platsync/importdata/async/auto-import',
    entity: 'importTask',
    invalid: async () => ({ method: 'POST', path: '', upload: { bytes: await typeWorkbook(), query: { templateCode: 'NO_SUCH_TEMPLATE' } } }),
    invalidId: null,
    valid: async () => ({ method: 'POST', path: '', upload: { bytes: await typeWorkbook(), query: { templateCode: 'ACT_ACCOUNT_TYPE' } } }),
    validId: dataId,
    background: true,
  },
  exportCase(`${T}/export`, 'EXPORT_ACCOUNT_TYPE', { enableFlag: '9' }),
  exportCase('/accountcenter/actaccountflow/detail/export', 'EXPORT_ACCOUNT_FLOW_DETAIL', { flowType: 'abc' }),
  exportCase('/platsync/sysStandardCity/export', 'EXPORT_STANDARD_CITY', { mappingFlag: 'too long' }),
  exportCase(`${S}/export`, 'EXPORT_ACCOUNT_SUBJECT', { subjectType: 'abc' }),
  exportCase('/admin/audit/export', AUDIT_EXPORT_BILL_TYPE, { beginTime: 'yesterday' }),
  exportCase(DEPT_CARD_EXPORT_URL, DEPT_CARD_EXPORT_BILL_TYPE, { accountNo: 'x'.repeat(33) }),
  {
    route: 'POST /admin/v1/export-task/cancel/:id',
    entity: 'exportTask',
    invalid: () => ({ method: 'POST', path: '/admin/v1/export-task/cancel/abc' }),
    invalidId: 'abc',
    prepare: async () => {
      // A task still running, as the cancel button sees it.
      const row = await db()
        .insertInto('sys_export_task')
        .values({ tenant_id: 1, task_name: '审计走查导出', bill_type: 'EXPORT_ACCOUNT_TYPE', state: 'doing', creator_id: t.user.admin.userId, creator_name: '系统管理员' })
        .returning('id')
        .executeTakeFirstOrThrow();
      ctx.exportTaskId = String(row.id);
    },
    valid: () => ({ method: 'POST', path: `/admin/v1/export-task/cancel/${ctx.exportTaskId}` }),
    validId: () => ctx.exportTaskId,
  },
  // The operator tools (docs/screens.md#operator-tools-on-every-list): a user's column settings and saved views.
  {
    route: 'PUT /admin/listPref/:listKey',
    entity: 'listSettings',
    invalid: () => ({ method: 'PUT', path: '/admin/listPref/accountType', json: { columns: 'x' } }),
    invalidId: 'accountType',
    valid: () => ({ method: 'PUT', path: '/admin/listPref/accountType', json: { columns: [{ key: 'accountTypeName', width: 240 }], density: 'small' } }),
    validId: () => 'accountType',
  },
  {
    route: 'DELETE /admin/listPref/:listKey',
    entity: 'listSettings',
    invalid: () => ({ method: 'DELETE', path: '/admin/listPref/9bad' }),
    invalidId: '9bad',
    valid: () => ({ method: 'DELETE', path: '/admin/listPref/accountType' }),
    validId: () => 'accountType',
    unchanged: true,
  },
  {
    route: 'POST /admin/listView',
    entity: 'listView',
    invalid: () => ({ method: 'POST', path: '/admin/listView', json: { listKey: 'accountType', name: '', state: { search: {} } } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/admin/listView', json: { listKey: 'accountType', name: '审计走查视图', state: { search: { accountTypeName: '餐' } } } }),
    validId: (reply) => {
      ctx.viewId = String(reply.body.data.id);
      return ctx.viewId;
    },
  },
  {
    route: 'PUT /admin/listView/default',
    entity: 'listSettings',
    invalid: () => ({ method: 'PUT', path: '/admin/listView/default', json: { listKey: 'accountType', viewId: 'x' } }),
    invalidId: 'accountType',
    valid: () => ({ method: 'PUT', path: '/admin/listView/default', json: { listKey: 'accountType', viewId: Number(ctx.viewId) } }),
    validId: () => 'accountType',
  },
  {
    route: 'PUT /admin/listView/:id',
    entity: 'listView',
    invalid: () => ({ method: 'PUT', path: `/admin/listView/${ctx.viewId}`, json: {} }),
    invalidId: () => ctx.viewId,
    valid: () => ({ method: 'PUT', path: `/admin/listView/${ctx.viewId}`, json: { name: '审计走查视图改' } }),
    validId: () => ctx.viewId,
  },
  {
    route: 'DELETE /admin/listView/:id',
    entity: 'listView',
    invalid: () => ({ method: 'DELETE', path: '/admin/listView/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/admin/listView/${ctx.viewId}` }),
    validId: () => ctx.viewId,
  },
  {
    route: 'POST /admin/screen',
    entity: 'screen',
    invalid: () => ({ method: 'POST', path: '/admin/screen', json: { ...SCREEN, source: 'nowhere' } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/admin/screen', json: SCREEN }),
    validId: (reply) => (ctx.screenId = dataId(reply)),
  },
  {
    route: 'PUT /admin/screen',
    entity: 'screen',
    invalid: () => ({ method: 'PUT', path: '/admin/screen', json: { ...SCREEN, id: Number(ctx.screenId), pageSize: 7 } }),
    invalidId: () => ctx.screenId,
    valid: () => ({ method: 'PUT', path: '/admin/screen', json: { ...SCREEN, id: Number(ctx.screenId), pageSize: 50 } }),
    validId: () => ctx.screenId,
  },
  {
    route: 'POST /admin/screen/:id/publish',
    entity: 'screen',
    invalid: () => ({ method: 'POST', path: '/admin/screen/abc/publish' }),
    invalidId: 'abc',
    valid: () => ({ method: 'POST', path: `/admin/screen/${ctx.screenId}/publish` }),
    validId: () => ctx.screenId,
  },
  {
    route: 'POST /admin/screen/:id/rollback/:version',
    entity: 'screen',
    invalid: () => ({ method: 'POST', path: `/admin/screen/${ctx.screenId}/rollback/9` }),
    invalidId: () => ctx.screenId,
    valid: () => ({ method: 'POST', path: `/admin/screen/${ctx.screenId}/rollback/1` }),
    validId: () => ctx.screenId,
  },
  {
    route: 'POST /admin/screen/:id/unpublish',
    entity: 'screen',
    invalid: () => ({ method: 'POST', path: '/admin/screen/0/unpublish' }),
    invalidId: '0',
    valid: () => ({ method: 'POST', path: `/admin/screen/${ctx.screenId}/unpublish` }),
    validId: () => ctx.screenId,
  },
  {
    route: 'DELETE /admin/screen/:id',
    entity: 'screen',
    invalid: () => ({ method: 'DELETE', path: '/admin/screen/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/admin/screen/${ctx.screenId}` }),
    validId: () => ctx.screenId,
  },
  {
    route: 'POST /admin/dashboard',
    entity: 'dashboard',
    invalid: () => ({ method: 'POST', path: '/admin/dashboard', json: { ...DASHBOARD, home: 'nowhere' } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/admin/dashboard', json: DASHBOARD }),
    validId: (reply) => (ctx.dashboardId = dataId(reply)),
  },
  {
    route: 'PUT /admin/dashboard',
    entity: 'dashboard',
    invalid: () => ({ method: 'PUT', path: '/admin/dashboard', json: { ...DASHBOARD, id: Number(ctx.dashboardId), home: 'wel' } }),
    invalidId: () => ctx.dashboardId,
    valid: () => ({ method: 'PUT', path: '/admin/dashboard', json: { ...DASHBOARD, id: Number(ctx.dashboardId), title: { zh: '走查看板二', en: 'Walk dashboard 2' } } }),
    validId: () => ctx.dashboardId,
  },
  {
    route: 'POST /admin/dashboard/:id/publish',
    entity: 'dashboard',
    invalid: () => ({ method: 'POST', path: '/admin/dashboard/abc/publish' }),
    invalidId: 'abc',
    valid: () => ({ method: 'POST', path: `/admin/dashboard/${ctx.dashboardId}/publish` }),
    validId: () => ctx.dashboardId,
  },
  {
    route: 'POST /admin/dashboard/:id/rollback/:version',
    entity: 'dashboard',
    invalid: () => ({ method: 'POST', path: `/admin/dashboard/${ctx.dashboardId}/rollback/9` }),
    invalidId: () => ctx.dashboardId,
    valid: () => ({ method: 'POST', path: `/admin/dashboard/${ctx.dashboardId}/rollback/1` }),
    validId: () => ctx.dashboardId,
  },
  {
    route: 'POST /admin/dashboard/:id/unpublish',
    entity: 'dashboard',
    invalid: () => ({ method: 'POST', path: '/admin/dashboard/0/unpublish' }),
    invalidId: '0',
    valid: () => ({ method: 'POST', path: `/admin/dashboard/${ctx.dashboardId}/unpublish` }),
    validId: () => ctx.dashboardId,
  },
  {
    route: 'DELETE /admin/dashboard/:id',
    entity: 'dashboard',
    invalid: () => ({ method: 'DELETE', path: '/admin/dashboard/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/admin/dashboard/${ctx.dashboardId}` }),
    validId: () => ctx.dashboardId,
  },
  // People and access (docs/security.md): a role, a user holding it, a department; passwords never in clear.
  {
    route: 'POST /admin/role',
    entity: 'role',
    invalid: () => ({ method: 'POST', path: '/admin/role', json: { roleCode: 'bad code', roleName: '走查角色', dsType: 0 } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/admin/role', json: { roleCode: 'ROLE_AUDIT_WALK', roleName: '走查角色', dsType: 2, withheld: ['amount'], menuIds: [1103] } }),
    validId: (reply) => (ctx.roleId = String(reply.body.data.roleId)),
  },
  {
    route: 'PUT /admin/role',
    entity: 'role',
    invalid: () => ({ method: 'PUT', path: '/admin/role', json: { roleId: Number(ctx.roleId), roleName: '', dsType: 0 } }),
    invalidId: () => ctx.roleId,
    valid: () => ({ method: 'PUT', path: '/admin/role', json: { roleId: Number(ctx.roleId), roleName: '走查角色改', dsType: 1, dsScope: [ctx.financeDept], menuIds: [1103] } }),
    validId: () => ctx.roleId,
  },
  {
    route: 'POST /admin/user',
    entity: 'user',
    invalid: () => ({
      method: 'POST',
      path: '/admin/user',
      json: { username: 'ab', actualName: '走查用户', deptId: ctx.financeDept, roleIds: [Number(ctx.roleId)], password: WALK_PASSWORD },
    }),
    invalidId: null,
    valid: () => ({
      method: 'POST',
      path: '/admin/user',
      json: { username: 'audit_walk', actualName: '走查用户', deptId: ctx.financeDept, roleIds: [Number(ctx.roleId)], password: WALK_PASSWORD },
    }),
    validId: (reply) => (ctx.userId = String(reply.body.data.userId)),
  },
  {
    route: 'PUT /admin/user',
    entity: 'user',
    invalid: () => ({ method: 'PUT', path: '/admin/user', json: { userId: Number(ctx.userId), actualName: '', deptId: ctx.financeDept, roleIds: [Number(ctx.roleId)] } }),
    invalidId: () => ctx.userId,
    valid: () => ({ method: 'PUT', path: '/admin/user', json: { userId: Number(ctx.userId), actualName: '走查用户改', deptId: ctx.financeDept, roleIds: [Number(ctx.roleId)] } }),
    validId: () => ctx.userId,
  },
  {
    route: 'PUT /admin/user/:id/unlock',
    entity: 'user',
    invalid: () => ({ method: 'PUT', path: '/admin/user/abc/unlock' }),
    invalidId: 'abc',
    valid: () => ({ method: 'PUT', path: `/admin/user/${ctx.userId}/unlock` }),
    validId: () => ctx.userId,
  },
  {
    route: 'PUT /admin/user/:id/password',
    entity: 'user',
    invalid: () => ({ method: 'PUT', path: `/admin/user/${ctx.userId}/password`, json: { password: 'short' } }),
    invalidId: () => ctx.userId,
    valid: () => ({ method: 'PUT', path: `/admin/user/${ctx.userId}/password`, json: { password: WALK_RESET } }),
    validId: () => ctx.userId,
  },
  {
    route: 'PUT /admin/user/password',
    entity: 'user',
    invalid: () => ({ method: 'PUT', path: '/admin/user/password', json: { password: '', newPassword: '' } }),
    invalidId: null,
    valid: () => ({
      method: 'PUT',
      path: '/admin/user/password',
      json: { password: encryptLoginPassword(t.server.config.demoPassword, t.server.config.loginAesKey), newPassword: encryptLoginPassword(WALK_OWN, t.server.config.loginAesKey) },
    }),
    validId: () => String(t.user.admin.userId),
  },
  {
    route: 'DELETE /admin/user/:id',
    entity: 'user',
    invalid: () => ({ method: 'DELETE', path: '/admin/user/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/admin/user/${ctx.userId}` }),
    validId: () => ctx.userId,
  },
  {
    route: 'DELETE /admin/role/:id',
    entity: 'role',
    invalid: () => ({ method: 'DELETE', path: '/admin/role/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/admin/role/${ctx.roleId}` }),
    validId: () => ctx.roleId,
  },
  {
    route: 'POST /admin/dept',
    entity: 'dept',
    invalid: () => ({ method: 'POST', path: '/admin/dept', json: { name: '', parentId: ctx.financeDept } }),
    invalidId: null,
    valid: () => ({ method: 'POST', path: '/admin/dept', json: { name: '走查部门', parentId: ctx.financeDept } }),
    validId: (reply) => (ctx.deptId = String(reply.body.data.deptId)),
  },
  {
    route: 'PUT /admin/dept',
    entity: 'dept',
    invalid: () => ({ method: 'PUT', path: '/admin/dept', json: { deptId: Number(ctx.deptId), name: '' } }),
    invalidId: () => ctx.deptId,
    valid: () => ({ method: 'PUT', path: '/admin/dept', json: { deptId: Number(ctx.deptId), name: '走查部门改' } }),
    validId: () => ctx.deptId,
  },
  {
    route: 'DELETE /admin/dept/:id',
    entity: 'dept',
    invalid: () => ({ method: 'DELETE', path: '/admin/dept/abc' }),
    invalidId: 'abc',
    valid: () => ({ method: 'DELETE', path: `/admin/dept/${ctx.deptId}` }),
    validId: () => ctx.deptId,
  },
  // Approval requests (docs/approvals.md): the rules, then a decision on requests the checker submits (two approvals
  // needed, so admin's approval is one vote and applies nothing: one record), a comment, a rejection, a withdrawal.
  {
    route: 'PUT /admin/approval/rules',
    entity: 'approvalRule',
    invalid: () => ({ method: 'PUT', path: '/admin/approval/rules', json: [{ action: 'nope', approvals: 1, enabled: true }] }),
    invalidId: null,
    valid: () => ({ method: 'PUT', path: '/admin/approval/rules', json: [{ action: 'recharge', minAmount: '1', approvals: 2, enabled: true }] }),
    validId: () => '1',
  },
  {
    route: 'POST /admin/approval/:id/approve',
    entity: 'approval',
    invalid: () => ({ method: 'POST', path: '/admin/approval/abc/approve', json: {} }),
    invalidId: 'abc',
    prepare: async () => {
      ctx.approveId = String(await checkerRecharge(ctx.lunchNo));
    },
    valid: () => ({ method: 'POST', path: `/admin/approval/${ctx.approveId}/approve`, json: { comment: '审计走查同意' } }),
    validId: () => ctx.approveId,
  },
  {
    route: 'POST /admin/approval/:id/comment',
    entity: 'approval',
    invalid: () => ({ method: 'POST', path: `/admin/approval/${ctx.approveId}/comment`, json: { comment: '' } }),
    invalidId: () => ctx.approveId,
    valid: () => ({ method: 'POST', path: `/admin/approval/${ctx.approveId}/comment`, json: { comment: '审计走查评论' } }),
    validId: () => ctx.approveId,
  },
  {
    route: 'POST /admin/approval/:id/reject',
    entity: 'approval',
    prepare: async () => {
      ctx.rejectId = String(await checkerRecharge(ctx.otherNo));
    },
    invalid: () => ({ method: 'POST', path: '/admin/approval/0/reject', json: { comment: '理由' } }),
    invalidId: '0',
    valid: () => ({ method: 'POST', path: `/admin/approval/${ctx.rejectId}/reject`, json: { comment: '审计走查驳回' } }),
    validId: () => ctx.rejectId,
  },
  {
    route: 'POST /admin/approval/:id/withdraw',
    entity: 'approval',
    prepare: async () => {
      const held = await call({ method: 'POST', path: `${A}/exchangeAccounts/recharge`, json: [{ toAccountNo: ctx.otherNo, changeNum: '1', tenantId: 1 }] });
      ctx.withdrawId = String(held.body.data.approval.id);
    },
    invalid: () => ({ method: 'POST', path: '/admin/approval/abc/withdraw', json: {} }),
    invalidId: 'abc',
    valid: () => ({ method: 'POST', path: `/admin/approval/${ctx.withdrawId}/withdraw`, json: {} }),
    validId: () => ctx.withdrawId,
  },
];

/** A recharge the checker submits, held by the rule the walk set: the request's id. */
async function checkerRecharge(accountNo: string): Promise<number> {
  ctx.checkerToken ??= await t.server.login('checker');
  const held = await t.server.request('POST', `${A}/exchangeAccounts/recharge`, {
    token: ctx.checkerToken,
    tenantId: 1,
    json: [{ toAccountNo: accountNo, changeNum: '1', tenantId: 1 }],
  });
  expect(held.body.data.approval, held.text).toMatchObject({ state: 'pending' });
  return held.body.data.approval.id;
}

/** Routes of the signed-in scope with their facts (docs/architecture.md#a-routes-facts), relative to the API base. */
function scopeFacts() {
  const base = t.server.config.apiBase;
  return new Map(
    t.server.app.routeTable
      .filter((r) => r.url.startsWith(`${base}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.config.public)
      .map((r) => [`${r.method} ${r.url.slice(base.length)}`, r.config] as const),
  );
}
const scopeRoutes = () => [...scopeFacts().keys()];
/** The routes that declare what their calls are recorded as. */
const auditedRoutes = () => new Map([...scopeFacts()].filter(([, facts]) => facts.audit).map(([key, facts]) => [key, facts.audit!]));

beforeAll(async () => {
  const d = db();
  ctx.employeeId = (await d.selectFrom('sys_user').select('user_id').where('username', '=', 'emp0001').executeTakeFirstOrThrow()).user_id;
  ctx.financeDept = Number((await d.selectFrom('sys_dept').select('dept_id').where('tenant_id', '=', 1).where('name', '=', '财务部').executeTakeFirstOrThrow()).dept_id);
  ctx.standardId = (await d.selectFrom('sys_standard_city').select('id').where('tenant_id', '=', 1).where('country_code', '=', 'CN').orderBy('id').executeTakeFirstOrThrow()).id;
  const products = await t.server.request('GET', '/admin/tenant/product/list', { token: t.token.admin, query: { tenantId: 2 } });
  ctx.tenantMenuIds = products.body.data.menuIds;
  const bj = (await call({ method: 'POST', path: `${S}/list`, json: { current: 1, size: 10, subjectName: '北京中膳' } })).body.data.records[0];
  const types = (await call({ method: 'GET', path: `${T}/enableList` })).body.data as { id: number; accountTypeName: string }[];
  ctx.accountBase = {
    parentId: bj.accountId,
    subjectId: bj.id,
    tenantId: 1,
    accountName: '审计账户',
    configIds: [bj.configIds[0]],
    accountTypeId: types.find((x) => x.accountTypeName === '部门加班卡')!.id,
    accountType: 1,
    flag: 0,
    accountSysId: [],
  };
  const children = (await call({ method: 'POST', path: `${A}/son/list`, json: { page: 1, size: 50, parentId: bj.accountId, tenantId: 1 } })).body.data.records as any[];
  ctx.lunchNo = children.find((c) => c.accountName === '员工午餐补贴').accountNo;
  ctx.otherNo = children.find((c) => c.accountName === '运营部加班卡').accountNo;
});

describe('the route table and the audit declarations', () => {
  it('classifies every POST, PUT and DELETE of the signed-in scope as audited or read-only', () => {
    const unclassified = [...scopeFacts()].filter(([key, facts]) => !key.startsWith('GET ') && !facts.audit && !facts.readOnly).map(([key]) => key);
    expect(unclassified).toEqual([]);
  });

  it('never declares a route both audited and only reading, and this file walks every audited one', () => {
    expect([...scopeFacts()].filter(([, facts]) => facts.audit && facts.readOnly).map(([key]) => key)).toEqual([]);
    expect(CASES.map((c) => c.route).sort()).toEqual([...auditedRoutes().keys()].sort());
  });
});

describe('every write route', () => {
  it.each(CASES.map((c) => [c.route, c] as const))('%s: a refused call and an accepted call leave one record each', async (_route, c) => {
    const app = t.server.app;

    const refused = await c.invalid();
    const before = await fingerprint(app);
    const mark = await lastAuditId(app);
    const refusedReply = await call(refused);
    expect(refusedReply.status, JSON.stringify(refusedReply.body)).toBeGreaterThanOrEqual(400);
    const [refusal, ...extraRefusal] = await auditAfter(app, mark);
    expect(extraRefusal).toEqual([]);
    const invalidId = typeof c.invalidId === 'function' ? c.invalidId() : c.invalidId;
    expect(refusal).toMatchObject({
      entity: c.entity,
      entity_id: invalidId,
      result: 'error',
      error_code: refusedReply.status,
      error_msg: refusedReply.body.msg,
      username: 'admin',
      tenant_id: 1,
    });
    expect(await fingerprint(app), 'a refused call changes nothing').toBe(before);

    await c.prepare?.();
    const accepted = await c.valid();
    const mark2 = await lastAuditId(app);
    const reply = await call(accepted);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.code).toBe(0);
    if (c.background) await settle(app);
    const [record, ...extra] = await auditAfter(app, mark2);
    expect(extra).toEqual([]);
    expect(record).toMatchObject({
      entity: c.acceptedEntity ?? c.entity,
      entity_id: await c.validId(reply),
      result: 'ok',
      error_code: null,
      username: 'admin',
      actual_name: '系统管理员',
      tenant_id: 1,
    });
    expect(`${record!.method} ${record!.route}`).toBe(c.route);
    // What the service knew: the changed fields, recorded in the write's own transaction.
    expect(JSON.parse(record!.changes).length > 0, record!.changes).toBe(!c.unchanged);
    expect(record!.client_ip).toBe('127.0.0.1');
    expect(record!.user_agent).toBeTruthy();
  });
});

describe('every other route of the signed-in scope', () => {
  it('leaves no record and changes nothing', async () => {
    const app = t.server.app;
    await settle(app);
    const audited = auditedRoutes();
    const reads = scopeRoutes().filter((key) => !audited.has(key));
    expect(reads.length).toBeGreaterThan(40);
    // Each call must leave the state as it found it, so every one is held to the state before the first: the
    // state after a call is the next one's before.
    const before = await fingerprint(app);
    for (const key of reads) {
      const [method, path] = key.split(' ') as [string, string];
      const concrete = path.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*/g, 'x');
      const mark = await lastAuditId(app);
      const reply = await t.server.request(method, concrete, { token: t.token.admin, tenantId: 1, json: method === 'GET' ? undefined : {} });
      expect(reply.status, key).toBeLessThan(500);
      expect(await auditAfter(app, mark), key).toEqual([]);
      expect(await fingerprint(app), key).toBe(before);
    }
  });
});

describe('secrets', () => {
  it('never enter the trail in clear: merchant secrets, codes, passwords, tokens', async () => {
    const all = (await sql<{ text: string }>`select coalesce(string_agg(t::text, ' | '), '') as text from sys_audit_log t`.execute(db())).rows[0]!.text;
    expect(all.length).toBeGreaterThan(1000);
    for (const secret of [...Object.values(SECRETS), ctx.socialCode, 'refused-social-code', t.server.config.demoPassword, t.token.admin, WALK_PASSWORD, WALK_RESET, WALK_OWN]) {
      expect(secret, 'the walk ran').toBeTruthy();
      expect(all.includes(secret), `secret ${secret.slice(0, 12)}… in the trail`).toBe(false);
    }
  });

  it('shows a changed merchant secret as a changed field whose both sides read ******', async () => {
    const row = await db()
      .selectFrom('sys_audit_log')
      .select('changes')
      .where('entity', '=', 'outMerchant')
      .where('route', '=', '/cashierMgr/cashieroutmerchant')
      .where('method', '=', 'PUT')
      .where('result', '=', 'ok')
      .executeTakeFirstOrThrow();
    const changes = JSON.parse(row.changes) as { field: string; before: unknown; after: unknown }[];
    const masked = JSON.stringify({ entId: 'E-AUDIT', accessKey: 'AK-AUDIT', secretKey: '******' });
    expect(changes).toEqual(
      expect.arrayContaining([
        { field: 'merchantName', before: '审计走查企业', after: '审计走查企业改' },
        { field: 'outAuthInfo', before: masked, after: masked },
      ]),
    );
  });
});
