import { Button } from '@/engine/named/Button';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDecl } from '@resources/define';
import { useAuditVerify } from './useAuditVerify';

/** 校验完整性 in the audit list's toolbar, for holders of the verify key. */
export default function AuditVerifyButton({ resource }: { resource: ResourceDecl; onChanged: () => void }) {
  const { t } = useTranslation();
  const { data } = useCan({ resource: resource.name, action: 'verify' });
  const url = typeof resource.api.verify === 'string' ? resource.api.verify : (resource.api.verify?.url ?? '/admin/audit/verify');
  const { check, checking } = useAuditVerify(url);
  if (!data?.can) return null;
  return (
    <Button icon={<SafetyCertificateOutlined />} loading={checking} onClick={() => void check()} data-testid="audit-verify">
      {t('audit.verify.button')}
    </Button>
  );
}
