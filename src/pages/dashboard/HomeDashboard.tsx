import { useQuery } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Envelope } from '@schemas/envelope';
import type { HomeDashboard as HomeDashboardReply } from '@schemas/dashboard';
import type { AggregateName, DashboardHome } from '@schemas/dashboardConstants';
import { http } from '@/providers/client';
import type { ApiError } from '@/providers/apiError';
import DashboardView from './DashboardView';
import './dashboardTexts';

interface AggregateAccess {
  name: AggregateName;
  allowed: boolean;
  allTenants: boolean;
}

/**
 * A module home's dashboard (docs/screens.md "Dashboards"): the tenant's published one or the built-in one
 * (GET /admin/dashboard/home/{home}), drawn with the aggregates this user may read. Loaded with the home page, in a
 * chunk of its own with the chart code: the sign-in page, the shell and the lists never load it.
 */
export default function HomeDashboard({ home }: { home: DashboardHome }) {
  const { t } = useTranslation();
  const dashboard = useQuery({
    queryKey: ['homeDashboard', home],
    queryFn: async () => (await http.get<Envelope<HomeDashboardReply>>(`/admin/dashboard/home/${home}`, { ignoreErrors: true })).data.data,
  });
  const access = useQuery({
    queryKey: ['aggregateAccess'],
    queryFn: async () => (await http.get<Envelope<AggregateAccess[]>>('/admin/dashboard/aggregates', { ignoreErrors: true })).data.data,
    staleTime: 60_000,
  });
  if (dashboard.isError || access.isError) return <Alert type="error" showIcon message={((dashboard.error ?? access.error) as ApiError).message} />;
  if (!dashboard.data || !access.data) return <Spin className="dash-loading" aria-label={t('dashboard.loading')} />;
  const readable = new Set(access.data.filter((a) => a.allowed).map((a) => a.name));
  const acrossTenants = new Set(access.data.filter((a) => a.allTenants).map((a) => a.name));
  return <DashboardView declaration={dashboard.data.declaration} readable={{ ownTenant: readable, allTenants: acrossTenants }} />;
}
