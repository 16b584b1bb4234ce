import { lazy, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { APPROVAL_PATHS } from '@schemas/approvalConstants';
import { useMedia } from '@/engine/named/media';

/** Phone widths, where the approval pages open in a frame of their own (docs/approvals.md). */
export const PHONE_QUERY = '(max-width: 480px)';

const PhoneApprovalApp = lazy(() => import('@/pages/approval/phone/PhoneApprovalApp'));

const isApprovalPage = (pathname: string) => pathname === APPROVAL_PATHS.inbox || pathname === APPROVAL_PATHS.detail;

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
