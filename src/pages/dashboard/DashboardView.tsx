import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReloadOutlined } from '@ant-design/icons';
import type { DashboardDeclaration } from '@schemas/dashboard';
import type { AggregateName } from '@schemas/dashboardConstants';
import { Button } from '@/engine/named/Button';
import { SecondaryText } from '@/engine/values/SecondaryText';
import { AGGREGATE_QUERY } from './useAggregate';
import { Widget } from './Widget';
import './dashboard.css';
import './dashboardTexts';

/** The aggregates a reader may read in their own tenant, and those they may read across every tenant (operators). */
export interface ReadableAggregates {
  ownTenant: ReadonlySet<AggregateName>;
  allTenants: ReadonlySet<AggregateName>;
}

/**
 * A dashboard (docs/screens.md "Dashboards"): its title, 刷新 / Refresh, and its widgets on a grid of four columns
 * (two at 768 pixels, one below). Widgets whose aggregate the reader may not read, or not across every tenant as the
 * widget asks, are left out and counted, since the server would refuse them; `readable` undefined draws every widget
 * (the designer's preview asks as its user).
 */
export default function DashboardView({ declaration, readable }: { declaration: DashboardDeclaration; readable?: ReadableAggregates }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const widgets = declaration.widgets.filter((w) => !readable || (w.allTenants ? readable.allTenants : readable.ownTenant).has(w.aggregate));
  const hidden = declaration.widgets.length - widgets.length;
  const title = i18n.language.startsWith('en') ? declaration.title.en : declaration.title.zh;
  // Each open dashboard names its own heading: the tabs keep several home pages in the document at once.
  const titleId = useId();
  return (
    <section className="dash" aria-labelledby={titleId}>
      <div className="dash-head">
        <h2 id={titleId} className="dash-heading">
          {title}
        </h2>
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries({ queryKey: [AGGREGATE_QUERY] })}>
          {t('dashboard.refresh')}
        </Button>
      </div>
      {hidden > 0 ? <SecondaryText className="dash-hidden">{t('dashboard.hidden', { count: hidden })}</SecondaryText> : null}
      <div className="dash-grid">
        {widgets.map((w, i) => (
          <Widget key={`${i}-${w.aggregate}-${w.kind}`} widget={w} />
        ))}
      </div>
    </section>
  );
}
