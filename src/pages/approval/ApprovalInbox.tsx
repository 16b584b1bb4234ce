import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVAL_ACTIONS, APPROVAL_STATES, APPROVAL_VIEWS, approvalActionEnum, approvalStateEnum, approvalViewEnum, type ApprovalView } from '@schemas/approvalConstants';
import { currentLanguage } from '@/providers/i18n';
import { ApprovalCard } from './ApprovalCard';
import { useInbox } from './useInbox';
import './texts';
import './approval.css';

/**
 * The approval inbox (docs/approvals.md): to approve, mine, done; filtered by action and state; each request a
 * card that opens its page. Plain markup of our own, so that opened cold on a phone it loads little; the views
 * are a tab list (arrow keys move between them), the count and the loading are said politely.
 */
export function ApprovalInbox({ todoCount }: { todoCount?: number | null }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const inbox = useInbox();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  // A count pushed live means the list changed: ask again.
  const lastCount = useRef(todoCount);
  useEffect(() => {
    if (todoCount !== undefined && todoCount !== null && lastCount.current !== undefined && lastCount.current !== null && todoCount !== lastCount.current) inbox.reload();
    lastCount.current = todoCount;
  }, [todoCount, inbox]);

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? APPROVAL_VIEWS.length - 1 : (index + step + APPROVAL_VIEWS.length) % APPROVAL_VIEWS.length;
    inbox.setView(APPROVAL_VIEWS[next] as ApprovalView);
    tabs.current[next]?.focus();
  };

  const records = inbox.page?.records ?? [];
  return (
    <section className="approval-inbox" aria-label={t('approval.titles.list')}>
      <div role="tablist" aria-label={t('approval.views')} className="approval-tabs">
        {APPROVAL_VIEWS.map((view, index) => (
          <button
            key={view}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`approval-tab-${view}`}
            aria-selected={inbox.view === view}
            aria-controls="approval-list"
            tabIndex={inbox.view === view ? 0 : -1}
            className="approval-tab"
            onClick={() => inbox.setView(view)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {approvalViewEnum.label(view, lang)}
            {view === 'todo' && todoCount ? <span className="approval-tab-count">{todoCount > 99 ? '99+' : todoCount}</span> : null}
          </button>
        ))}
      </div>
      <div className="approval-filters">
        <label className="approval-field">
          <span>{t('approval.filters.action')}</span>
          <select value={inbox.action ?? ''} onChange={(e) => inbox.setAction(e.target.value)}>
            <option value="">{t('approval.filters.all')}</option>
            {APPROVAL_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {approvalActionEnum.label(a, lang)}
              </option>
            ))}
          </select>
        </label>
        <label className="approval-field">
          <span>{t('approval.filters.state')}</span>
          <select value={inbox.state ?? ''} onChange={(e) => inbox.setState(e.target.value)}>
            <option value="">{t('approval.filters.all')}</option>
            {APPROVAL_STATES.map((s) => (
              <option key={s} value={s}>
                {approvalStateEnum.label(s, lang)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div id="approval-list" role="tabpanel" aria-labelledby={`approval-tab-${inbox.view}`} aria-busy={inbox.loading}>
        <p className="approval-count" role="status">
          {inbox.loading && !inbox.page ? t('approval.list.loading') : t('approval.list.count', { total: inbox.page?.total ?? 0 })}
        </p>
        {inbox.error ? (
          <p className="approval-error" role="alert">
            {inbox.error}
          </p>
        ) : null}
        {records.length === 0 && !inbox.loading ? <p className="approval-empty">{t('approval.list.empty')}</p> : null}
        {records.length > 0 ? (
          <ul className="approval-cards">
            {records.map((request) => (
              <li key={request.id}>
                <ApprovalCard request={request} />
              </li>
            ))}
          </ul>
        ) : null}
        {inbox.pages > 1 ? (
          <nav className="approval-pager" aria-label={t('approval.list.page', { current: inbox.current, pages: inbox.pages })}>
            <button type="button" className="approval-button" disabled={inbox.current <= 1} onClick={() => inbox.goTo(inbox.current - 1)}>
              {t('approval.list.prev')}
            </button>
            <span>{t('approval.list.page', { current: inbox.current, pages: inbox.pages })}</span>
            <button type="button" className="approval-button" disabled={inbox.current >= inbox.pages} onClick={() => inbox.goTo(inbox.current + 1)}>
              {t('approval.list.next')}
            </button>
          </nav>
        ) : null}
      </div>
    </section>
  );
}
