import type { DialogProps } from '@resources/define';
import type { DashboardRecord } from '@schemas/dashboard';
import { VersionsDialog } from '@/pages/screenDesigner/ScreenVersionsDialog';

/** A dashboard's versions: who saved each, which is published, a diff of any two, rollback (docs/screens.md "Dashboards"). */
export default function DashboardVersionsDialog(props: DialogProps) {
  const dashboard = props.row as DashboardRecord;
  return <VersionsDialog {...props} base={`/admin/dashboard/${dashboard.id}`} title={dashboard.titleZh} />;
}
