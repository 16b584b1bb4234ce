/**
 * What the shell shows of approvals before their pages load (the titles of their tabs, the badge, a list's pending
 * mark, the count of held calls), zh: part of the signed-in part's texts (zh-CN.ts).
 */
export const approvalShellZh = {
  titles: { list: '审批中心', detail: '审批详情', rules: '审批规则' },
  pendingTag: '待审批',
  badge: '审批中心',
  badgeCount: '审批中心，{{count}} 条待我审批',
  heldCount: '{{count}} 项已提交审批，等待审核',
  openRequest: '查看审批申请：{{title}}',
};
