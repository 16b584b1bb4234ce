import { lazy, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { APPROVAL_PATHS } from '@schemas/approvalLinks';
import { useMedia } from '@/engine/named/media';

/** Phone widths, where the approval pages open in a frame of their own (docs/approvals.md). */
export const PHONE_QUERY = '(max-width: 480px)';

const loadPhoneApprovals = () => import('@/pages/approval/phone/PhoneApprovalApp');
const PhoneApprovalApp = lazy(loadPhoneApprovals);

const isApprovalPage = (pathname: string) => pathname === APPROVAL_PATHS.inbox || pathname === APPROVAL_PATHS.detail;

/** Whether this address opens the approvals' own frame on this screen. */
const phoneApprovals = () => isApprovalPage(window.location.pathname) && window.matchMedia(PHONE_QUERY).matches;

/**
 * Opened cold on a phone at an approval page: its frame's scripts are fetched while the run-time configuration
 * loads (main.tsx), not after the first render asks for them; and once the configuration is there, the inbox's
 * first page.
 */
export function preloadPhoneApprovals(configLoaded: Promise<unknown>): void {
  if (!phoneApprovals()) return;
  const frame = loadPhoneApprovals();
  // With the configuration, the client and the inbox's first page: the answer is on its way while React renders.
  void Promise.all([frame, configLoaded])
    .then(([module]) => module.askFirstPage())
    // Only ahead of time: the frame and the inbox load and ask again as they render, and show their own failure.
    .catch(() => undefined);
}

/**
 * Every signed-in address: the console's shell, except the approval inbox and a request's page on a phone, which
 * open in their own light frame instead, so that a checker opening a link on a phone sees the list soon rather
 * than after the whole console (the shell stays in the same place in the tree elsewhere: it never remounts).
 */
export function SignedInFrame({ shell }: { shell: ReactElement }) {
  const { pathname } = useLocation();
  const phone = useMedia(PHONE_QUERY);
  return phone && isApprovalPage(pathname) ? <PhoneApprovalApp /> : shell;
}
