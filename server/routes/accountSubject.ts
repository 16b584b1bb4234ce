import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { accountOperateSchema, businessSceneSchema, idTenantParamsSchema } from '../../schemas/account';
import { accountSubjectSchema, subjectListQuerySchema, subjectSaveSchema, subjectUpdateSchema, type AccountSubject } from '../../schemas/accountSubject';
import { boundedText } from '../../schemas/input';
import { withheldPageOf } from '../../schemas/withheldReply';
import { staleReply } from '../../schemas/version';
import { tagged } from '../http/versions';
import type { Database } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import { ApiError, ok } from '../http/envelope';
import { assertTenant, filterTenant } from '../http/filterTenant';
import { auditOf } from '../http/auditedCall';
import { gateOf } from '../http/approvalGate';
import { orHeld } from '../../schemas/approval';
import { heldOr } from '../approval/gate';
import { accessOf } from '../access/dataScope';
import { withheldPage, withheldRecord } from '../access/withheld';
import { WITHHELD_KEYS } from '../access/withheldFields';
import { listScenes, sceneMap } from '../repositories/scenes';
import { subjectPage, toSubject } from '../repositories/subjects';
import { freezeSubject, openSubject, scopedSubject, setSubjectStatus, thawSubject, updateSubject, type SubjectActor } from '../services/subjects';
import { SCREEN, op } from '../http/operations';
import { idFrom } from '../audit/idOf';
import { SUBJECT_PAGE_EXAMPLE } from '../http/replyExamples';

const oneSubject = { 200: okReply(accountSubjectSchema) };
const none = { 200: okReply(z.null()) };
/** A change of a subject: 412 with the subject as it stands when the version sent is stale. */
const subjectChange = { ...oneSubject, ...staleReply(accountSubjectSchema) };
const statusChange = { ...none, ...staleReply(accountSubjectSchema) };
const BASE = '/accountcenter/subject';
const SUBJECT_EXISTS = '该主体已开户';

/** Subjects (docs/product.md#account-centre-calls): each subject holds one parent account (level 1, self-use). */
export async function accountSubjectRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    `${BASE}/list`,
    {
      schema: { body: subjectListQuerySchema, response: { 200: okReply(withheldPageOf(accountSubjectSchema)) } },
      config: { operation: op('listSubjects', 'A page of account subjects', 'subjects'), readOnly: true, example: SUBJECT_PAGE_EXAMPLE },
    },
    async (request) => {
      const q = request.body;
      const tenantId = await filterTenant(db, request.user, q.tenantId);
      const access = await accessOf(request, db);
      const page = { ...(await subjectPage(db, tenantId, q, access.scope)), current: q.current, size: q.size };
      return ok(withheldPage(page, WITHHELD_KEYS.subject, access.withheld));
    },
  );

  /** A subject as a reply carries it to this caller: its withheld fields null and named. */
  const shown = async (request: FastifyRequest, subject: AccountSubject) => withheldRecord(subject, WITHHELD_KEYS.subject, (await accessOf(request, db)).withheld);

  /** The request's user as a subject's service sees them: in the request's tenant, with their data scope. */
  const actorOf = async (request: FastifyRequest): Promise<SubjectActor> => ({ ...request.user, ...(await accessOf(request, db)) });

  app.get(
    `${BASE}/view/:id/:tenantId`,
    { schema: { params: idTenantParamsSchema, response: oneSubject }, config: { operation: op('getSubject', 'One account subject', 'subjects', SCREEN.overview) } },
    async (request, reply) => {
      const { id, tenantId } = request.params;
      assertTenant(request.user.tenantId, tenantId);
      const row = await scopedSubject(db, await actorOf(request), id);
      return ok(tagged(reply, await shown(request, toSubject(row, await sceneMap(db, request.user.tenantId)))));
    },
  );

  app.get(
    `${BASE}/scenes`,
    {
      schema: { querystring: z.object({ subjectNo: boundedText(32).optional() }), response: { 200: okReply(z.array(businessSceneSchema)) } },
      config: { operation: op('listSubjectScenes', "The tenant's business scenes", 'subjects') },
    },
    async (request) => {
      return ok(await listScenes(db, request.user.tenantId));
    },
  );

  app.post(
    `${BASE}/save`,
    {
      schema: { body: subjectSaveSchema, response: oneSubject },
      config: { operation: op('createSubject', 'Open a subject with its parent account', 'subjects'), audit: { entity: 'subject', action: 'create', idOf: idFrom.none } },
    },
    async (request) => {
      const form = request.body;
      assertTenant(request.user.tenantId, form.tenantId);
      try {
        return ok(await shown(request, await openSubject(db, auditOf(request), await actorOf(request), form)));
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(400, SUBJECT_EXISTS);
        throw error;
      }
    },
  );

  app.post(
    `${BASE}/update`,
    {
      schema: { body: subjectUpdateSchema, response: subjectChange },
      config: { operation: op('updateSubject', "Change a subject and its parent account's name and scenes", 'subjects'), audit: { entity: 'subject', action: 'update' } },
    },
    async (request) => {
      const form = request.body;
      assertTenant(request.user.tenantId, form.tenantId);
      return ok(await shown(request, await updateSubject(db, auditOf(request), await actorOf(request), form)));
    },
  );

  // Enabling or disabling a subject may be held for approval (server/approval/covered/subjectStatus.ts).
  app.post(
    `${BASE}/operate`,
    {
      schema: { body: accountOperateSchema, response: { 200: okReply(orHeld(z.null())), ...staleReply(accountSubjectSchema) } },
      config: {
        operation: op('setSubjectStatus', "Enable or disable a subject's parent account", 'subjects'),
        audit: { entity: 'subject', action: 'status', idOf: idFrom.body('id', 'accountId') },
      },
    },
    async (request) => {
      const body = request.body;
      assertTenant(request.user.tenantId, body.tenantId);
      const subjectId = body.id ?? body.accountId;
      if (!subjectId) throw new ApiError(400, '缺少主体编号');
      return ok(heldOr(await setSubjectStatus(db, await gateOf(request, db), await actorOf(request), subjectId, body.status)));
    },
  );

  for (const [action, apply, operation] of [
    ['freeze', freezeSubject, op('freezeSubject', "Freeze a subject's parent account", 'subjects')],
    ['thaw', thawSubject, op('thawSubject', "Thaw a subject's parent account", 'subjects')],
  ] as const) {
    app.get(
      `${BASE}/${action}/:id/:tenantId`,
      { schema: { params: idTenantParamsSchema, response: statusChange }, config: { operation, audit: { entity: 'subject', action } } },
      async (request) => {
        const { id, tenantId } = request.params;
        assertTenant(request.user.tenantId, tenantId);
        await apply(db, auditOf(request), await actorOf(request), id);
        return ok(null);
      },
    );
  }
  // POST .../subject/export is the task registry's (tasks/definitions/accountSubject.ts).
}
