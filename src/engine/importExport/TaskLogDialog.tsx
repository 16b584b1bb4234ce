import { Suspense, use } from 'react';
import { Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { findResourceEntry } from '@resources/index';
import type { ResourceEntry } from '@resources/define';
import { loadResource } from '@/providers/resourceRegistry';
import ListPage from '../list/ListPage';
import { ResourcePageProvider } from '../route/pageContext';
import type { TaskKind } from './api';
import './importExport.css';

interface Props {
  kind: TaskKind;
  open: boolean;
  onClose: () => void;
  templateCode?: string;
  billType?: string;
}

const NO_QUERY = {};

/** The log screen's own list (resources/tasks), for the one template or bill type the dialog was opened for. */
function LogList({ entry, fixed, active }: { entry: ResourceEntry; fixed: Record<string, unknown>; active: boolean }) {
  const resource = use(loadResource(entry));
  return (
    <ResourcePageProvider resource={resource} query={NO_QUERY}>
      <ListPage resource={resource} embedded={{ fixed, active }} />
    </ResourcePageProvider>
  );
}

/** 导入日志 / 导出日志 as a dialog (docs/product.md#the-admin-shell): the log screen's list for one template or bill type, 20 a page. */
export default function TaskLogDialog({ kind, open, onClose, templateCode, billType }: Props) {
  const { t } = useTranslation();
  const entry = findResourceEntry(kind === 'import' ? 'importLog' : 'exportLog')!;
  const fixed = kind === 'import' ? { templateCode } : { billType };
  return (
    <Modal open={open} onCancel={onClose} title={t(`importExport.logTitle.${kind}`)} footer={null} width={1000} destroyOnHidden>
      <Suspense fallback={<Spin />}>
        <LogList entry={entry} fixed={fixed} active={open} />
      </Suspense>
    </Modal>
  );
}
