import { useEffect, useMemo, useState } from 'react';
import { Empty, Menu, Spin } from 'antd';
import type { MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@schemas/menu';
import { tm } from '@/providers/i18n';
import { menuIcon } from './menuIcons';
import { menuLabel } from './useRouteLabel';
import { themeByName } from './theme/themes';
import { useThemeChoice } from './theme/useShellTheme';

type Item = Required<MenuProps>['items'][number];

const keyOf = (n: MenuNode) => (n.path ? n.path : `menu-${n.id}`);

function toItems(nodes: MenuNode[], lang: string, depth = 0): Item[] {
  return nodes.map((n) => {
    const children = n.children?.length ? toItems(n.children, lang, depth + 1) : undefined;
    return { key: keyOf(n), icon: menuIcon(n.icon, depth), label: menuLabel(n, lang), children } as Item;
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
  // The labels follow the language at once: the items are rebuilt when it changes, not only with the tree.
  const lang = useTranslation().i18n.language;
  const items = useMemo(() => toItems(tree, lang), [tree, lang]);
  const ancestorKeys = useMemo(() => trail.slice(0, -1).map(keyOf), [trail]);
  // The trail's last node: the page itself, the node of an embedded address, or the parent of a page outside the menu.
  const selectedKey = trail.length ? keyOf(trail[trail.length - 1]) : pathname;
  const [openKeys, setOpenKeys] = useState<string[]>(ancestorKeys);
  const dark = themeByName(useThemeChoice().name).darkMenu;

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
  return (
    <Menu
      theme={dark ? 'dark' : 'light'}
      mode="inline"
      items={items}
      selectedKeys={[selectedKey]}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      onClick={({ key }) => {
        if (!key.startsWith('menu-')) navigate(targetOf(key));
      }}
    />
  );
}
