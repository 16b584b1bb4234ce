import { defineResource } from './define';

/**
 * The approval inbox (docs/approvals.md): to approve, mine, done, filtered; a bespoke page, the same markup the
 * phone opens alone (src/pages/approval/).
 */
export default defineResource()({
  api: { page: '/admin/approval/page' },
  page: 'approvalInbox',
});
