import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Space, Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import { DownloadOutlined, FileSearchOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { DeclContext, ResourceDecl } from '@resources/define';
import { usePlugins } from '../plugins/PluginRegistry';
import { ActionButton } from '../actions/ActionButton';
import type { ActionRunner } from '../actions/useActionRunner';
import { ImportExportDropdown } from '../importExport/ImportExportDropdown';
import { useImportExport } from '../importExport/useImportExport';
import { useRunningTasks } from '../importExport/useRunningTasks';
import { shortProgressText } from '../values/progressText';

const TaskLogDialog = lazy(() => import('../importExport/TaskLogDialog'));

/**
 * 导出 and 导出日志 as buttons of their own, for an export-only page (the flow list); while an export of the user
 * runs, the log button wears a badge and a button cancels the newest one.
 */
function ExportButtons({ resource, filters }: { resource: ResourceDecl; filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const running = useRunningTasks({ billType: resource.importExport?.billType });
  const { busy, startExport } = useImportExport(resource, filters, running.refresh);
  const [logOpen, setLogOpen] = useState(false);
  const newest = running.exports[0];
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void startExport()} loading={busy === 'export'} disabled={busy === 'export'}>
        {t('buttons.export')}
      </Button>
      {newest ? (
        <Button danger icon={<StopOutlined />} onClick={() => running.cancel(newest)} data-testid="cancel-running-export">
          {t('importExport.running.cancelItem', { name: newest.taskName, percent: shortProgressText(newest.progress!, t) })}
        </Button>
      ) : null}
      <Badge count={running.count} size="small" title={running.count ? t('importExport.running.badge', { count: running.count }) : undefined}>
        <Button icon={<FileSearchOutlined />} onClick={() => setLogOpen(true)} data-opens-dialog="exportLog">
          {t('importExport.menu.exportLog')}
        </Button>
      </Badge>
      {logOpen && (
        <Suspense fallback={null}>
          <TaskLogDialog kind="export" open onClose={() => setLogOpen(false)} billType={resource.importExport?.billType} />
        </Suspense>
      )}
    </>
  );
}

interface Props {
  resource: ResourceDecl;
  ctx: DeclContext;
  runner: ActionRunner;
  header: Record<string, unknown> | undefined;
  /** The page has a header record that has not arrived: actions that need it wait. */
  headerPending: boolean;
  filters: CrudFilter[];
  refetch: () => void;
  /** The list's own tools (column settings, views), before refresh. */
  tools?: ReactNode;
}

/** The toolbar of a generated list: declared actions, bespoke pieces by name, import/export, the list's tools, refresh. */
export function Toolbar({ resource, ctx, runner, header, headerPending, filters, refetch, tools }: Props) {
  const { t } = useTranslation();
  const toolbarPlugins = usePlugins().toolbars;
  return (
    <Space wrap>
      {(resource.toolbar ?? []).map((action) => (
        <ActionButton
          key={action.key}
          resource={resource}
          action={action}
          record={header}
          ctx={ctx}
          busy={runner.busyKey === `${action.key}:${runner.idOf(header) ?? ''}`}
          inToolbar
          waiting={headerPending}
          onRun={runner.run}
        />
      ))}
      {(resource.toolbarPlugins ?? []).map((name) => {
        const Piece = toolbarPlugins[name];
        return (
          <Suspense key={name} fallback={null}>
            <Piece resource={resource} onChanged={refetch} />
          </Suspense>
        );
      })}
      {resource.importExport?.layout === 'buttons' ? (
        <ExportButtons resource={resource} filters={filters} />
      ) : resource.importExport ? (
        <ImportExportDropdown resource={resource} filters={filters} onImportLogClosed={refetch} />
      ) : null}
      {tools}
      <Tooltip title={t('buttons.refresh')}>
        <Button type="text" icon={<ReloadOutlined />} onClick={refetch} aria-label={t('buttons.refresh')} />
      </Tooltip>
    </Space>
  );
}
