import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import { accountLimitReplySchema } from '../../schemas/accountLimit';
import { staleReply } from '../../schemas/version';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { idField } from '../../schemas/input';
import {
  accountPermissionEnum,
  BALANCE_LIMIT_ACTION,
  BALANCE_LIMIT_REQUIRED,
  CREDIT_REQUIRED,
  CREDIT_LIMIT_ACTION,
  dealPermissionEnum,
  LIMIT_TYPE,
  saveAccountLimitSchema,
  type AccountLimitReply,
  type ActionLimit,
} from '../../schemas/accountLimit';
import { formatMoney, toCents } from '../../schemas/money';
import { orHeld } from '../../schemas/approval';
import { gatedWrite, heldOr } from '../approval/gate';
import { accountLimitChange } from '../approval/covered/accountLimit';
import type { Database } from '../db/schema';
import { ApiError, notFound, ok } from '../http/envelope';
import { languageOf, type Lang } from '../http/language';
import { tagged } from '../http/versions';
import { assertTenant } from '../services/accountCentre';
import { findLimitedAccount, heldLimits } from '../repositories/accountLimits';
import { accessOf, accountSeen } from '../access/dataScope';
import { isWithheld, withhold, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import type { WithheldField } from '../../schemas/access';

const BASE = '/accountcenter/actAccountLimit';

/** Integer text of a whole amount ("100.00" -> "100"); the credit limit is an integer. */
const wholeText = (value: string) => (toCents(value) / 100n).toString();

/** Account permissions, deal-type permissions, balance upper limit and credit limit of one account. */
const limitQuerySchema = z.object({
  accountNo: z.string({ error: '缺少账户编号' }).max(32, '缺少账户编号').trim().min(1, '缺少账户编号'),
  tenantId: idField().optional(),
});

type LimitedAccount = NonNullable<Awaited<ReturnType<typeof findLimitedAccount>>>;

/** The account's limits as the permission dialog reads them (and as a stale save's 412 gives them back). */
async function limitsView(db: Kysely<Database>, account: LimitedAccount, accountNo: string, lang: Lang): Promise<AccountLimitReply> {
  const held = new Set((await heldLimits(db, account.id)).map((r) => r.action_limit));
  const item = (value: string, limitType: number, label: string): ActionLimit => ({
    actionLimit: value,
    limitType,
    limitNum: null,
    limitOn: held.has(value),
    actionLabel: label,
  });
  const credit = toCents(account.credit_num) > 0n ? wholeText(account.credit_num) : '';
  return {
    accountNo,
    accountLimitList: [
      ...accountPermissionEnum.options.map((o) => item(o.value, LIMIT_TYPE.account, accountPermissionEnum.label(o.value, lang))),
      { actionLimit: BALANCE_LIMIT_ACTION, limitType: LIMIT_TYPE.balance, limitNum: formatMoney(account.balance_limit), limitOn: true, actionLabel: '账户余额上限' },
      { actionLimit: CREDIT_LIMIT_ACTION, limitType: LIMIT_TYPE.credit, limitNum: credit || null, limitOn: credit !== '', actionLabel: '授信额度' },
    ],
    dealTypeLimitList: dealPermissionEnum.options.map((o) => item(o.value, LIMIT_TYPE.deal, dealPermissionEnum.label(o.value, lang))),
    balanceLimit: formatMoney(account.balance_limit),
    creditLimit: credit,
    version: account.limit_version,
  };
}

/** The limits as this caller may see them: the amounts of its list and the two limits null where withheld, and named. */
function shownLimits(view: AccountLimitReply, held: readonly WithheldField[]) {
  const mask = (list: ActionLimit[]) =>
    list.map((item) => (item.limitType === LIMIT_TYPE.account || item.limitType === LIMIT_TYPE.deal ? item : withhold(item, WITHHELD_KEYS.actionLimit, held)));
  return withheldRecord({ ...view, accountLimitList: mask(view.accountLimitList) }, WITHHELD_KEYS.limits, held);
}

export async function accountLimitRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(`${BASE}/getActAccountLimit`, { schema: { querystring: limitQuerySchema, response: { 200: okReply(accountLimitReplySchema) } } }, async (request, reply) => {
    const q = request.query;
    assertTenant(request.user.tenantId, q.tenantId);
    const access = await accessOf(request, db);
    const account = await findLimitedAccount(db, request.user.tenantId, q.accountNo);
    if (!account || !(await accountSeen(db, request.user.tenantId, access.scope, account.id))) throw notFound();
    return ok(tagged(reply, shownLimits(await limitsView(db, account, q.accountNo, languageOf(request.headers)), access.withheld)));
  });

  // Limits carry money (the balance upper limit and the credit): saved only with the version they were read at. The
  // balance and credit limits may be held for approval (server/approval/covered/accountLimit.ts).
  const saved = { 200: okReply(orHeld(z.null())), ...staleReply(accountLimitReplySchema) };
  app.post(`${BASE}/saveActAccountLimit`, { schema: { body: saveAccountLimitSchema, response: saved } }, async (request) => {
    const { tenantId, ...body } = request.body;
    assertTenant(request.user.tenantId, tenantId);
    const access = await accessOf(request, db);
    // Amounts the caller may not see are never written: the stored ones stay. Anyone else names both.
    const amountsKept = isWithheld(access.withheld, 'amount');
    if (!amountsKept && body.balanceLimit === null) throw new ApiError(400, BALANCE_LIMIT_REQUIRED, { balanceLimit: BALANCE_LIMIT_REQUIRED });
    if (!amountsKept && body.creditLimit === null) throw new ApiError(400, CREDIT_REQUIRED, { creditLimit: CREDIT_REQUIRED });
    const limits = amountsKept ? { ...body, balanceLimit: null, creditLimit: null } : body;
    // A stale save's 412 gives the limits back as the permission dialog reads them.
    const current = async (trx: Kysely<Database>) => {
      const account = await findLimitedAccount(trx, request.user.tenantId, body.accountNo);
      if (!account) throw notFound();
      return limitsView(trx, account, body.accountNo, languageOf(request.headers));
    };
    const shown = (view: { version: number }) => shownLimits(view as AccountLimitReply, access.withheld);
    return ok(heldOr(await gatedWrite(request, db, accountLimitChange, limits, { current, shown })));
  });
}
