import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import type { ApprovalMark } from '@schemas/approval';
import { APPROVAL_ENTITIES, approvalDetailPath, type ApprovalEntity } from '@schemas/approvalLinks';
import type { Envelope } from '@schemas/envelope';
import { http } from '@/providers/client';
import { onHeldApproval } from '@/providers/approvalMarks';

export const APPROVAL_MARKS_URL = '/admin/approval/marks';

/**
 * The entity whose pending requests a list marks (docs/approvals.md): the one it declares, else its rows' history
 * entity, when one of its actions names an approval rule; none otherwise (the list asks nothing).
 */
export function approvalEntityOf(resource: ResourceDecl): ApprovalEntity | null {
  const entity = resource.approvalEntity ?? resource.history?.entity;
  const named = [...(resource.actions ?? []), ...(resource.bulk ?? [])].some((action) => action.approval);
  return named && entity && (APPROVAL_ENTITIES as readonly string[]).includes(entity) ? (entity as ApprovalEntity) : null;
}

/**
 * Which of a list's rows wait for a checker: asked whenever the rows change and whenever a call of this console
 * was held; `tag(row)` is the row's 待审批 badge, a link to the request.
 */
export function usePendingApprovals(resource: ResourceDecl, rows: readonly Record<string, unknown>[]) {
  const { t } = useTranslation();
  const entity = approvalEntityOf(resource);
  const idField = resource.idField ?? 'id';
  const [marks, setMarks] = useState<ReadonlyMap<string, ApprovalMark>>(new Map());
  const [held, setHeld] = useState(0);
  useEffect(() => (entity ? onHeldApproval(() => setHeld((n) => n + 1)) : undefined), [entity]);
  useEffect(() => {
    const ids = entity ? rows.map((row) => row[idField]).filter((id) => typeof id === 'number') : [];
    if (!entity || ids.length === 0) {
      setMarks(new Map());
      return;
    }
    let current = true;
    http
      .get<Envelope<ApprovalMark[]>>(APPROVAL_MARKS_URL, { params: { entity, ids }, ignoreErrors: true })
      .then((res) => current && setMarks(new Map(res.data.data.map((mark) => [mark.entityId, mark]))))
      .catch(() => current && setMarks(new Map()));
    return () => {
      current = false;
    };
  }, [entity, rows, idField, held]);

  const tag = (row: Record<string, unknown>) => {
    const mark = marks.get(String(row[idField]));
    return mark ? (
      <Tag color="gold" className="approval-pending" data-testid="approval-pending">
        <Link to={approvalDetailPath(mark.id)}>{t('approval.pendingTag')}</Link>
      </Tag>
    ) : null;
  };
  return { tag };
}
