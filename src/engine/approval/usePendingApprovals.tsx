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
const NO_MARKS: ReadonlyMap<string, ApprovalMark> = new Map();

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
  const [marks, setMarks] = useState<ReadonlyMap<string, ApprovalMark>>(NO_MARKS);
  const [held, setHeld] = useState(0);
  useEffect(() => (entity ? onHeldApproval(() => setHeld((n) => n + 1)) : undefined), [entity]);
  const ids = entity
    ? rows
        .map((row) => row[idField])
        .filter((id): id is number => typeof id === 'number')
        .join(',')
    : '';
  // Rows read anew (a reload) ask again, whatever their ids. A list without rows asks nothing and keeps the one
  // empty map: it passes a new empty array at every render, which must not render it again.
  const asked = ids === '' ? null : rows;
  useEffect(() => {
    if (!entity || ids === '') {
      setMarks(NO_MARKS);
      return;
    }
    let current = true;
    http
      .get<Envelope<ApprovalMark[]>>(APPROVAL_MARKS_URL, { params: { entity, ids: ids.split(',').map(Number) }, ignoreErrors: true })
      .then((res) => current && setMarks(new Map(res.data.data.map((mark) => [mark.entityId, mark]))))
      // Marks are a hint beside the rows: a list whose marks could not be read shows none.
      .catch(() => current && setMarks(NO_MARKS));
    return () => {
      current = false;
    };
  }, [entity, ids, asked, held]);

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
