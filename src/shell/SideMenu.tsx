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

/** What one module's menu is drawn from: the shown one follows the shell, a hidden one keeps what it last showed. */
interface Pane {
  tree: MenuNode[];
  trail: MenuNode[];
  selectedKey: string;
  collapsed: boolean;
  dark: boolean;
  lang: string;
  /** When it was last shown (a count of the menus shown), for the least recently shown to leave first. */
  shownAt: number;
}

/** The modules' menus kept mounted at most (docs/product.md#the-menu-and-modules: a user holds a few modules). */
export const KEPT_MENUS = 4;

/**
 * The menus kept, in the order they were first shown (a pane never moves in the document: Chromium styles and
 * lays out a moved subtree from scratch), the shown one with the shell's current values; a new tree takes the
 * place of the least recently shown one past KEPT_MENUS.
 */
function withShown(panes: Pane[], shown: Omit<Pane, 'shownAt'>, count: number): Pane[] {
  const at = panes.findIndex((p) => p.tree === shown.tree);
  const pane = { ...shown, shownAt: count };
  if (at >= 0) return panes.map((p, i) => (i === at ? pane : p));
  if (panes.length < KEPT_MENUS) return [...panes, pane];
  const oldest = panes.reduce((o, p, i) => (p.shownAt < panes[o].shownAt ? i : o), 0);
  return panes.map((p, i) => (i === oldest ? pane : p));
}

/** The same nodes: the shell's trail is a new array on every change of address, a module shown again included. */
const sameTrail = (a: MenuNode[], b: MenuNode[]) => a.length === b.length && a.every((n, i) => n === b[i]);

const samePane = (a: Pane | undefined, b: Omit<Pane, 'shownAt'>) =>
  !!a && a.tree === b.tree && a.trail === b.trail && a.selectedKey === b.selectedKey && a.collapsed === b.collapsed && a.dark === b.dark && a.lang === b.lang;

/**
 * The active module's menu (docs/product.md#the-admin-shell). The menu of each module shown lately stays mounted,
 * hidden while another module is active: a module switch shows the menu it left as it left it (its open groups,
 * its selection) instead of building antd's menu again, which was most of a module switch (docs/performance.md#tab-and-module-switches).
 */
export function SideMenu({ tree, trail, loading, collapsed }: Props) {
  const { pathname } = useLocation();
  // The labels follow the language at once: the items are rebuilt when it changes, not only with the tree.
  const lang = useTranslation().i18n.language;
  const dark = themeByName(useThemeChoice().name).darkMenu;
  // The trail's last node: the page itself, the node of an embedded address, or the parent of a page outside the menu.
  const selectedKey = trail.length ? keyOf(trail[trail.length - 1]) : pathname;
  const [kept, setKept] = useState<{ panes: Pane[]; count: number; shown?: MenuNode[] }>({ panes: [], count: 0 });
  const showing = !loading && tree.length > 0;
  const before = kept.panes.find((p) => p.tree === tree);
  // A module shown again at the page it left keeps its trail object, so its menu has nothing new to draw.
  const current = { tree, trail: before && sameTrail(before.trail, trail) ? before.trail : trail, selectedKey, collapsed, dark, lang };
  // Updated in the same render as the tree or the trail (an effect would draw the menu twice).
  if (showing && (kept.shown !== tree || !samePane(before, current))) {
    const count = kept.count + 1;
    setKept({ panes: withShown(kept.panes, current, count), count, shown: tree });
  }

  return (
    <>
      {loading ? (
        <div className="side-menu-state">
          <Spin size="small" />
        </div>
      ) : (
        !tree.length && (
          <div className="side-menu-state">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={collapsed ? null : tm('没有发现菜单')} />
          </div>
        )
      )}
      {kept.panes.map((pane) => (
        <MenuPane key={paneKey(pane.tree)} pane={pane} shown={showing && pane.tree === tree} />
      ))}
    </>
  );
}

/** A stable key per tree object (a tree is the same object each time its module is shown, useMenuTree). */
const paneKeys = new WeakMap<MenuNode[], string>();
let paneCount = 0;
function paneKey(tree: MenuNode[]): string {
  let key = paneKeys.get(tree);
  if (!key) paneKeys.set(tree, (key = `menu-pane-${++paneCount}`));
  return key;
}

/**
 * One module's menu with the groups its operator opened. Memoised: a hidden pane's values do not change, so a
 * switch to another module renders none of it; its box is hidden by the `hidden` attribute (display: none), which
 * keeps it out of the tab order and of the accessibility tree.
 */
const MenuPane = memo(function MenuPane({ pane, shown }: { pane: Pane; shown: boolean }) {
  const navigate = useStableNavigate();
  const { tree, trail, selectedKey, collapsed, dark, lang } = pane;
  const items = itemsOf(tree, lang);
  const ancestorKeys = useMemo(() => trail.slice(0, -1).map(keyOf), [trail]);
  // The trail's ancestors open as the trail changes, in the same render (an effect would render the menu twice).
  const [open, setOpen] = useState({ for: ancestorKeys, keys: ancestorKeys });
  if (open.for !== ancestorKeys) {
    const added = ancestorKeys.filter((k) => !open.keys.includes(k));
    setOpen({ for: ancestorKeys, keys: added.length ? [...open.keys, ...added] : open.keys });
  }
  const setOpenKeys = useCallback((keys: string[]) => setOpen((prev) => ({ for: prev.for, keys })), []);
  const onNavigate = useCallback(
    (key: string) => {
      if (!key.startsWith('menu-')) navigate(targetOf(key));
    },
    [navigate],
  );
  return (
    <div className="side-menu-pane" hidden={!shown}>
      <MenuView dark={dark} items={items} selectedKey={selectedKey} openKeys={collapsed ? undefined : open.keys} onOpenChange={setOpenKeys} onNavigate={onNavigate} />
    </div>
  );
});

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
 * the menu, and re-rendering a large menu on every switch was a good part of its cost (docs/performance.md#tab-and-module-switches).
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
    <Menu theme={dark ? 'dark' : 'light'} mode="inline" items={items} selectedKeys={selectedKeys} {...(openKeys ? { openKeys, onOpenChange, motion: inline } : {})} onClick={onClick} />
  );
});
