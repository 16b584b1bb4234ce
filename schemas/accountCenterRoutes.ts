import { z } from 'zod';

/**
 * The route queries of the account-centre pages (docs/product.md#route-parameters), checked when a page
 * opens: an address with a missing or bad parameter shows its message and calls nothing. Query values are
 * text; an id is written in digits only.
 */
export const ROUTE_MSG = {
  child: '缺少上级账户，请从开户管理进入',
  addChild: '缺少开户主体信息，请从子账户管理进入',
  editChild: '缺少账户信息，请从子账户管理进入',
  viewType: '页面参数type只能是1（编辑）或2（查看）',
  overview: '主体参数不正确，请重新选择主体',
} as const;

/** A positive id written in digits (no sign, no decimals, no exponent), within JavaScript's exact integers. */
const routeId = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,15}$/, message)
    .transform(Number)
    .refine(Number.isSafeInteger, message);

/** A text parameter: present, and short enough to be a real name or number. */
const routeText = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, message);

/** A small code written in digits (a subject type). */
const routeCode = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,2}$/, message)
    .transform(Number);

/** child: the parent account and its tenant. */
export const childQuerySchema = z.object({
  id: routeId(ROUTE_MSG.child),
  tenantId: routeId(ROUTE_MSG.child),
});

/** addChild: the parent account and the subject it belongs to. */
export const addChildQuerySchema = z.object({
  id: routeId(ROUTE_MSG.addChild),
  parentId: routeId(ROUTE_MSG.addChild),
  tenantId: routeId(ROUTE_MSG.addChild),
  subjectId: routeId(ROUTE_MSG.addChild),
  subjectNo: routeText(ROUTE_MSG.addChild, 32),
  subjectName: routeText(ROUTE_MSG.addChild, 100),
  accountName: routeText(ROUTE_MSG.addChild, 30),
  subjectType: routeCode(ROUTE_MSG.addChild),
});

/** editChild (type 1 edit, 2 view) and detailChild: the account, its tenant, and the parent to go back to. */
export const editChildQuerySchema = z.object({
  id: routeId(ROUTE_MSG.editChild),
  tenantId: routeId(ROUTE_MSG.editChild),
  parentId: routeId(ROUTE_MSG.editChild).optional(),
  type: z.enum(['1', '2'], { error: ROUTE_MSG.viewType }).default('1'),
  subjectId: routeId(ROUTE_MSG.editChild).optional(),
  subjectNo: z.string().trim().max(32, ROUTE_MSG.editChild).optional(),
});

/** accountViewDetail: the subject shown, chosen on the page (both parameters or none). */
export const overviewQuerySchema = z
  .object({
    subjectId: routeId(ROUTE_MSG.overview).optional(),
    tenantId: routeId(ROUTE_MSG.overview).optional(),
  })
  .refine((q) => (q.subjectId === undefined) === (q.tenantId === undefined), ROUTE_MSG.overview);

export type ChildQuery = z.output<typeof childQuerySchema>;
export type AddChildQuery = z.output<typeof addChildQuerySchema>;
export type EditChildQuery = z.output<typeof editChildQuerySchema>;
export type OverviewQuery = z.output<typeof overviewQuerySchema>;
