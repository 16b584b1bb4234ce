import { useState } from 'react';
import { App } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { isImportFileName, TASK_MSG } from '@schemas/taskConstants';
import { tm } from '@/providers/i18n';
import type { ImportExportTarget } from './api';
import { loadForAction } from '../loadForAction';

type Api = typeof import('./api');

/**
 * The controller of the import/export dropdown: template download, upload, export request (`onStarted` after one began).
 * Their calls (`api.ts`) load when an entry is first chosen, the button showing it is busy meanwhile
 * (docs/performance.md#what-the-browser-loads).
 */
export function useImportExport(resource: ImportExportTarget, filters: CrudFilter[] | undefined, onStarted?: () => void) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const decl = resource.importExport ?? {};
  const [busy, setBusy] = useState<'template' | 'import' | 'export' | null>(null);

  const run = async (kind: NonNullable<typeof busy>, job: (api: Api) => Promise<void>) => {
    setBusy(kind);
    try {
      const api = await loadForAction(() => import('./api'), message, t);
      if (api) await job(api);
    } catch {
      // The http client has shown the server's message already.
    } finally {
      setBusy(null);
    }
  };

  const downloadTemplate = () => decl.templateCode && run('template', (api) => api.downloadFile(api.templateUrl(decl.templateCode!), `${t(`${resource.name}.titles.list`)}.xlsx`));

  /** Refuses anything but .xls / .xlsx before it leaves the browser (the server checks the bytes again). */
  const importFile = (file: File) => {
    if (!decl.templateCode) return;
    if (!isImportFileName(file.name)) {
      message.warning(tm(TASK_MSG.importFileType));
      return;
    }
    return run('import', async (api) => {
      const reply = await api.uploadImport(decl.templateCode!, file);
      message.success(tm(reply.msg ?? TASK_MSG.importStarted));
      onStarted?.();
    });
  };

  const startExport = () => {
    if (!decl.billType) return;
    return run('export', async (api) => {
      const url = api.exportUrlOf(resource);
      if (!url) return;
      const reply = await api.requestExport(url, api.exportBody(filters, decl.billType!));
      if (reply.data?.total === 0) message.warning(tm(reply.msg ?? TASK_MSG.exportEmpty));
      else {
        message.success(tm(reply.msg ?? TASK_MSG.exportStarted));
        onStarted?.();
      }
    });
  };

  return { decl, busy, downloadTemplate, importFile, startExport };
}
