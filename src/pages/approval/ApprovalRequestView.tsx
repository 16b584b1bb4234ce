import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPROVAL_MSG, APPROVAL_PATHS, approvalActionEnum, approvalDecisionEnum } from '@schemas/approvalConstants';
import { auditActionEnum } from '@schemas/auditEnums';
import { currentLanguage, tm } from '@/providers/i18n';
import { notify } from '@/providers/notifier';
import { ChangeTable } from './ChangeTable';
import { CommentBox } from './CommentBox';
import { ConfirmDialog } from './ConfirmDialog';
import { StateBadge } from './StateBadge';
import { fieldLabel, fieldValue } from './format';
import { useApprovalRequest } from './useApprovalRequest';
import './texts';
import './approval.css';

type Asking = 'approve' | 'reject' | 'withdraw' | null;

/**
 * A request's page (docs/approvals.md): what is asked and by whom, the change as a table of fields before and
 * after, approve or reject (with a reason) for an approver, withdraw for the requester, the votes, the comments
 * with @mentions, and the record's latest audited changes. Every decision is confirmed first.
 */
export function ApprovalRequestView() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
  const request = useApprovalRequest(id);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const d = request.detail;

  const back = (
    <Link to={APPROVAL_PATHS.inbox} className="approval-back">
      {t('approval.detail.back')}
    </Link>
  );
  if (request.loading && !d) {
    return (
      <section className="approval-request" aria-busy="true">
        {back}
        <p role="status">{t('approval.list.loading')}</p>
      </section>
    );
  }
  if (request.missing || !d) {
    return (
      <section className="approval-request">
        {back}
        <p role="alert" className="approval-error">
          {t('approval.detail.notFound')}
        </p>
      </section>
    );
  }

  const confirm = async () => {
    const what = asking;
    if (!what) return;
    if (what === 'reject' && !reason.trim()) {
      notify.warning(tm(APPROVAL_MSG.rejectReason));
      return;
    }
    const result = await request.run(what, what === 'reject' ? reason.trim() : undefined);
    if (!result) return;
    setAsking(null);
    setReason('');
    if (result.state === 'conflicted') notify.warning(t('approval.messages.conflicted'));
    else if (what === 'approve') notify.success(t(result.state === 'approved' ? 'approval.messages.applied' : 'approval.messages.approved'));
    else notify.success(t(what === 'reject' ? 'approval.messages.rejected' : 'approval.messages.withdrawn'));
  };

  const comment = async (text: string) => {
    const result = await request.run('comment', text);
    if (result) notify.success(t('approval.messages.commented'));
    return result !== null;
  };

  const title = `${approvalActionEnum.label(d.action, lang)} #${d.id}`;
  return (
    <section className="approval-request" aria-labelledby="approval-request-title">
      {back}
      <header className="approval-request-head">
        <h2 id="approval-request-title">{title}</h2>
        <StateBadge state={d.state} />
      </header>
      <dl className="approval-facts">
        <dt>{t('approval.detail.record')}</dt>
        <dd>{d.title}</dd>
        {d.amount ? (
          <>
            <dt>{t('approval.detail.amount')}</dt>
            <dd className="cell-money">{d.amount}</dd>
          </>
        ) : null}
        <dt>{t('approval.detail.requester')}</dt>
        <dd>
          {d.requester.actualName}（{d.requester.username}）
        </dd>
        <dt>{t('approval.detail.createTime')}</dt>
        <dd>{d.createTime}</dd>
        <dt>{t('approval.detail.expireTime')}</dt>
        <dd>{d.expireTime}</dd>
        {d.decideTime ? (
          <>
            <dt>{t('approval.detail.decideTime')}</dt>
            <dd>{d.decideTime}</dd>
          </>
        ) : null}
        <dt>{t('approval.detail.approvals')}</dt>
        <dd>{t('approval.list.approvals', { done: d.approvedCount, need: d.approvals })}</dd>
        {d.reason ? (
          <>
            <dt>{t('approval.detail.reason')}</dt>
            <dd>{tm(d.reason)}</dd>
          </>
        ) : null}
      </dl>

      <ChangeTable caption={t('approval.detail.change')} changes={d.changes} />

      {d.conflicts.length ? (
        <table className="approval-table approval-conflicts">
          <caption>{t('approval.detail.conflicts')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('approval.detail.field')}</th>
              <th scope="col">{t('approval.detail.expected')}</th>
              <th scope="col">{t('approval.detail.current')}</th>
            </tr>
          </thead>
          <tbody>
            {d.conflicts.map((c) => (
              <tr key={c.field}>
                <th scope="row">{fieldLabel(t, c.field)}</th>
                <td>{fieldValue(t, c.field, c.expected)}</td>
                <td>{fieldValue(t, c.field, c.current)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      {d.canApprove || d.canReject || d.canWithdraw ? (
        <div className="approval-actions" role="group" aria-label={title}>
          {d.canApprove ? (
            <button type="button" className="approval-button approval-button-primary" disabled={request.busy !== null} onClick={() => setAsking('approve')}>
              {t('approval.buttons.approve')}
            </button>
          ) : null}
          {d.canReject ? (
            <button type="button" className="approval-button approval-button-danger" disabled={request.busy !== null} onClick={() => setAsking('reject')}>
              {t('approval.buttons.reject')}
            </button>
          ) : null}
          {d.canWithdraw ? (
            <button type="button" className="approval-button" disabled={request.busy !== null} onClick={() => setAsking('withdraw')}>
              {t('approval.buttons.withdraw')}
            </button>
          ) : null}
        </div>
      ) : null}

      <section className="approval-block" aria-labelledby="approval-votes">
        <h3 id="approval-votes">{t('approval.detail.votes')}</h3>
        {d.votes.length ? (
          <ul className="approval-lines">
            {d.votes.map((vote) => (
              <li key={vote.userId}>
                <strong>{vote.actualName}</strong> {approvalDecisionEnum.label(vote.decision, lang)} <span className="approval-time">{vote.createTime}</span>
                {vote.comment ? <p>{vote.comment}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="approval-empty">{t('approval.detail.noVotes')}</p>
        )}
      </section>

      <section className="approval-block" aria-labelledby="approval-comments">
        <h3 id="approval-comments">{t('approval.detail.comments')}</h3>
        {d.comments.length ? (
          <ul className="approval-lines">
            {d.comments.map((c) => (
              <li key={c.id}>
                <strong>{c.actualName}</strong> <span className="approval-time">{c.createTime}</span>
                <p>{c.content}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="approval-empty">{t('approval.detail.noComments')}</p>
        )}
        <CommentBox busy={request.busy === 'comment'} onSend={comment} />
      </section>

      <section className="approval-block" aria-labelledby="approval-history">
        <h3 id="approval-history">{t('approval.detail.history')}</h3>
        {d.history.length ? (
          <ul className="approval-lines">
            {d.history.map((h) => (
              <li key={h.auditId}>
                <strong>{auditActionEnum.label(h.action, lang)}</strong> {h.actualName ?? h.username} <span className="approval-time">{h.createTime}</span>
                <p>{h.changes.map((c) => `${fieldLabel(t, c.field)}: ${fieldValue(t, c.field, c.before)} → ${fieldValue(t, c.field, c.after)}`).join('；')}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="approval-empty">{t('approval.detail.noHistory')}</p>
        )}
      </section>

      <ConfirmDialog
        open={asking === 'approve' || asking === 'withdraw'}
        title={t(asking === 'withdraw' ? 'approval.confirm.withdraw' : 'approval.confirm.approve')}
        confirmText={t(asking === 'withdraw' ? 'approval.buttons.withdraw' : 'approval.buttons.approve')}
        busy={request.busy !== null}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'reject'}
        title={t('approval.confirm.rejectTitle')}
        confirmText={t('approval.buttons.reject')}
        danger
        busy={request.busy !== null}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        <label htmlFor={reasonId} className="approval-dialog-label">
          {t('approval.confirm.rejectReason')}
        </label>
        <textarea id={reasonId} value={reason} rows={3} maxLength={500} required aria-required="true" onChange={(e) => setReason(e.target.value)} />
      </ConfirmDialog>
    </section>
  );
}
