import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DownloadOutlined, FileSearchOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { DeclContext, ResourceDecl } from '@resources/define';
import { toolbarPlugins } from '@resources/plugins';
import { ActionButton } from '../actions/ActionButton';
import type { ActionRunner } from '../actions/useActionRunner';
import { ImportExportDropdown } from '../importExport/ImportExportDropdown';
import { useImportExport } from '../importExport/useImportExport';

const TaskLogDialog = lazy(() => import('../importExport/TaskLogDialog'));

/** 导出 and 导出日志 as buttons of their own, for an export-only page (the flow list). */
function ExportButtons({ resource, filters }: { resource: ResourceDecl; filters: CrudFilter[] }) {
  const { t } = useTranslation();
  const { busy, startExport } = useImportExport(resource, filters);
  const [logOpen, setLogOpen] = useState(false);
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={() => void startExport()} loading={busy === 'export'} disabled={busy === 'export'}>
        {t('buttons.export')}
      </Button>
      <Button icon={<FileSearchOutlined />} onClick={() => setLogOpen(true)}>
        {t('importExport.menu.exportLog')}
      </Button>
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
  return (
    <Space wrap>
      {(resource.toolbar ?? []).map((action) => (
        <ActionButton
          key={action.key}
          resource={resource}
          action={action}
          record={header}
          ctx={ctx}
          busy={runner.busyKey === `${action.key}:${runner.idOf(header) ?? ""}`}
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
