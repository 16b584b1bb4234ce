import { useEffect, useRef, type RefObject } from 'react';
import { App, Avatar, Dropdown, Space } from 'antd';
import { HomeOutlined, InfoCircleOutlined, LogoutOutlined, UserOutlined, DownOutlined, SettingOutlined } from '@ant-design/icons';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { tm } from '@/providers/i18n';
import { useStableNavigate } from './useStableNavigate';
import { withDecorativeIcons } from '@/engine/named/decorative';

interface Identity {
  name: string;
  username: string;
  avatar: string | null;
}

/** Avatar and user dropdown: home, personal info, interface settings, version and service, logout after the confirmation. */
export function UserMenu({ onOpenSettings, compact = false }: { onOpenSettings: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useStableNavigate();
  const { data: identity } = useGetIdentity<Identity>();
  const logout = useRef<() => void>(() => undefined);

  const confirmLogout = () =>
    modal.confirm({
      title: t('shell.logoutTitle'),
      content: tm('是否退出系统, 是否继续?'),
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      onOk: () => logout.current(),
    });

  return (
    <>
      <LogoutBinding into={logout} />
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{
          items: withDecorativeIcons([
            { key: 'home', icon: <HomeOutlined />, label: t('shell.home') },
            { key: 'info', icon: <UserOutlined />, label: t('shell.info') },
            { key: 'settings', icon: <SettingOutlined />, label: t('settings.title') },
            { key: 'premium', icon: <InfoCircleOutlined />, label: t('shell.premium') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
          ]),
          onClick: ({ key }) => {
            if (key === 'home') navigate('/');
            else if (key === 'info') navigate('/info/index');
            else if (key === 'settings') onOpenSettings();
            else if (key === 'premium') navigate('/premiumInfos');
            else if (key === 'logout') confirmLogout();
          },
        }}
      >
        <button type="button" className="user-menu-trigger" aria-label={t('shell.userMenu')} data-testid="user-menu">
          <Space size={8}>
            <Avatar size={30} src={identity?.avatar || undefined} icon={<UserOutlined />} className="user-avatar" />
            {!compact && <span className="user-name">{identity?.name ?? ''}</span>}
            <DownOutlined aria-hidden className="user-caret" />
          </Space>
        </button>
      </Dropdown>
    </>
  );
}

/**
 * Refine's logout, kept apart: useLogout reads the address, so whatever calls it renders again on every
 * navigation; here that is this empty component, not the user menu (docs/performance.md#tab-and-module-switches).
 */
function LogoutBinding({ into }: { into: RefObject<() => void> }) {
  const { mutate } = useLogout();
  useEffect(() => {
    into.current = () => mutate();
  }, [into, mutate]);
  return null;
}
