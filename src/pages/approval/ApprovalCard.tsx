import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApprovalRequest } from '@schemas/approval';
import { approvalActionEnum, approvalDetailPath } from '@schemas/approvalConstants';
import { currentLanguage } from '@/providers/i18n';
import { StateBadge } from './StateBadge';

/** One request in the inbox: a link to its page, large enough to tap, saying what, on which record, by whom. */
export function ApprovalCard({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Link to={approvalDetailPath(request.id)} className="approval-card" data-testid="approval-card">
      <span className="approval-card-head">
        <strong>{approvalActionEnum.label(request.action, lang)}</strong>
        <StateBadge state={request.state} />
      </span>
      <span className="approval-card-title">{request.title}</span>
      {request.amount ? (
        <span className="approval-card-amount">
          {t('approval.list.amount')} <span className="cell-money">{request.amount}</span>
        </span>
      ) : null}
      <span className="approval-card-meta">
        <span>
          {t('approval.list.requester')} {request.requester.actualName}
        </span>
        <span>{request.createTime}</span>
        <span>{t('approval.list.approvals', { done: request.approvedCount, need: request.approvals })}</span>
      </span>
    </Link>
  );
}
