import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import {
  approvalCommentBodySchema,
  approvalCountSchema,
  approvalDecisionBodySchema,
  approvalDetailSchema,
  approvalIdParamsSchema,
  approvalMarkSchema,
  approvalMarksQuerySchema,
  approvalPageQuerySchema,
  approvalPageSchema,
  approvalRejectBodySchema,
  approvalRequestSchema,
  approvalRulesInputSchema,
  approvalRulesReplySchema,
  approvalRuleVersionSchema,
  type ApprovalDetail,
} from '../../schemas/approval';
import { APPROVAL_HISTORY_MAX, APPROVAL_MSG, APPROVAL_PERMISSION, type ApprovalView } from '../../schemas/approvalConstants';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { permissionGate } from '../http/auth';
import { auditOf } from '../http/auditedCall';
import { ApiError, notFound, ok } from '../http/envelope';
import { op, SCREEN } from '../http/operations';
import { idFrom } from '../audit/idOf';
import { latestChangesOf } from '../audit/history';
import { approveAsCall, commentAsCall, rejectAsCall, saveRuleSet, withdrawAsCall } from '../approval/calls';
import { heldStateOf, type Decider, type Decision } from '../approval/decide';
import { commentsOf, findRequest, maySee, parseJson, pendingMarks, requestPage, requestReply, todoCount, votesOf } from '../approval/requests';
import { currentRules, ruleReply, ruleVersions } from '../approval/rules';

const viewerOf = (request: FastifyRequest): Decider => ({
  userId: request.user.userId,
  tenantId: request.user.tenantId,
  permissions: request.user.permissions,
  username: request.user.username,
  actualName: request.user.actualName,
});

/** `"3"` as an ETag, and the version an If-Match names (undefined when none is sent; NaN when it names none). */
const etagOf = (version: number) => `"${version}"`;
function ifMatchOf(request: FastifyRequest): number | undefined {
  const header = request.headers['if-match'];
  if (header === undefined || header === '' || header === '*') return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(String(header));
  return match ? Number(match[1]) : Number.NaN;
}

const oneRequest = { 200: okReply(approvalRequestSchema) };
const decisionBody = { body: approvalDecisionBodySchema, params: approvalIdParamsSchema, response: oneRequest };

/**
 * Approval requests and their rules (docs/approvals.md): reading needs a signed-in user of the tenant (a request
 * only for those it concerns), deciding the permission `approval_request_approve`, editing the rules
 * `approval_rule_edit`. Every write is audited; every decision tells the tenant's approvers their new counts.
 */
export async function approvalRoutes(fastify: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/admin/approval/rules',
    {
      schema: { response: { 200: okReply(approvalRulesReplySchema) } },
      config: { operation: op('getApprovalRules', "The tenant's approval rules in force (ETag: their version)", 'approvals', SCREEN.approvalRules) },
    },
    async (request, reply) => {
      const { version, rules } = await currentRules(db, request.user.tenantId);
      reply.header('etag', etagOf(version));
      return ok(rules.map(ruleReply));
    },
  );

  app.get(
    '/admin/approval/rules/versions',
    {
      schema: { response: { 200: okReply(z.array(approvalRuleVersionSchema)) } },
      config: { operation: op('listApprovalRuleVersions', "Every version of the tenant's approval rules, newest first", 'approvals', SCREEN.approvalRules) },
    },
    async (request) => ok(await ruleVersions(db, request.user.tenantId)),
  );

  app.put(
    '/admin/approval/rules',
    {
      preValidation: permissionGate(APPROVAL_PERMISSION.rules),
      schema: { body: approvalRulesInputSchema, response: { 200: okReply(approvalRulesReplySchema) } },
      config: {
        operation: op('saveApprovalRules', "Replace the tenant's approval rules with a new version (If-Match: the version read)", 'approvals', SCREEN.approvalRules),
        audit: { entity: 'approvalRule', action: 'update', idOf: idFrom.none },
      },
    },
    async (request, reply) => {
      const expected = ifMatchOf(request);
      if (Number.isNaN(expected)) throw new ApiError(412, APPROVAL_MSG.staleRules);
      const by = { userId: request.user.userId, username: request.user.username, actualName: request.user.actualName };
      const saved = await saveRuleSet(db, auditOf(request), by, request.body, expected);
      reply.header('etag', etagOf(saved.version));
      return ok(saved.rules.map(ruleReply));
    },
  );

  app.get(
    '/admin/approval/page',
    {
      schema: { querystring: approvalPageQuerySchema, response: { 200: okReply(approvalPageSchema) } },
      config: { operation: op('listApprovalRequests', 'A page of approval requests: to approve, mine or done', 'approvals', SCREEN.approvalInbox) },
    },
    async (request) => {
      const q = request.query;
      const view: ApprovalView = q.view ?? (q.mine ? 'mine' : 'todo');
      const page = await requestPage(db, viewerOf(request), { view, state: q.state, action: q.action }, { current: q.current, size: q.size });
      return ok({ ...page, current: q.current, size: q.size });
    },
  );

  app.get(
    '/admin/approval/count',
    {
      schema: { response: { 200: okReply(approvalCountSchema) } },
      config: { operation: op('countApprovalRequests', "How many requests wait for the caller (the top bar's badge)", 'approvals', "the Shell's approval badge") },
    },
    async (request) => ok({ todo: await todoCount(db, viewerOf(request)) }),
  );

  app.get(
    '/admin/approval/marks',
    {
      schema: { querystring: approvalMarksQuerySchema, response: { 200: okReply(z.array(approvalMarkSchema)) } },
      config: { operation: op('listPendingApprovalMarks', 'The pending requests of some records (a list marks those rows)', 'approvals', 'the lists of covered records') },
    },
    async (request) => ok(await pendingMarks(db, request.user.tenantId, request.query.entity, request.query.ids)),
  );

  app.get(
    '/admin/approval/:id',
    {
      schema: { params: approvalIdParamsSchema, response: { 200: okReply(approvalDetailSchema) } },
      config: { operation: op('getApprovalRequest', "One request with its change, votes, comments and the record's history", 'approvals', SCREEN.approvalInbox) },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const row = await findRequest(db, viewer.tenantId, request.params.id);
      if (!row || !(await maySee(db, viewer, row))) throw notFound();
      const [votes, comments] = await Promise.all([votesOf(db, [Number(row.id)]), commentsOf(db, Number(row.id))]);
      const held = heldStateOf(row);
      const history = await latestChangesOf(db, viewer.tenantId, held.history, APPROVAL_HISTORY_MAX);
      // Stored as the request read the record: what it shows is masked already (a merchant's authorisation).
      const conflicts = parseJson<{ field: string; expected: unknown; current: unknown }[]>(row.conflicts, []).map((c) => ({
        field: String(c.field),
        expected: c.expected ?? null,
        current: c.current ?? null,
      }));
      const detail: ApprovalDetail = {
        ...requestReply(row, votes, viewer),
        votes: votes.map((v) => ({
          userId: Number(v.user_id),
          username: v.username,
          actualName: v.actual_name,
          decision: v.decision === 'reject' ? 'reject' : 'approve',
          comment: v.comment,
          createTime: formatDateTime(v.create_time) ?? '',
        })),
        comments: comments.map((c) => ({
          id: Number(c.id),
          userId: Number(c.user_id),
          username: c.username,
          actualName: c.actual_name,
          content: c.content,
          mentions: parseJson<string[]>(c.mentions, []),
          createTime: formatDateTime(c.create_time) ?? '',
        })),
        history,
        conflicts,
      };
      return ok(detail);
    },
  );

  /** A decision's reply: the request as it now stands; then the tenant's approvers hear their counts, a requester how it ended. */
  const afterDecision = async (request: FastifyRequest, decision: Decision) => {
    const events = request.server.approvals;
    await events.requestsChanged(request.user.tenantId);
    if (decision.ended && decision.state !== 'withdrawn') await events.ended(request.user.tenantId, decision.requesterId, decision.id, decision.state);
    const row = await findRequest(db, request.user.tenantId, decision.id);
    if (!row) throw notFound();
    return ok(requestReply(row, await votesOf(db, [decision.id]), viewerOf(request)));
  };

  /** A decision's facts: its operation, and its record on the request. */
  const decisionFacts = (id: string, summary: string, action: 'approve' | 'reject' | 'withdraw' | 'comment') => ({
    operation: op(id, summary, 'approvals', SCREEN.approvalInbox),
    audit: { entity: 'approval' as const, action },
  });

  app.post(
    '/admin/approval/:id/approve',
    { schema: decisionBody, config: decisionFacts('approveRequest', 'Approve a request; the last approval needed applies the held change once', 'approve') },
    async (request) => afterDecision(request, await approveAsCall(db, auditOf(request), viewerOf(request), request.params.id, request.body?.comment || null)),
  );

  app.post(
    '/admin/approval/:id/reject',
    { schema: { ...decisionBody, body: approvalRejectBodySchema }, config: decisionFacts('rejectRequest', 'Reject a request, with its reason', 'reject') },
    async (request) => afterDecision(request, await rejectAsCall(db, auditOf(request), viewerOf(request), request.params.id, request.body.comment)),
  );

  app.post('/admin/approval/:id/withdraw', { schema: decisionBody, config: decisionFacts('withdrawRequest', "Take back one's own pending request", 'withdraw') }, async (request) =>
    afterDecision(request, await withdrawAsCall(db, auditOf(request), viewerOf(request), request.params.id, request.body?.comment || null)),
  );

  app.post(
    '/admin/approval/:id/comment',
    { schema: { ...decisionBody, body: approvalCommentBodySchema }, config: decisionFacts('commentRequest', 'Comment on a request; the users it @mentions are reminded', 'comment') },
    async (request) => {
      const viewer = viewerOf(request);
      const { mentioned } = await commentAsCall(db, auditOf(request), viewer, request.params.id, request.body.comment);
      if (mentioned.length) await request.server.approvals.mentioned(viewer.tenantId, mentioned, request.user.actualName, request.params.id);
      const row = await findRequest(db, viewer.tenantId, request.params.id);
      if (!row) throw notFound();
      return ok(requestReply(row, await votesOf(db, [Number(row.id)]), viewer));
    },
  );
}
