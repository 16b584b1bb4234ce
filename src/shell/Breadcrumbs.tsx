import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuNode } from '@schemas/menu';
import { menuLabel } from './routeInfo';
import { targetOf } from './SideMenu';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where a crumb goes: a page node to itself, a folder to its first page. */
function linkOf(node: MenuNode): string | undefined {
  const pages = (node.children ?? []).filter((c) => c.type !== '1');
  if (!pages.length) return node.path ? targetOf(node.path) : undefined;
  for (const child of pages) {
    const to = linkOf(child);
    if (to) return to;
  }
  return undefined;
}

/**
 * docs/product.md#the-admin-shell: home then up to four levels; only the last is not a link. A page outside the menu
 * (`outsideMenu`) follows the trail of the menu page it belongs under with its own label.
 */
export function crumbsOf(homePath: string, homeLabel: string, trail: MenuNode[], label: string | undefined, outsideMenu = false): Crumb[] {
  const levels: Crumb[] = trail.map((n) => ({ label: menuLabel(n), to: linkOf(n) }));
  if ((outsideMenu || !trail.length) && label && !(levels.length === 0 && label === homeLabel)) levels.push({ label });
  const all: Crumb[] = [{ label: homeLabel, to: homePath }, ...levels.slice(-4)];
  return all.map((c, i) => (i === all.length - 1 ? { label: c.label } : c));
}

interface Props {
  homePath: string;
  trail: MenuNode[];
  label: string | undefined;
  outsideMenu: boolean;
}

export function Breadcrumbs({ homePath, trail, label, outsideMenu }: Props) {
  const { t } = useTranslation();
  const crumbs = crumbsOf(homePath, t('shell.home'), trail, label, outsideMenu);
  return <Breadcrumb className="top-bar-breadcrumb" data-testid="breadcrumb" items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.label}</Link> : <span>{c.label}</span> }))} />;
}
