import { useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditVerifyReply } from '@schemas/audit';
import type { Envelope } from '@schemas/envelope';
import { http } from '@/providers/client';

/** The chain check of the audit screen: asks the server, then says whether the trail is whole or where it breaks. */
export function useAuditVerify(url: string) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [checking, setChecking] = useState(false);

  const check = async () => {
    setChecking(true);
    try {
      const reply = await http.get<Envelope<AuditVerifyReply>>(url);
      const result = reply.data.data;
      if (result.ok) message.success(t('audit.verify.ok', { checked: result.checked }));
      else modal.error({ title: t('audit.verify.brokenTitle'), content: t('audit.verify.broken', { checked: result.checked, brokenAt: result.brokenAt ?? '-' }) });
    } catch {
      // The http client has shown the server's message.
    } finally {
      setChecking(false);
    }
  };

  return { check, checking };
}
