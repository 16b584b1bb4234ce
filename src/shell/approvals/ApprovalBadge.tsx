import { Badge, Tooltip } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APPROVAL_PATHS } from '@schemas/approvalLinks';
import { MESSAGE_BADGE_MAX } from '@schemas/sysMessage';
import { Button } from '@/engine/named/Button';
import { useTodoCount } from '@/engine/approval/useTodoCount';
import { shellCount } from '@/engine/approval/shellCount';
import { useStableNavigate } from '../useStableNavigate';

/**
 * The top bar's approval badge (docs/approvals.md): how many requests wait for the user, pushed live; a click
 * opens the inbox. Shown to those who approve (the permission approval_request_approve).
 */
export function ApprovalBadge() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const known = useTodoCount(true, shellCount);
  const count = known ?? 0;
  // Until the live channel has told the count, the badge names the inbox alone (no number it does not know).
  const label = known === null ? t('approval.badge') : t('approval.badgeCount', { count });
  return (
    <Tooltip title={t('approval.badge')}>
      <Badge count={count} overflowCount={MESSAGE_BADGE_MAX} size="small" offset={[-4, 4]}>
        <Button type="text" className="top-bar-icon" icon={<AuditOutlined />} aria-label={label} data-testid="approval-badge" onClick={() => navigate(APPROVAL_PATHS.inbox)} />
      </Badge>
    </Tooltip>
  );
}
