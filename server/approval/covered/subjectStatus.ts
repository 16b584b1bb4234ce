import { z } from 'zod';
import type { AccountSubject } from '../../../schemas/accountSubject';
import { ApiError, notFound } from '../../http/envelope';
import { findSubjectRow, lockSubject, subjectView } from '../../repositories/subjects';
import { FROZEN_FIRST_THAW, setAccountStatus } from '../../services/accountStatus';
import type { CoveredChange } from '../covered';

const payload = z.object({ subjectId: z.int().positive(), status: z.union([z.literal(1), z.literal(2)]) });
export type SubjectOperatePayload = z.output<typeof payload>;

/**
 * A subject enabled or disabled (`POST /accountcenter/subject/operate`: its parent account's status): the rule
 * `subjectStatus` holds it when the status really changes.
 */
export const subjectOperateChange: CoveredChange<SubjectOperatePayload, null> = {
  operation: 'subjectOperate',
  entity: 'subject',
  auditAction: 'status',
  versioned: true,
  payload,
  async read(trx, actor, p) {
    const row = await findSubjectRow(trx, actor.tenantId, p.subjectId, actor.scope);
    if (!row) throw notFound();
    await lockSubject(trx, p.subjectId);
    const view: AccountSubject = await subjectView(trx, actor.tenantId, p.subjectId);
    if (view.status === 3) throw new ApiError(400, FROZEN_FIRST_THAW);
    return { entity: 'subject', entityId: String(p.subjectId), title: `${view.subjectName}（${view.subjectNo}）`, fields: { status: view.status }, version: view.version, record: view };
  },
  ruleOf: (p, state) => (state.fields.status !== p.status ? 'subjectStatus' : null),
  preview: (p) => ({ status: p.status }),
  async apply({ trx, actor, pass, audit }, p) {
    audit.target(p.subjectId);
    const row = await findSubjectRow(trx, actor.tenantId, p.subjectId, actor.scope);
    if (!row) throw notFound();
    await lockSubject(trx, p.subjectId);
    const before = await subjectView(trx, actor.tenantId, p.subjectId);
    await setAccountStatus(trx, pass, actor.tenantId, row.account_id, p.status);
    audit.diff(before, await subjectView(trx, actor.tenantId, p.subjectId));
    return null;
  },
  historyKeys: (state) => [{ entity: 'subject', entityId: state.entityId }],
};
