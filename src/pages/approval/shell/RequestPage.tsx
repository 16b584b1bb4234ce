import { Card } from 'antd';
import { ApprovalRequestView } from '../ApprovalRequestView';

/** A request's page inside the shell, in the card every screen of the shell draws. */
export default function RequestPage() {
  return (
    <div className="resource-page approval-page">
      <Card variant="borderless">
        <ApprovalRequestView />
      </Card>
    </div>
  );
}
