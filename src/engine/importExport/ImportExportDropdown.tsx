import { lazy, Suspense, useRef, useState } from 'react';
import { Badge, Dropdown, Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import type { MenuProps } from 'antd';
import { DownOutlined, DownloadOutlined, ExportOutlined, FileSearchOutlined, StopOutlined, SyncOutlined, UploadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_EXTENSIONS } from '@schemas/taskConstants';
import { hasPermission } from '@/providers/accessControl';
import { shortProgressText } from '../values/progressText';
import { useImportExport } from './useImportExport';
import { useRunningTasks } from './useRunningTasks';
import type { ImportExportTarget, TaskKind } from './api';
import './importExport.css';
import { withDecorativeIcons } from '@/engine/named/decorative';

// The dialogs load only when first opened.
const TaskLogDialog = lazy(() => import('./TaskLogDialog'));

interface Props {
  /** The resource (or a bespoke page's declaration) whose `importExport` says which entries show. */
  resource: ImportExportTarget;
  /** The list's current filters: an export takes exactly these. */
  filters?: CrudFilter[];
  /** Called when the import log closes, so the list shows what the imports wrote. */
  onImportLogClosed?: () => void;
}

/**
 * The import/export dropdown of a list page: 模板下载, 导入, 导入日志, 导出, 导出日志 (docs/product.md#the-admin-shell). While a task
 * of the user runs, the button wears a badge and the menu lists the running tasks with their progress: an
 * import opens its log, an export can be cancelled there.
 */
export function ImportExportDropdown({ resource, filters, onImportLogClosed }: Props) {
  const { t } = useTranslation();
  const running = useRunningTasks(resource.importExport ?? {});
  const { decl, busy, downloadTemplate, importFile, startExport } = useImportExport(resource, filters, running.refresh);
  const input = useRef<HTMLInputElement>(null);
  const [log, setLog] = useState<TaskKind | null>(null);
  const [opened, setOpened] = useState(false);

  const runningItems: MenuProps['items'] = running.count
    ? [
        {
          type: 'group' as const,
          label: t('importExport.running.title'),
          children: [
            ...running.imports.map((task) => ({
              key: `running-import:${task.id}`,
              icon: <SyncOutlined spin />,
              label: t('importExport.running.importItem', { name: task.fileName, percent: shortProgressText(task.progress!, t) }),
            })),
            ...running.exports.map((task) => ({
              key: `cancel-export:${task.id}`,
              icon: <StopOutlined />,
              danger: true,
              label: t('importExport.running.cancelItem', { name: task.taskName, percent: shortProgressText(task.progress!, t) }),
            })),
          ],
        },
        { type: 'divider' as const },
      ]
    : [];

  const items: MenuProps['items'] = [
    ...runningItems,
    ...(decl.templateCode
      ? [
          { key: 'template', icon: <DownloadOutlined />, label: t('importExport.menu.template') },
          {
            key: 'import',
            icon: <UploadOutlined />,
            label: (
              <Tooltip title={t('importExport.acceptHint')} placement="left">
                {t('importExport.menu.import')}
              </Tooltip>
            ),
          },
          { key: 'importLog', icon: <FileSearchOutlined />, label: <span data-opens-dialog="importLog">{t('importExport.menu.importLog')}</span> },
        ]
      : []),
    ...(decl.templateCode && decl.billType ? [{ type: 'divider' as const }] : []),
    ...(decl.billType
      ? [
          // The server refuses an export without the key: the entry is not offered then.
          ...(!decl.exportPermission || hasPermission(decl.exportPermission) ? [{ key: 'export', icon: <ExportOutlined />, label: t('importExport.menu.export') }] : []),
          { key: 'exportLog', icon: <FileSearchOutlined />, label: <span data-opens-dialog="exportLog">{t('importExport.menu.exportLog')}</span> },
        ]
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const cancelling = running.exports.find((task) => key === `cancel-export:${task.id}`);
    if (cancelling) running.cancel(cancelling);
    else if (key.startsWith('running-import:')) {
      setOpened(true);
      setLog('import');
    } else if (key === 'template') void downloadTemplate();
    else if (key === 'import') input.current?.click();
    else if (key === 'export') void startExport();
    else {
      setOpened(true);
      setLog(key === 'importLog' ? 'import' : 'export');
    }
  };

  return (
    <>
      <Dropdown menu={{ items: withDecorativeIcons(items ?? []), onClick }} trigger={['click']}>
        <Badge count={running.count} size="small" title={running.count ? t('importExport.running.badge', { count: running.count }) : undefined} data-testid="import-export-badge">
          <Button icon={<ExportOutlined />} loading={busy !== null} data-testid="import-export" data-opens-dialog="importExport">
            {t('importExport.button')} <DownOutlined aria-hidden />
          </Button>
        </Badge>
      </Dropdown>
      <input
        ref={input}
        type="file"
        hidden
        accept={[...IMPORT_FILE_EXTENSIONS, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'].join(',')}
        aria-label={t('importExport.menu.import')}
        data-testid="import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void importFile(file);
        }}
      />
      {opened && (
        <Suspense fallback={null}>
          <TaskLogDialog
            kind={log ?? 'import'}
            open={log !== null}
            onClose={() => {
              if (log === 'import') onImportLogClosed?.();
              setLog(null);
            }}
            templateCode={decl.templateCode}
            billType={decl.billType}
          />
        </Suspense>
      )}
    </>
  );
}
