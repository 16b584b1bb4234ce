import { useState } from 'react';
import { App } from 'antd';
import type { CrudFilter } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { isImportFileName, TASK_MSG } from '@schemas/taskConstants';
import { tm } from '@/providers/i18n';
import { downloadFile, exportBody, exportUrlOf, requestExport, templateUrl, uploadImport, type ImportExportTarget } from './api';

/** The controller of the import/export dropdown: template download, upload, export request (`onStarted` after one began). */
export function useImportExport(resource: ImportExportTarget, filters: CrudFilter[] | undefined, onStarted?: () => void) {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const decl = resource.importExport ?? {};
  const [busy, setBusy] = useState<'template' | 'import' | 'export' | null>(null);

  const run = async (kind: NonNullable<typeof busy>, job: () => Promise<void>) => {
    setBusy(kind);
    try {
      await job();
    } catch {
      // The http client has shown the server's message already.
    } finally {
      setBusy(null);
    }
  };

  const downloadTemplate = () => decl.templateCode && run('template', () => downloadFile(templateUrl(decl.templateCode!), `${t(`${resource.name}.titles.list`)}.xlsx`));

  /** Refuses anything but .xls / .xlsx before it leaves the browser (the server checks the bytes again). */
  const importFile = (file: File) => {
    if (!decl.templateCode) return;
    if (!isImportFileName(file.name)) {
      message.warning(tm(TASK_MSG.importFileType));
      return;
    }
    return run('import', async () => {
      const reply = await uploadImport(decl.templateCode!, file);
      message.success(tm(reply.msg ?? TASK_MSG.importStarted));
      onStarted?.();
    });
  };

  const startExport = () => {
    const url = exportUrlOf(resource);
    if (!decl.billType || !url) return;
    return run('export', async () => {
      const reply = await requestExport(url, exportBody(filters, decl.billType!));
      if (reply.data?.total === 0) message.warning(tm(reply.msg ?? TASK_MSG.exportEmpty));
      else {
        message.success(tm(reply.msg ?? TASK_MSG.exportStarted));
        onStarted?.();
      }
    });
  };

  return { decl, busy, downloadTemplate, importFile, startExport };
}
