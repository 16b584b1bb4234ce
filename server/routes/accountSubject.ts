import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply, pageOf } from '../../schemas/reply';
import { accountSubjectSchema } from '../../schemas/accountSubject';
import { businessSceneSchema } from '../../schemas/account';

const oneSubject = { 200: okReply(accountSubjectSchema) };
const none = { 200: okReply(z.null()) };
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { accountOperateSchema, idTenantParamsSchema } from '../../schemas/account';
import {
  subjectListQuerySchema,
  subjectSaveSchema,
  subjectUpdateSchema,
  SUBJECT_TYPE,
} from '../../schemas/accountSubject';
import type { Database } from '../db/schema';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { boundedText } from '../../schemas/input';
import { pageWindow } from '../db/paging';
import { ApiError, notFound, ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import {
  assertTenant,
  checkScenes,
  listScenes,
  ownerName,
  sceneMap,
  subjectFilter,
  subjectSelect,
  toSubject,
} from '../services/accountCentre';
import { freezeAccount, thawAccount } from '../services/accountStatus';
import { orHeld } from '../../schemas/approval';
import { gatedWrite, heldOr } from '../approval/gate';
import { subjectOperateChange } from '../approval/covered/subjectStatus';
import { auditedWrite } from '../audit/trail';
import { isUniqueViolation } from '../db/uniqueViolation';
import { insertSubjectWithParent, lockSubject, renameSubject, subjectView, updateParentAccount } from '../repositories/subjects';

const BASE = '/accountcenter/subject';
const SUBJECT_EXISTS = '该主体已开户';

/** Subjects (SPEC.md section 7): each subject holds one parent account (level 1, self-use). */
export async function accountSubjectRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(`${BASE}/list`, { schema: { body: subjectListQuerySchema, response: { 200: okReply(pageOf(accountSubjectSchema)) } } }, async (request) => {
    const q = request.body;
    const tenantId = await filterTenant(db, request.user, q.tenantId);
    const base = subjectFilter(db, tenantId, q);
    // Every subject holds exactly one parent account, so unfiltered the kept count of subjects is the total.
    const { offset, beyondReach } = pageWindow(q.current, q.size);
    const [total, rows, scenes] = await Promise.all([
      searchesNothing(q.subjectName, q.subjectNo, q.subjectType, q.status)
        ? keptListTotal(db, 'act_subject', tenantId)
        : base.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('total')).executeTakeFirstOrThrow().then((row) => row.total),
      beyondReach ? [] : base.orderBy('s.create_time', 'desc').orderBy('s.id', 'desc').limit(q.size).offset(offset).execute(),
      sceneMap(db, tenantId),
    ]);
    return ok({ records: rows.map((r) => toSubject(r, scenes)), total: Number(total), current: q.current, size: q.size });
  });

  app.get(`${BASE}/view/:id/:tenantId`, { schema: { params: idTenantParamsSchema, response: oneSubject } }, async (request) => {
    const { id, tenantId } = request.params;
    assertTenant(request.user.tenantId, tenantId);
    const row = await subjectSelect(db, request.user.tenantId).where('s.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return ok(toSubject(row, await sceneMap(db, request.user.tenantId)));
  });

  app.get(`${BASE}/scenes`, { schema: { querystring: z.object({ subjectNo: boundedText(32).optional() }), response: { 200: okReply(z.array(businessSceneSchema)) } } }, async (request) => {
    return ok(await listScenes(db, request.user.tenantId));
  });

  app.post(`${BASE}/save`, { schema: { body: subjectSaveSchema, response: oneSubject } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    assertTenant(tenantId, form.tenantId);
    const name = await ownerName(db, tenantId, form.subjectType, form.subjectSysId ?? null, form.subjectName);
    const configIds = await checkScenes(db, tenantId, form.configIds ?? []);
    try {
      const saved = await auditedWrite(request, db, async (trx, audit) => {
        const subject = await insertSubjectWithParent(trx, tenantId, {
          subjectName: name,
          subjectType: form.subjectType,
          subjectSysId: form.subjectType === SUBJECT_TYPE.tenant ? tenantId : (form.subjectSysId ?? null),
          accountName: form.accountName,
          configIds,
          operator: request.user.actualName,
        });
        const view = await subjectView(trx, tenantId, subject.id);
        audit.target(subject.id).diff(null, view);
        return view;
      });
      return ok(saved);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, SUBJECT_EXISTS);
      throw error;
    }
  });

  app.post(`${BASE}/update`, { schema: { body: subjectUpdateSchema, response: oneSubject } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    assertTenant(tenantId, form.tenantId);
    const current = await subjectSelect(db, tenantId).where('s.id', '=', form.id).executeTakeFirst();
    if (!current) throw notFound();
    if (form.subjectType !== undefined && form.subjectType !== current.subject_type) {
      throw new ApiError(400, '主体类型创建后不能修改', { subjectType: '主体类型创建后不能修改' });
    }
    const configIds = form.configIds ? await checkScenes(db, tenantId, form.configIds) : undefined;
    const updated = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(form.id);
      await lockSubject(trx, form.id);
      const before = await subjectView(trx, tenantId, form.id);
      if (form.subjectName) {
        await renameSubject(trx, form.id, form.subjectName);
      }
      if (form.accountName || configIds) {
        await updateParentAccount(trx, current.account_id, { accountName: form.accountName, configIds });
      }
      const after = await subjectView(trx, tenantId, form.id);
      audit.diff(before, after);
      return after;
    });
    return ok(updated);
  });

  /** A state change of a subject's parent account, audited with the subject's view before and after. */
  const changeSubject = (request: FastifyRequest, subjectId: number, change: (trx: Kysely<Database>) => Promise<void>) =>
    auditedWrite(request, db, async (trx, audit) => {
      audit.target(subjectId);
      const before = await subjectView(trx, request.user.tenantId, subjectId);
      await change(trx);
      audit.diff(before, await subjectView(trx, request.user.tenantId, subjectId));
    });

  const parentAccountOf = async (tenantId: number, subjectId: number) => {
    const row = await subjectSelect(db, tenantId).where('s.id', '=', subjectId).executeTakeFirst();
    if (!row) throw notFound();
    return row.account_id;
  };

  // Enabling or disabling a subject may be held for approval (server/approval/covered/subjectStatus.ts).
  app.post(`${BASE}/operate`, { schema: { body: accountOperateSchema, response: { 200: okReply(orHeld(z.null())) } } }, async (request) => {
    const body = request.body;
    assertTenant(request.user.tenantId, body.tenantId);
    const subjectId = body.id ?? body.accountId;
    if (!subjectId) throw new ApiError(400, '缺少主体编号');
    return ok(heldOr(await gatedWrite(request, db, subjectOperateChange, { subjectId, status: body.status })));
  });

  for (const [action, apply] of [
    ['freeze', freezeAccount],
    ['thaw', thawAccount],
  ] as const) {
    app.get(`${BASE}/${action}/:id/:tenantId`, { schema: { params: idTenantParamsSchema, response: none } }, async (request) => {
      const { id, tenantId } = request.params;
      assertTenant(request.user.tenantId, tenantId);
      const accountId = await parentAccountOf(request.user.tenantId, id);
      await changeSubject(request, id, (trx) => apply(trx, request.user.tenantId, accountId));
      return ok(null);
    });
  }
  // POST .../subject/export is the task registry's (tasks/definitions/accountSubject.ts).
}

