import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import { accountLimitReplySchema } from '../../schemas/accountLimit';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { idField } from '../../schemas/input';
import {
  accountPermissionEnum,
  BALANCE_LIMIT_ACTION,
  CREDIT_LIMIT_ACTION,
  dealPermissionEnum,
  LIMIT_TYPE,
  saveAccountLimitSchema,
  type AccountLimitReply,
  type ActionLimit,
} from '../../schemas/accountLimit';
import { formatMoney, toCents } from '../../schemas/money';
import type { Database } from '../db/schema';
import { notFound, ok } from '../http/envelope';
import { languageOf } from '../http/language';
import { assertTenant } from '../http/filterTenant';
import { auditOf } from '../audit/trail';
import { findLimitedAccount, heldLimits } from '../repositories/accountLimits';
import { saveAccountLimits } from '../services/accountLimits';
import { accessOf, accountSeen } from '../access/dataScope';
import { withhold, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';

const BASE = '/accountcenter/actAccountLimit';

/** Integer text of a whole amount ("100.00" -> "100"); the credit limit is an integer. */
const wholeText = (value: string) => (toCents(value) / 100n).toString();

/** Account permissions, deal-type permissions, balance upper limit and credit limit of one account. */
const limitQuerySchema = z.object({
  accountNo: z.string({ error: '缺少账户编号' }).max(32, '缺少账户编号').trim().min(1, '缺少账户编号'),
  tenantId: idField().optional(),
});

export async function accountLimitRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(`${BASE}/getActAccountLimit`, { schema: { querystring: limitQuerySchema, response: { 200: okReply(accountLimitReplySchema) } }, config: { operation: op('getAccountLimits', "An account's permissions and limits", 'accounts', SCREEN.limits) } }, async (request) => {
    const q = request.query;
    assertTenant(request.user.tenantId, q.tenantId);
    const access = await accessOf(request, db);
    const account = await findLimitedAccount(db, request.user.tenantId, q.accountNo);
    if (!account || !(await accountSeen(db, request.user.tenantId, access.scope, account.id))) throw notFound();
    const held = new Set((await heldLimits(db, account.id)).map((r) => r.action_limit));
    const lang = languageOf(request.headers);
    const item = (value: string, limitType: number, label: string): ActionLimit => ({
      actionLimit: value,
      limitType,
      limitNum: null,
      limitOn: held.has(value),
      actionLabel: label,
    });
    const credit = toCents(account.credit_num) > 0n ? wholeText(account.credit_num) : '';
    const reply: AccountLimitReply = {
      accountNo: q.accountNo,
      accountLimitList: [
        ...accountPermissionEnum.options.map((o) => item(o.value, LIMIT_TYPE.account, accountPermissionEnum.label(o.value, lang))),
        { actionLimit: BALANCE_LIMIT_ACTION, limitType: LIMIT_TYPE.balance, limitNum: formatMoney(account.balance_limit), limitOn: true, actionLabel: '账户余额上限' },
        { actionLimit: CREDIT_LIMIT_ACTION, limitType: LIMIT_TYPE.credit, limitNum: credit || null, limitOn: credit !== '', actionLabel: '授信额度' },
      ],
      dealTypeLimitList: dealPermissionEnum.options.map((o) => item(o.value, LIMIT_TYPE.deal, dealPermissionEnum.label(o.value, lang))),
      balanceLimit: formatMoney(account.balance_limit),
      creditLimit: credit,
    };
    const mask = (list: ActionLimit[]) => list.map((item) => (item.limitType === LIMIT_TYPE.account || item.limitType === LIMIT_TYPE.deal ? item : withhold(item, WITHHELD_KEYS.actionLimit, access.withheld)));
    return ok(withheldRecord({ ...reply, accountLimitList: mask(reply.accountLimitList) }, WITHHELD_KEYS.limits, access.withheld));
  });

  app.post(`${BASE}/saveActAccountLimit`, { schema: { body: saveAccountLimitSchema, response: { 200: okReply(z.null()) } }, config: { operation: op('saveAccountLimits', "Change an account's permissions and limits", 'accounts', SCREEN.limits), audit: { entity: 'accountLimit', action: 'update', idOf: idFrom.body('accountNo') } } }, async (request) => {
    const body = request.body;
    assertTenant(request.user.tenantId, body.tenantId);
    const access = await accessOf(request, db);
    await saveAccountLimits(db, auditOf(request), { tenantId: request.user.tenantId, ...access }, body);
    return ok(null);
  });
}
