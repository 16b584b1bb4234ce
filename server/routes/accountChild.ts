import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import { accountSchema, businessSceneSchema, dealLocksReplySchema, type Account } from '../../schemas/account';
import { withheldPageOf } from '../../schemas/withheldReply';
import { subjectOverviewSchema } from '../../schemas/accountSubject';
import { rechargeResultSchema } from '../../schemas/recharge';
import { staleReply } from '../../schemas/version';
import { expectVersion, tagged } from '../http/versions';

import type { Kysely } from 'kysely';
import { z } from 'zod';
import { pageWindow } from '../db/paging';
import {
  ACCOUNT_SCOPE,
  accountOperateSchema,
  childAccountSaveSchema,
  childAccountUpdateSchema,
  GROUP_SELF_USE_ONLY,
  idTenantParamsSchema,
  sonListQuerySchema,
  type DealLock,
} from '../../schemas/account';
import { SUBJECT_TYPE } from '../../schemas/accountSubject';
import { rechargeRequestSchema, type RechargeResult } from '../../schemas/recharge';
import { formatMoney } from '../../schemas/money';
import { dateText, pageFields } from '../../schemas/input';
import type { Database } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import { formatDateTime } from '../http/time';
import { assertTenant, checkScenes, checkSysIds, findAccount, listScenes, nextAccountNo, sceneMap, toAccount } from '../services/accountCentre';
import { freezeAccount, thawAccount } from '../services/accountStatus';
import { orHeld } from '../../schemas/approval';
import { gatedWrite, heldOrShown } from '../approval/gate';
import { rechargeChange } from '../approval/covered/recharge';
import { accountOperateChange, accountUpdateChange, operatePayloadOf } from '../approval/covered/accountStatus';
import { auditedWrite } from '../audit/trail';
import {
  accountDealLocks,
  childAccountPage,
  findAccountIdByNo,
  findAccountType,
  insertChildAccount,
  lockAccount,
  subjectAccountPage,
  subjectOverviewHead,
} from '../repositories/accountChildren';
import { accessOf, accountSeen, subjectSeen, WHOLE_TENANT } from '../access/dataScope';
import { withheldIn as withheld, withhold, withheldPage, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';

const oneAccount = { 200: okReply(accountSchema) };
/** A change of an account: 412 with the account as it stands when the version sent is stale (428 without one). */
const accountChange = { ...oneAccount, ...staleReply(accountSchema) };
/** The same for a change the approval gate may hold (docs/approvals.md): the account, or the request it was held as. */
const heldAccountChange = { 200: okReply(orHeld(accountSchema)), ...staleReply(accountSchema) };
const BASE = '/accountcenter/actAccount';
/** A wire date (server local time, like every date we send; real dates only, by the schemas) as a bound; a bare day covers the whole day. */
function dateBound(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  return new Date(value.length === 10 ? `${value}T${end ? '23:59:59.999' : '00:00:00'}` : value.replace(' ', 'T'));
}

const overviewQuerySchema = z.object({
  ...pageFields(),
  startTime: dateText().optional(),
  endTime: dateText().optional(),
});
const overviewParams = z.object({ subject: idTenantParamsSchema.shape.id, tenant: idTenantParamsSchema.shape.tenantId });
const dealLockQuerySchema = z.object({ accountNo: z.string({ error: '缺少账户编号' }).max(32, '缺少账户编号').trim().min(1, '缺少账户编号') });

/** Parent and child accounts (docs/product.md#account-centre-calls, `/accountcenter/actAccount`). */
export async function accountChildRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The account of the path, in the caller's data scope (server/access/dataScope.ts), or 404. */
  const viewOf = async (request: FastifyRequest & { params: z.output<typeof idTenantParamsSchema> }) => {
    const { id, tenantId } = request.params;
    assertTenant(request.user.tenantId, tenantId);
    const { scope } = await accessOf(request, db);
    const account = await findAccount(db, request.user.tenantId, id, scope);
    if (!account) throw notFound();
    return account;
  };

  /** An account as a reply carries it to this caller: its withheld fields null and named. */
  const shown = async (request: FastifyRequest, account: Account) => withheldRecord(account, WITHHELD_KEYS.account, (await accessOf(request, db)).withheld);

  /**
   * A change of one account of the tenant in the caller's scope, audited: its row locked first, its view (as the
   * lists show it) read before and after inside the same transaction, the version the change was based on checked
   * against the view before (an account carries money: no change without one, docs/api.md). Answers the view after,
   * or 404 for an account unknown or outside the scope.
   */
  const changeAccount = async (request: FastifyRequest, accountId: number, change: (trx: Kysely<Database>) => Promise<unknown>) => {
    const { scope } = await accessOf(request, db);
    return auditedWrite(request, db, async (trx, audit) => {
      audit.target(accountId);
      await lockAccount(trx, request.user.tenantId, accountId);
      const before = await findAccount(trx, request.user.tenantId, accountId, scope);
      if (!before) throw notFound();
      await expectVersion(request, trx, before, (record) => shown(request, record));
      await change(trx);
      const after = await findAccount(trx, request.user.tenantId, accountId, WHOLE_TENANT);
      if (!after) throw notFound();
      audit.diff(before, after);
      return after;
    });
  };

  const byIdAndTenant = { schema: { params: idTenantParamsSchema, response: oneAccount } };
  app.get(`${BASE}/manage/view/:id/:tenantId`, byIdAndTenant, async (request, reply) => ok(tagged(reply, await shown(request, await viewOf(request)))));
  app.get(`${BASE}/son/view/:id/:tenantId`, byIdAndTenant, async (request, reply) => ok(tagged(reply, await shown(request, await viewOf(request)))));

  app.get(`${BASE}/scenes/:id/:tenantId`, { schema: { params: idTenantParamsSchema, response: { 200: okReply(z.array(businessSceneSchema)) } } }, async (request) => {
    const account = await viewOf(request);
    return ok(await listScenes(db, request.user.tenantId, account.configIds));
  });

  app.post(`${BASE}/son/list`, { schema: { body: sonListQuerySchema, response: { 200: okReply(withheldPageOf(accountSchema)) } } }, async (request) => {
    const q = request.body;
    const tenantId = await filterTenant(db, request.user, q.tenantId);
    const current = q.current ?? q.page ?? 1;
    const access = await accessOf(request, db);
    const { total, rows } = await childAccountPage(
      db,
      tenantId,
      {
        parentId: q.parentId ?? q.id,
        subjectId: q.subjectId,
        accountTypeId: q.accountTypeId,
        accountName: q.accountName,
        accountNo: q.accountNo,
        status: q.status,
        accountScope: q.accountType,
        start: dateBound(q.startTime, false),
        end: dateBound(q.endTime, true),
      },
      pageWindow(current, q.size),
      access.scope,
    );
    const scenes = await sceneMap(db, tenantId);
    return ok(withheldPage({ records: rows.map((r) => toAccount(r, scenes)), total, current, size: q.size }, WITHHELD_KEYS.account, access.withheld));
  });

  app.post(`${BASE}/save`, { schema: { body: childAccountSaveSchema, response: oneAccount } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    assertTenant(tenantId, form.tenantId);
    const { scope } = await accessOf(request, db);
    const parent = await findAccount(db, tenantId, form.parentId, scope);
    if (!parent || parent.level !== 1) throw new ApiError(400, '上级账户不存在');
    if (form.subjectId !== undefined && form.subjectId !== parent.subjectId) throw new ApiError(400, '账户主体与上级账户不一致');
    if (parent.subjectType === SUBJECT_TYPE.group && form.accountType !== ACCOUNT_SCOPE.self) {
      throw new ApiError(400, GROUP_SELF_USE_ONLY, { accountType: GROUP_SELF_USE_ONLY });
    }
    const type = await findAccountType(db, tenantId, form.accountTypeId);
    if (!type || type.enable_flag !== '1') throw new ApiError(400, '请选择账户类型', { accountTypeId: '请选择账户类型' });
    const configIds = await checkScenes(db, tenantId, form.configIds);
    const outside = configIds.filter((id) => !parent.configIds.includes(id));
    if (outside.length > 0) throw new ApiError(400, '请选择上级账户的业务场景', { configIds: '请选择上级账户的业务场景' });
    const sysIds = await checkSysIds(db, tenantId, form.accountType, form.flag, form.accountSysId);
    const created = await auditedWrite(request, db, async (trx, audit) => {
      const id = await insertChildAccount(trx, {
        tenantId,
        subjectId: parent.subjectId,
        parentId: parent.id,
        accountNo: await nextAccountNo(trx),
        accountName: form.accountName,
        accountTypeId: form.accountTypeId,
        accountScope: form.accountType,
        flag: form.accountType === ACCOUNT_SCOPE.employee ? form.flag : 0,
        configIds,
        sysIds,
        status: form.status,
        operator: request.user.actualName,
      });
      const view = await findAccount(trx, tenantId, id, WHOLE_TENANT);
      if (!view) throw notFound();
      audit.target(id).diff(null, view);
      return view;
    });
    return ok(await shown(request, created));
  });

  // An edit sets the status too: the approval gate may hold it (server/approval/covered/accountStatus.ts).
  app.post(`${BASE}/update`, { schema: { body: childAccountUpdateSchema, response: heldAccountChange } }, async (request) => {
    assertTenant(request.user.tenantId, request.body.tenantId);
    const show = (account: Account) => shown(request, account);
    return ok(await heldOrShown(await gatedWrite(request, db, accountUpdateChange, request.body, { shown: (a) => show(a as Account) }), show));
  });

  app.post(`${BASE}/operate`, { schema: { body: accountOperateSchema, response: heldAccountChange } }, async (request) => {
    assertTenant(request.user.tenantId, request.body.tenantId);
    const show = (account: Account) => shown(request, account);
    return ok(await heldOrShown(await gatedWrite(request, db, accountOperateChange, operatePayloadOf(request.body), { shown: (a) => show(a as Account) }), show));
  });

  for (const [action, apply] of [
    ['freeze', freezeAccount],
    ['thaw', thawAccount],
  ] as const) {
    app.get(`${BASE}/${action}/:id/:tenantId`, { schema: { params: idTenantParamsSchema, response: accountChange } }, async (request) => {
      const { id, tenantId } = request.params;
      assertTenant(request.user.tenantId, tenantId);
      return ok(await shown(request, await changeAccount(request, id, (trx) => apply(trx, request.user.tenantId, id))));
    });
  }

  app.post(`${BASE}/exchangeAccounts/recharge`, { schema: { body: rechargeRequestSchema, response: { 200: okReply(orHeld(rechargeResultSchema)) } } }, async (request) => {
    const [item] = request.body;
    assertTenant(request.user.tenantId, item.tenantId);
    const access = await accessOf(request, db);
    const outcome = await gatedWrite(request, db, rechargeChange, { toAccountNo: item.toAccountNo, changeNum: item.changeNum });
    if ('held' in outcome) return ok({ approval: outcome.held });
    const moved = outcome.applied;
    const result: RechargeResult = { accountNo: moved.accountNo, accountNum: moved.accountNum, flowMetaId: moved.flowMetaId };
    return ok(withheldRecord(result, WITHHELD_KEYS.recharge, access.withheld));
  });

  app.get(`${BASE}/queryAccountDealLock`, { schema: { querystring: dealLockQuerySchema, response: { 200: okReply(dealLocksReplySchema) } } }, async (request) => {
    const { accountNo } = request.query;
    const access = await accessOf(request, db);
    const account = await findAccountIdByNo(db, request.user.tenantId, accountNo);
    if (!account || !(await accountSeen(db, request.user.tenantId, access.scope, account.id))) throw notFound();
    const rows = await accountDealLocks(db, account.id);
    const dealOrderList: DealLock[] = rows.map((r) => ({
      bizSource: r.biz_source,
      bizNo: r.biz_no,
      lockTime: formatDateTime(r.lock_time) ?? '',
      changeNum: formatMoney(r.change_num),
    }));
    const fields = withheld(WITHHELD_KEYS.dealLock, access.withheld);
    return ok({ accountNo, dealOrderList: dealOrderList.map((lock) => withhold(lock, WITHHELD_KEYS.dealLock, access.withheld)), ...(fields.length ? { withheld: fields } : {}) });
  });

  app.get(
    `${BASE}/overview/:subject/:tenant/`,
    { schema: { params: overviewParams, querystring: overviewQuerySchema, response: { 200: okReply(withheldPageOf(accountSchema).extend(subjectOverviewSchema.shape)) } } },
    async (request) => {
      const { subject, tenant } = request.params;
      assertTenant(request.user.tenantId, tenant);
      const q = request.query;
      const tenantId = request.user.tenantId;
      const access = await accessOf(request, db);
      if (!(await subjectSeen(db, tenantId, access.scope, subject))) throw notFound();
      const head = await subjectOverviewHead(db, tenantId, subject);
      if (!head) throw notFound();
      const { total, rows } = await subjectAccountPage(
        db,
        tenantId,
        subject,
        { start: dateBound(q.startTime, false), end: dateBound(q.endTime, true) },
        { size: q.size, offset: (q.current - 1) * q.size },
      );
      const scenes = await sceneMap(db, tenantId);
      const header = withhold(
        {
          subjectName: head.subject_name,
          accountSum: Number(head.account_sum),
          accountNum: formatMoney(String(head.account_num)) as string | null,
          disabledSum: Number(head.disabled_sum),
          enableSum: Number(head.enable_sum),
          freezeSum: Number(head.freeze_sum),
        },
        WITHHELD_KEYS.overviewHead,
        access.withheld,
      );
      const page = withheldPage({ records: rows.map((r) => toAccount(r, scenes)), total, current: q.current, size: q.size }, WITHHELD_KEYS.account, access.withheld);
      return ok({ ...header, ...page });
    },
  );
}
