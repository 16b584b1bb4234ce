import { hasPermission } from '@/providers/accessControl';
import { APPROVAL_PERMISSION } from '@schemas/approvalConstants';
import { ApprovalInbox } from '../ApprovalInbox';
import { useTodoCount } from '@/engine/approval/useTodoCount';
import { shellCount } from '@/engine/approval/shellCount';

/** The inbox inside the shell: the same markup as on a phone, on the page's ground. */
export default function InboxPage() {
  const todo = useTodoCount(hasPermission(APPROVAL_PERMISSION.approve), shellCount);
  return (
    <div className="resource-page approval-page">
      <ApprovalInbox todoCount={todo} />
    </div>
  );
}
