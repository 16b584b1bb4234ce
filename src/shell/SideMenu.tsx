import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Empty, Menu, Spin } from 'antd';
import type { MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '@schemas/menu';
import { tm } from '@/providers/i18n';
import { menuIcon } from './menuIcons';
import { menuLabel } from './useRouteLabel';
import { themeByName } from './theme/themes';
import { useThemeChoice } from './theme/useShellTheme';

type Item = Required<MenuProps>['items'][number];

const keyOf = (n: MenuNode) => (n.path ? n.path : `menu-${n.id}`);

function toItems(nodes: MenuNode[], depth = 0): Item[] {
  return nodes.map((n) => {
    const children = n.children?.length ? toItems(n.children, depth + 1) : undefined;
    return { key: keyOf(n), icon: menuIcon(n.icon, depth), label: menuLabel(n), children } as Item;
  });
}

/** Where a menu path opens: http(s) addresses in the embedded page, the rest as routes. */
export const targetOf = (path: string) => (/^https?:\/\//i.test(path) ? `/myiframe/${encodeURIComponent(path)}` : path);

interface Props {
  tree: MenuNode[];
  trail: MenuNode[];
  loading: boolean;
  collapsed: boolean;
}

/** The active module's menu (SPEC.md section 2, "Sidebar"). */
export function SideMenu({ tree, trail, loading, collapsed }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toItems(tree), [tree]);
  const ancestorKeys = useMemo(() => trail.slice(0, -1).map(keyOf), [trail]);
  // The trail's last node: the page itself, the node of an embedded address, or the parent of a page outside the menu.
  const selectedKey = trail.length ? keyOf(trail[trail.length - 1]) : pathname;
  const [openKeys, setOpenKeys] = useState<string[]>(ancestorKeys);
  const dark = themeByName(useThemeChoice().name).darkMenu;
  const onNavigate = useCallback(
    (key: string) => {
      if (!key.startsWith('menu-')) navigate(targetOf(key));
    },
    [navigate],
  );

  useEffect(() => {
    setOpenKeys((prev) => Array.from(new Set([...prev, ...ancestorKeys])));
  }, [ancestorKeys]);

  if (loading) {
    return (
      <div className="side-menu-state">
        <Spin size="small" />
      </div>
    );
  }
  if (!tree.length) {
    return (
      <div className="side-menu-state">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={collapsed ? null : tm('没有发现菜单')} />
      </div>
    );
  }
  return <MenuView dark={dark} items={items} selectedKey={selectedKey} openKeys={collapsed ? undefined : openKeys} onOpenChange={setOpenKeys} onNavigate={onNavigate} />;
}

interface MenuViewProps {
  dark: boolean;
  items: Item[];
  selectedKey: string;
  /** Undefined while collapsed: the menu's own pop-ups decide then. */
  openKeys: string[] | undefined;
  onOpenChange: (keys: string[]) => void;
  onNavigate: (key: string) => void;
}

/**
 * The antd menu itself, memoised: a tab switch within one page (a list's query) changes the address but not
 * the menu, and re-rendering a large menu on every switch was a good part of its cost (issue 17).
 */
const MenuView = memo(function MenuView({ dark, items, selectedKey, openKeys, onOpenChange, onNavigate }: MenuViewProps) {
  const selectedKeys = useMemo(() => [selectedKey], [selectedKey]);
  return (
    <Menu
      theme={dark ? 'dark' : 'light'}
      mode="inline"
      items={items}
      selectedKeys={selectedKeys}
      {...(openKeys ? { openKeys, onOpenChange } : {})}
      onClick={({ key }) => onNavigate(key)}
    />
  );
});
