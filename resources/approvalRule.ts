import { defineResource } from './define';

/** 系统管理 › 审批规则 (docs/approvals.md): which actions need approval, from which amount, by how many, for how long. */
export default defineResource()({
  api: { rules: '/admin/approval/rules', versions: '/admin/approval/rules/versions' },
  page: 'approvalRules',
});
