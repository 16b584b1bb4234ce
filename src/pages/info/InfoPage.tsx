import { App, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEYS } from '@/providers/session';
import type { SysUser, TenantInfo } from '@/providers/sessionData';
import { useStoreValue } from '@/providers/useStoreValue';
import { SocialBindCard } from '@/pages/login/SocialBindCard';
import { Details } from '@/engine/named/Details';
import { PasswordChangeForm } from '@/pages/password/PasswordChangeForm';
import { addTexts, tm } from '@/providers/i18n';
import { infoZh } from '@/locales/info.zh';

// The personal info page brings its zh texts with its chunk; its tab title is the shell's (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { info: infoZh });

/** Personal info (/info/index): the signed-in user as the server knows them, and the change of their password. */
export default function InfoPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useStoreValue<SysUser>(KEYS.userInfo);
  const tenant = useStoreValue<TenantInfo>(KEYS.tenantInfo);
  const roles = useStoreValue<string[]>(KEYS.roles) ?? [];
  return (
    <>
      <Card variant="borderless" title={t('info.title')}>
        <Details column={{ xs: 1, md: 2 }} bordered size="middle">
          <Details.Item label={t('info.username')}>{user?.username ?? '-'}</Details.Item>
          <Details.Item label={t('info.actualName')}>{user?.actualName ?? '-'}</Details.Item>
          <Details.Item label={t('info.phone')}>{user?.phone ?? '-'}</Details.Item>
          <Details.Item label={t('info.tenant')}>{tenant?.name ?? user?.tenantId ?? '-'}</Details.Item>
          <Details.Item label={t('info.dept')}>{user?.deptId ?? '-'}</Details.Item>
          <Details.Item label={t('info.roles')}>{roles.length ? roles.map((r) => <Tag key={r}>{r}</Tag>) : '-'}</Details.Item>
        </Details>
      </Card>
      <Card variant="borderless" title={t('info.changePassword')} className="info-password">
        <div style={{ maxWidth: 420 }}>
          <PasswordChangeForm onChanged={() => void message.success(tm('密码已修改'))} />
        </div>
      </Card>
      <SocialBindCard />
    </>
  );
}
