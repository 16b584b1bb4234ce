import { useEffect, useMemo } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPROVAL_PATHS, APPROVAL_PERMISSION } from '@schemas/approvalConstants';
import { getConfig } from '@/providers/config';
import { currentLanguage, setLanguage } from '@/providers/i18n';
import { getAccessToken, getTenantId, KEYS } from '@/providers/session';
import { getStore } from '@/providers/storage';
import type { SysUser } from '@/providers/sessionData';
import { isLocked, LOCK_PATH } from '@/shell/lock/lockRules';
import { useTodoCount } from '@/engine/approval/useTodoCount';
import { prefetchInbox } from '@/engine/approval/api';
import { inboxQueryOf } from '../useInbox';
import { ApprovalInbox } from '../ApprovalInbox';
import { ApprovalRequestView } from '../ApprovalRequestView';
import { plainChannel } from './plainChannel';
import '../texts';
import './phone.css';

/** The inbox's first page asked for before the frame renders, when the address is the inbox (SignedInFrame.tsx). */
export function askFirstPage(): void {
  if (window.location.pathname === APPROVAL_PATHS.inbox) prefetchInbox(inboxQueryOf(new URLSearchParams(window.location.search)));
}

/** Whether the signed-in user approves: the permission map the sign-in stored (docs/product.md#roles-and-permissions). */
const mayApprove = () => getStore<Record<string, boolean>>(KEYS.permissions)?.[APPROVAL_PERMISSION.approve] === true;

/**
 * The approval inbox and a request's page opened on a phone (docs/approvals.md): a light frame of their own, not
 * the console's shell, so that the first screen is the list, soon, on a slow phone. A top bar with the way back
 * to the console, the count waiting (pushed live on the plain per-user channel, with 协同提醒 reminders) and the
 * language.
 */
export default function PhoneApprovalApp() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const approver = mayApprove();
  const source = useMemo(() => {
    const user = getStore<SysUser>(KEYS.userInfo);
    return plainChannel({ token: getAccessToken() ?? '', tenantId: getTenantId() ?? user?.tenantId ?? '', userId: user?.userId ?? 0 });
  }, []);
  const count = useTodoCount(approver, source);
  const detail = pathname.startsWith(APPROVAL_PATHS.detail);
  const title = t(detail ? 'approval.titles.detail' : 'approval.titles.list');

  useEffect(() => {
    document.title = `${title} - ${getConfig().siteTitle || 'Atrium'}`;
  }, [title]);

  if (isLocked()) return <Navigate to={LOCK_PATH} replace />;
  const other = currentLanguage() === 'en' ? 'zh-CN' : 'en';
  return (
    <div className="phone-approvals">
      <header className="phone-bar">
        <Link to="/wel/index" className="phone-bar-back" aria-label={t('approval.backToConsole')}>
          <span aria-hidden>‹</span>
        </Link>
        <h1>{title}</h1>
        {approver ? (
          <Link to={APPROVAL_PATHS.inbox} className="phone-bar-count" aria-label={t('approval.badgeCount', { count: count ?? 0 })}>
            <span aria-hidden>{count === null ? '…' : count > 99 ? '99+' : count}</span>
          </Link>
        ) : null}
        <button type="button" className="phone-bar-language" lang={other} onClick={() => void setLanguage(other)}>
          {other === 'en' ? 'EN' : '中文'}
        </button>
      </header>
      <main className="phone-main">{detail ? <ApprovalRequestView /> : <ApprovalInbox todoCount={count} />}</main>
    </div>
  );
}
