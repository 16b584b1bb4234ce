import { useEffect, useState } from 'react';
import { Empty, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApprovalRuleVersion } from '@schemas/approval';
import { approvalActionEnum } from '@schemas/approvalConstants';
import { currentLanguage } from '@/providers/i18n';
import { fetchRuleVersions } from '@/engine/approval/api';

/** Every version of the tenant's rules, newest first: who saved it, when, and what it held. */
export function RuleVersionsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [versions, setVersions] = useState<ApprovalRuleVersion[] | null>(null);
  useEffect(() => {
    fetchRuleVersions()
      .then(setVersions)
      .catch(() => setVersions([]));
  }, []);
  const ruleText = (v: ApprovalRuleVersion) =>
    v.rules.length
      ? v.rules
          .map(
            (r) =>
              `${approvalActionEnum.label(r.action, lang)}${r.enabled ? '' : ` (${t('approval.rules.enabled')}: ✗)`}${r.minAmount ? ` ≥ ${r.minAmount}` : ''} × ${r.approvals}, ${r.expireHours}h`,
          )
          .join('；')
      : t('approval.rules.noRules');
  return (
    <Modal open title={t('approval.rules.versionsTitle')} onCancel={onClose} footer={null} destroyOnHidden width={640}>
      {versions === null ? (
        <Spin />
      ) : versions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('approval.rules.noVersion')} />
      ) : (
        <ol className="approval-versions">
          {versions.map((v) => (
            <li key={v.version}>
              <strong>{t('approval.rules.version', { version: v.version })}</strong> {t('approval.rules.savedBy', { name: v.actualName ?? v.username ?? '—', time: v.createTime ?? '' })}
              <div>{ruleText(v)}</div>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
