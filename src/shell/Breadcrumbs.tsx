import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuNode } from '@schemas/menu';
import { menuLabel } from './useRouteLabel';
import { targetOf } from './SideMenu';

export interface Crumb {
  label: string;
  to?: string;
}

/** SPEC.md section 2: home then up to four levels; only the last is not a link. */
export function crumbsOf(homePath: string, homeLabel: string, trail: MenuNode[], label: string | undefined): Crumb[] {
  const levels: Crumb[] = trail.length
    ? trail.slice(-4).map((n) => ({ label: menuLabel(n), to: n.path && !n.children?.some((c) => c.type !== '1') ? targetOf(n.path) : undefined }))
    : label && label !== homeLabel
      ? [{ label }]
      : [];
  const all: Crumb[] = [{ label: homeLabel, to: homePath }, ...levels];
  return all.map((c, i) => (i === all.length - 1 ? { label: c.label } : c));
}

export function Breadcrumbs({ homePath, trail, label }: { homePath: string; trail: MenuNode[]; label: string | undefined }) {
  const { t } = useTranslation();
  const crumbs = crumbsOf(homePath, t('shell.home'), trail, label);
  return (
    <Breadcrumb
      className="top-bar-breadcrumb"
      data-testid="breadcrumb"
      items={crumbs.map((c) => ({ title: c.to ? <Link to={c.to}>{c.label}</Link> : <span>{c.label}</span> }))}
    />
  );
}
