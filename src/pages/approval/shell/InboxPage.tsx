import { Card } from 'antd';
import { hasPermission } from '@/providers/accessControl';
import { APPROVAL_PERMISSION } from '@schemas/approvalConstants';
import { ApprovalInbox } from '../ApprovalInbox';
import { useTodoCount } from '@/engine/approval/useTodoCount';
import { shellCount } from '@/engine/approval/shellCount';

/** The inbox inside the shell: the same markup as on a phone, in the card every screen of the shell draws. */
export default function InboxPage() {
  const todo = useTodoCount(hasPermission(APPROVAL_PERMISSION.approve), shellCount);
  return (
    <div className="resource-page approval-page">
      <Card variant="borderless">
        <ApprovalInbox todoCount={todo} />
      </Card>
    </div>
  );
}
