import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okReply } from '../../schemas/reply';
import { accountSubjectSchema } from '../../schemas/accountSubject';
import { businessSceneSchema } from '../../schemas/account';
import { staleReply } from '../../schemas/version';
import { expectVersion, tagged } from '../http/versions';
import { withheldPageOf } from '../../schemas/withheldReply';

const oneSubject = { 200: okReply(accountSubjectSchema) };
const none = { 200: okReply(z.null()) };
/** A change of a subject: 412 with the subject as it stands when the version sent is stale. */
const subjectChange = { ...oneSubject, ...staleReply(accountSubjectSchema) };
const statusChange = { ...none, ...staleReply(accountSubjectSchema) };
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { accountOperateSchema, idTenantParamsSchema } from '../../schemas/account';
import { subjectListQuerySchema, subjectSaveSchema, subjectUpdateSchema, SUBJECT_TYPE, type AccountSubject } from '../../schemas/accountSubject';
import type { Database } from '../db/schema';
import { keptListTotal, searchesNothing } from '../db/listCounts';
import { boundedText } from '../../schemas/input';
import { pageWindow } from '../db/paging';
import { ApiError, notFound, ok } from '../http/envelope';
import { filterTenant } from '../http/filterTenant';
import { assertTenant, checkScenes, listScenes, ownerName, sceneMap, subjectFilter, subjectSelect, toSubject } from '../services/accountCentre';
import { freezeAccount, thawAccount } from '../services/accountStatus';
import { orHeld } from '../../schemas/approval';
import { gatedWrite, heldOr } from '../approval/gate';
import { subjectOperateChange } from '../approval/covered/subjectStatus';
import { auditedWrite } from '../audit/trail';
import { isUniqueViolation } from '../db/uniqueViolation';
import { insertSubjectWithParent, lockSubject, renameSubject, subjectView, updateParentAccount } from '../repositories/subjects';
import { accessOf, newSubjectInScope } from '../access/dataScope';
import { withheldPage, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';

const BASE = '/accountcenter/subject';
const SUBJECT_EXISTS = '该主体已开户';
/** Opening a subject the opener's data scope would not see (docs/security.md): refused as an unknown owner is. */
const OUTSIDE_SCOPE: Record<number, string> = {
  [SUBJECT_TYPE.organisation]: '所选组织不存在',
  [SUBJECT_TYPE.employee]: '所选员工不存在',
};
const OUTSIDE_SCOPE_OTHER = '当前数据权限不能为该类型主体开户';

/** Subjects (docs/product.md#account-centre-calls): each subject holds one parent account (level 1, self-use). */
export async function accountSubjectRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(`${BASE}/list`, { schema: { body: subjectListQuerySchema, response: { 200: okReply(withheldPageOf(accountSubjectSchema)) } } }, async (request) => {
    const q = request.body;
    const tenantId = await filterTenant(db, request.user, q.tenantId);
    const access = await accessOf(request, db);
    const base = subjectFilter(db, tenantId, q, access.scope);
    // Every subject holds exactly one parent account, so unfiltered and unscoped the kept count of subjects is the total.
    const { offset, beyondReach } = pageWindow(q.current, q.size);
    const [total, rows, scenes] = await Promise.all([
      access.scope.all && searchesNothing(q.subjectName, q.subjectNo, q.subjectType, q.status)
        ? keptListTotal(db, 'act_subject', tenantId)
        : base
            .clearSelect()
            .select((eb) => eb.fn.countAll<string | number>().as('total'))
            .executeTakeFirstOrThrow()
            .then((row) => row.total),
      beyondReach ? [] : base.orderBy('s.create_time', 'desc').orderBy('s.id', 'desc').limit(q.size).offset(offset).execute(),
      sceneMap(db, tenantId),
    ]);
    const page = { records: rows.map((r) => toSubject(r, scenes)), total: Number(total), current: q.current, size: q.size };
    return ok(withheldPage(page, WITHHELD_KEYS.subject, access.withheld));
  });

  /** A subject as a reply carries it to this caller: its withheld fields null and named. */
  const shown = async (request: FastifyRequest, subject: AccountSubject) => withheldRecord(subject, WITHHELD_KEYS.subject, (await accessOf(request, db)).withheld);

  /** The tenant's subject in the caller's scope, or 404 (as another tenant's subject). */
  const scopedSubject = async (request: FastifyRequest, subjectId: number) => {
    const { scope } = await accessOf(request, db);
    const row = await subjectSelect(db, request.user.tenantId, scope).where('s.id', '=', subjectId).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get(`${BASE}/view/:id/:tenantId`, { schema: { params: idTenantParamsSchema, response: oneSubject } }, async (request, reply) => {
    const { id, tenantId } = request.params;
    assertTenant(request.user.tenantId, tenantId);
    const row = await scopedSubject(request, id);
    return ok(tagged(reply, await shown(request, toSubject(row, await sceneMap(db, request.user.tenantId)))));
  });

  app.get(
    `${BASE}/scenes`,
    { schema: { querystring: z.object({ subjectNo: boundedText(32).optional() }), response: { 200: okReply(z.array(businessSceneSchema)) } } },
    async (request) => {
      return ok(await listScenes(db, request.user.tenantId));
    },
  );

  app.post(`${BASE}/save`, { schema: { body: subjectSaveSchema, response: oneSubject } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    assertTenant(tenantId, form.tenantId);
    const name = await ownerName(db, tenantId, form.subjectType, form.subjectSysId ?? null, form.subjectName);
    await assertOpenable(request, form.subjectType, form.subjectSysId ?? null);
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
          createBy: request.user.userId,
        });
        const view = await subjectView(trx, tenantId, subject.id);
        audit.target(subject.id).diff(null, view);
        return view;
      });
      return ok(await shown(request, saved));
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(400, SUBJECT_EXISTS);
      throw error;
    }
  });

  app.post(`${BASE}/update`, { schema: { body: subjectUpdateSchema, response: subjectChange } }, async (request) => {
    const form = request.body;
    const tenantId = request.user.tenantId;
    assertTenant(tenantId, form.tenantId);
    const current = await scopedSubject(request, form.id);
    if (form.subjectType !== undefined && form.subjectType !== current.subject_type) {
      throw new ApiError(400, '主体类型创建后不能修改', { subjectType: '主体类型创建后不能修改' });
    }
    const configIds = form.configIds ? await checkScenes(db, tenantId, form.configIds) : undefined;
    const updated = await auditedWrite(request, db, async (trx, audit) => {
      audit.target(form.id);
      await lockSubject(trx, form.id);
      const before = await subjectView(trx, tenantId, form.id);
      await expectVersion(request, trx, before, (record) => shown(request, record));
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
    return ok(await shown(request, updated));
  });

  /** A state change of a subject's parent account, audited with the subject's view before and after (its version checked). */
  const changeSubject = (request: FastifyRequest, subjectId: number, change: (trx: Kysely<Database>) => Promise<void>) =>
    auditedWrite(request, db, async (trx, audit) => {
      audit.target(subjectId);
      await lockSubject(trx, subjectId);
      const before = await subjectView(trx, request.user.tenantId, subjectId);
      await expectVersion(request, trx, before, (record) => shown(request, record));
      await change(trx);
      audit.diff(before, await subjectView(trx, request.user.tenantId, subjectId));
    });

  const parentAccountOf = async (request: FastifyRequest, subjectId: number) => (await scopedSubject(request, subjectId)).account_id;

  // Enabling or disabling a subject may be held for approval (server/approval/covered/subjectStatus.ts).
  app.post(`${BASE}/operate`, { schema: { body: accountOperateSchema, response: { 200: okReply(orHeld(z.null())), ...staleReply(accountSubjectSchema) } } }, async (request) => {
    const body = request.body;
    assertTenant(request.user.tenantId, body.tenantId);
    const subjectId = body.id ?? body.accountId;
    if (!subjectId) throw new ApiError(400, '缺少主体编号');
    const outcome = await gatedWrite(request, db, subjectOperateChange, { subjectId, status: body.status }, { shown: (subject) => shown(request, subject as AccountSubject) });
    return ok(heldOr(outcome));
  });

  for (const [action, apply] of [
    ['freeze', freezeAccount],
    ['thaw', thawAccount],
  ] as const) {
    app.get(`${BASE}/${action}/:id/:tenantId`, { schema: { params: idTenantParamsSchema, response: statusChange } }, async (request) => {
      const { id, tenantId } = request.params;
      assertTenant(request.user.tenantId, tenantId);
      const accountId = await parentAccountOf(request, id);
      await changeSubject(request, id, (trx) => apply(trx, request.user.tenantId, accountId));
      return ok(null);
    });
  }
  // POST .../subject/export is the task registry's (tasks/definitions/accountSubject.ts).

  /** A subject the opener's scope would not see is refused before anything is written. */
  async function assertOpenable(request: FastifyRequest, subjectType: number, sysId: number | null) {
    const { scope } = await accessOf(request, db);
    if (await newSubjectInScope(db, scope, subjectType, sysId)) return;
    const message = OUTSIDE_SCOPE[subjectType] ?? OUTSIDE_SCOPE_OTHER;
    throw new ApiError(400, message, { subjectSysId: message });
  }
}
