import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import {
  accountOperateSchema,
  accountSchema,
  businessSceneSchema,
  childAccountSaveSchema,
  childAccountUpdateSchema,
  dealLocksReplySchema,
  idTenantParamsSchema,
  sonListQuerySchema,
  type Account,
  type DealLock,
} from '../../schemas/account';
import { subjectOverviewSchema } from '../../schemas/accountSubject';
import { dateText, pageFields } from '../../schemas/input';
import { formatMoney } from '../../schemas/money';
import { rechargeRequestSchema, rechargeResultSchema, type RechargeResult } from '../../schemas/recharge';
import { withheldPageOf } from '../../schemas/withheldReply';
import { staleReply } from '../../schemas/version';
import { tagged } from '../http/versions';
import { pageWindow } from '../db/paging';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { notFound, ok } from '../http/envelope';
import { assertTenant, filterTenant } from '../http/filterTenant';
import { auditOf } from '../http/auditedCall';
import { gateOf } from '../http/approvalGate';
import { orHeld } from '../../schemas/approval';
import { heldOrShown } from '../approval/gate';
import { accessOf, accountSeen, subjectSeen } from '../access/dataScope';
import { withheldIn as withheld, withhold, withheldPage, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { findAccount, toAccount } from '../repositories/accounts';
import { accountDealLocks, childAccountPage, findAccountIdByNo, subjectAccountPage, subjectOverviewHead } from '../repositories/accountChildren';
import { listScenes, sceneMap } from '../repositories/scenes';
import { editChildAccount, freezeAccountOf, openChildAccount, rechargeAccount, setAccountStatusOf, thawAccountOf, type AccountActor } from '../services/accounts';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';
import { CHILD_ACCOUNT_PAGE_EXAMPLE } from '../http/replyExamples';

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

  /** The request's user as an account's service sees them: in the request's tenant, with their data scope. */
  const actorOf = async (request: FastifyRequest): Promise<AccountActor> => ({ ...request.user, ...(await accessOf(request, db)) });

  const byIdAndTenant = { schema: { params: idTenantParamsSchema, response: oneAccount } };
  app.get(
    `${BASE}/manage/view/:id/:tenantId`,
    { ...byIdAndTenant, config: { operation: op('getParentAccount', 'One parent account', 'accounts', SCREEN.childList) } },
    async (request, reply) => ok(tagged(reply, await shown(request, await viewOf(request)))),
  );
  app.get(
    `${BASE}/son/view/:id/:tenantId`,
    { ...byIdAndTenant, config: { operation: op('getChildAccount', 'One child account', 'accounts', SCREEN.childForm) } },
    async (request, reply) => ok(tagged(reply, await shown(request, await viewOf(request)))),
  );

  app.get(
    `${BASE}/scenes/:id/:tenantId`,
    {
      schema: { params: idTenantParamsSchema, response: { 200: okReply(z.array(businessSceneSchema)) } },
      config: { operation: op('listAccountScenes', "An account's business scenes", 'accounts', SCREEN.childForm) },
    },
    async (request) => {
      const account = await viewOf(request);
      return ok(await listScenes(db, request.user.tenantId, account.configIds));
    },
  );

  app.post(
    `${BASE}/son/list`,
    {
      schema: { body: sonListQuerySchema, response: { 200: okReply(withheldPageOf(accountSchema)) } },
      config: { operation: op('listChildAccounts', 'A page of child accounts', 'accounts', SCREEN.childList), readOnly: true, example: CHILD_ACCOUNT_PAGE_EXAMPLE },
    },
    async (request) => {
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
    },
  );

  app.post(
    `${BASE}/save`,
    {
      schema: { body: childAccountSaveSchema, response: oneAccount },
      config: { operation: op('createChildAccount', 'Add a child account', 'accounts', SCREEN.childForm), audit: { entity: 'account', action: 'create', idOf: idFrom.none } },
    },
    async (request) => {
      const form = request.body;
      assertTenant(request.user.tenantId, form.tenantId);
      return ok(await shown(request, await openChildAccount(db, auditOf(request), await actorOf(request), form)));
    },
  );

  app.post(
    `${BASE}/update`,
    {
      schema: { body: childAccountUpdateSchema, response: heldAccountChange },
      config: { operation: op('updateChildAccount', 'Change a child account', 'accounts', SCREEN.childForm), audit: { entity: 'account', action: 'update' } },
    },
    // An edit sets the status too: the approval gate may hold it (server/approval/covered/accountStatus.ts).
    async (request) => {
      const form = request.body;
      assertTenant(request.user.tenantId, form.tenantId);
      const outcome = await editChildAccount(db, await gateOf(request, db), await actorOf(request), form);
      return ok(await heldOrShown(outcome, (account) => shown(request, account)));
    },
  );

  app.post(
    `${BASE}/operate`,
    {
      schema: { body: accountOperateSchema, response: heldAccountChange },
      config: {
        operation: op('setAccountStatus', 'Enable or disable an account', 'accounts', SCREEN.childList),
        audit: { entity: 'account', action: 'status', idOf: idFrom.body('accountId', 'id') },
      },
    },
    async (request) => {
      const body = request.body;
      assertTenant(request.user.tenantId, body.tenantId);
      const outcome = await setAccountStatusOf(db, await gateOf(request, db), await actorOf(request), body);
      return ok(await heldOrShown(outcome, (account) => shown(request, account)));
    },
  );

  for (const [action, apply, operation] of [
    ['freeze', freezeAccountOf, op('freezeAccount', 'Freeze an account', 'accounts', SCREEN.childList)],
    ['thaw', thawAccountOf, op('thawAccount', 'Thaw an account', 'accounts', SCREEN.childList)],
  ] as const) {
    app.get(
      `${BASE}/${action}/:id/:tenantId`,
      { schema: { params: idTenantParamsSchema, response: accountChange }, config: { operation, audit: { entity: 'account', action } } },
      async (request) => {
        const { id, tenantId } = request.params;
        assertTenant(request.user.tenantId, tenantId);
        return ok(await shown(request, await apply(db, auditOf(request), await actorOf(request), id)));
      },
    );
  }

  app.post(
    `${BASE}/exchangeAccounts/recharge`,
    {
      schema: { body: rechargeRequestSchema, response: { 200: okReply(orHeld(rechargeResultSchema)) } },
      config: {
        operation: op('rechargeAccount', 'Recharge an account', 'accounts', SCREEN.recharge),
        audit: { entity: 'account', action: 'recharge', idOf: idFrom.firstItem('toAccountNo') },
      },
    },
    async (request) => {
      const [item] = request.body;
      assertTenant(request.user.tenantId, item.tenantId);
      const access = await accessOf(request, db);
      const outcome = await rechargeAccount(db, await gateOf(request, db), item);
      if ('held' in outcome) return ok({ approval: outcome.held });
      const moved = outcome.applied;
      const result: RechargeResult = { accountNo: moved.accountNo, accountNum: moved.accountNum, flowMetaId: moved.flowMetaId };
      return ok(withheldRecord(result, WITHHELD_KEYS.recharge, access.withheld));
    },
  );

  app.get(
    `${BASE}/queryAccountDealLock`,
    {
      schema: { querystring: dealLockQuerySchema, response: { 200: okReply(dealLocksReplySchema) } },
      config: { operation: op('listAccountDealLocks', "An account's deal locks", 'accounts', SCREEN.childList) },
    },
    async (request) => {
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
    },
  );

  app.get(
    `${BASE}/overview/:subject/:tenant/`,
    {
      schema: { params: overviewParams, querystring: overviewQuerySchema, response: { 200: okReply(withheldPageOf(accountSchema).extend(subjectOverviewSchema.shape)) } },
      config: { operation: op('getSubjectOverview', "A subject's totals and a page of its accounts", 'accounts', SCREEN.overview) },
    },
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
