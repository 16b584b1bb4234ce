import { defineResource } from './define';

/** One approval request (`?id=`): its change, decisions, comments and the record's history (docs/approvals.md). */
export default defineResource()({
  api: { one: '/admin/approval/:id' },
  page: 'approvalRequest',
});
