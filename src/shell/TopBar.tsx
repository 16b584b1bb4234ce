import { Breadcrumb, Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuNode } from '@schemas/menu';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenu } from './UserMenu';
import { menuLabel } from './useRouteLabel';

interface Props {
  collapsed: boolean;
  onToggle: () => void;
  trail: MenuNode[];
  label: string | undefined;
}

/** Top bar: collapse toggle, where you are, language and the user menu. */
export function TopBar({ collapsed, onToggle, trail, label }: Props) {
  const { t } = useTranslation();
  const crumbs = [
    { title: <Link to="/wel/index">{t('shell.home')}</Link> },
    ...(trail.length ? trail.slice(0, 4).map((n) => ({ title: menuLabel(n) })) : label && label !== t('home.title') ? [{ title: label }] : []),
  ];
  return (
    <Layout.Header className="top-bar">
      <Button
        type="text"
        className="top-bar-toggle"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? t('buttons.expand') : t('buttons.collapse')}
      />
      <Breadcrumb className="top-bar-breadcrumb" items={crumbs} />
      <div className="top-bar-right">
        <LanguageSwitch />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
