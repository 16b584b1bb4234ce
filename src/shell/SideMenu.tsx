import { memo, useCallback, useContext, useMemo, useState } from 'react';
import { ConfigProvider, Empty, Menu, Spin } from 'antd';
import initCollapseMotion from 'antd/es/_util/motion';
import type { MenuProps } from 'antd';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuNode } from '@schemas/menu';
import { tm } from '@/providers/i18n';
import { menuIcon } from './menuIcons';
import { menuLabel } from './useRouteLabel';
import { themeByName } from './theme/themes';
import { useThemeChoice } from './theme/useShellTheme';
import { useStableNavigate } from './useStableNavigate';

type Item = Required<MenuProps>['items'][number];

const keyOf = (n: MenuNode) => (n.path ? n.path : `menu-${n.id}`);

function toItems(nodes: MenuNode[], lang: string, depth = 0): Item[] {
  return nodes.map((n) => {
    const children = n.children?.length ? toItems(n.children, lang, depth + 1) : undefined;
    return { key: keyOf(n), icon: menuIcon(n.icon, depth), label: menuLabel(n, lang), children } as Item;
  });
}

/**
 * The items per visible tree and language: a module's tree is the same object each time its module is shown
 * (useMenuTree), so a module switch makes the items of a module once and reuses them when it comes back.
 */
const itemsByTree = new WeakMap<MenuNode[], Map<string, Item[]>>();

function itemsOf(tree: MenuNode[], lang: string): Item[] {
  let byLang = itemsByTree.get(tree);
  if (!byLang) itemsByTree.set(tree, (byLang = new Map()));
  let items = byLang.get(lang);
  if (!items) byLang.set(lang, (items = toItems(tree, lang)));
  return items;
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
  const navigate = useStableNavigate();
  const { pathname } = useLocation();
  // The labels follow the language at once: the items are rebuilt when it changes, not only with the tree.
  const lang = useTranslation().i18n.language;
  const items = itemsOf(tree, lang);
  const ancestorKeys = useMemo(() => trail.slice(0, -1).map(keyOf), [trail]);
  // The trail's last node: the page itself, the node of an embedded address, or the parent of a page outside the menu.
  const selectedKey = trail.length ? keyOf(trail[trail.length - 1]) : pathname;
  // The trail's ancestors open as the trail changes, in the same render (an effect would render the menu twice).
  const [open, setOpen] = useState({ for: ancestorKeys, keys: ancestorKeys });
  if (open.for !== ancestorKeys) setOpen({ for: ancestorKeys, keys: Array.from(new Set([...open.keys, ...ancestorKeys])) });
  const openKeys = open.keys;
  const setOpenKeys = useCallback((keys: string[]) => setOpen((prev) => ({ for: prev.for, keys })), []);
  const dark = themeByName(useThemeChoice().name).darkMenu;
  const onNavigate = useCallback(
    (key: string) => {
      if (!key.startsWith('menu-')) navigate(targetOf(key));
    },
    [navigate],
  );

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
 * the menu, and re-rendering a large menu on every switch was a good part of its cost (DESIGN.md section 10).
 */
const MenuView = memo(function MenuView({ dark, items, selectedKey, openKeys, onOpenChange, onNavigate }: MenuViewProps) {
  const selectedKeys = useMemo(() => [selectedKey], [selectedKey]);
  // antd's own inline motion, less the opening of the groups a menu is shown with (a module switch shows its
  // menu with the page's groups open): that played at every switch and took four more commits with it. A group
  // the operator opens or closes still slides. While collapsed the pop-ups keep antd's motions.
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const inline = useMemo(() => ({ ...initCollapseMotion(getPrefixCls()), motionAppear: false }), [getPrefixCls]);
  const onClick = useCallback(({ key }: { key: string }) => onNavigate(key), [onNavigate]);
  return (
    <Menu
      theme={dark ? 'dark' : 'light'}
      mode="inline"
      items={items}
      selectedKeys={selectedKeys}
      {...(openKeys ? { openKeys, onOpenChange, motion: inline } : {})}
      onClick={onClick}
    />
  );
});
