import { ApprovalRequestView } from '../ApprovalRequestView';

/** A request's page inside the shell. */
export default function RequestPage() {
  return (
    <div className="resource-page approval-page">
      <ApprovalRequestView />
    </div>
  );
}
