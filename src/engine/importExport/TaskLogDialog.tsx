import { useState } from 'react';
import { App, Button, Empty, Modal, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  exportStateEnum,
  importStatusEnum,
  TASK_LOG_PAGE_SIZE,
  type ExportTaskRecord,
  type ImportLogRecord,
} from '@schemas/tasks';
import { currentLanguage, tm } from '@/providers/i18n';
import { LIST_FAILED_MESSAGE } from '@/providers/httpMessages';
import { cancelExport, downloadFile, type TaskKind, type TaskRow } from './api';
import { isRunning, useTaskLog } from './useTaskLog';

interface Props {
  kind: TaskKind;
  open: boolean;
  onClose: () => void;
  templateCode?: string;
  billType?: string;
}

/** The row as both logs show it (SPEC.md section 3: import rows name their fields differently). */
function view(kind: TaskKind, row: TaskRow) {
  if (kind === 'import') {
    const r = row as ImportLogRecord;
    return { name: r.fileName, total: r.dataCount, state: r.status, note: r.errorMsg };
  }
  const r = row as ExportTaskRecord;
  return { name: r.taskName, total: r.totalNum, state: r.state, note: r.message };
}

const STATE_COLOR: Record<string, string> = {
  IMPORTED: 'success',
  done: 'success',
  CHECK_FAIL: 'error',
  IMPORT_FAIL: 'error',
  failed: 'error',
  cancelled: 'default',
};

/** 导入日志 / 导出日志: 20 per page, creator, time, name, counts, state, 下载结果 (and cancel for running exports). */
export default function TaskLogDialog({ kind, open, onClose, templateCode, billType }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = currentLanguage();
  const log = useTaskLog(kind, { templateCode, billType }, open);
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (row: TaskRow) => {
    if (!row.downloadUrl) return;
    setDownloading(row.id);
    try {
      await downloadFile(row.downloadUrl, `${view(kind, row).name.replace(/\.(xlsx|xls)$/i, '')}.xlsx`);
    } catch {
      // The http client has shown why.
    } finally {
      setDownloading(null);
    }
  };

  const cancel = async (row: TaskRow) => {
    try {
      const reply = await cancelExport(row.id);
      message.success(tm(reply.msg ?? ''));
    } catch {
      // shown by the http client
    }
    await log.refresh();
  };

  const stateLabel = (state: string) => (kind === 'import' ? importStatusEnum : exportStateEnum).label(state, lang);

  const columns: TableColumnsType<TaskRow> = [
    { title: t('importExport.columns.creatorName'), dataIndex: 'creatorName', width: 120, ellipsis: true },
    { title: t('importExport.columns.createTime'), dataIndex: 'createTime', width: 170 },
    {
      title: t(kind === 'import' ? 'importExport.columns.fileName' : 'importExport.columns.taskName'),
      key: 'name',
      ellipsis: true,
      render: (_, row) => view(kind, row).name,
    },
    { title: t('importExport.columns.totalNum'), key: 'total', width: 90, align: 'right', render: (_, row) => view(kind, row).total },
    { title: t('importExport.columns.successNum'), dataIndex: 'successNum', width: 90, align: 'right' },
    {
      title: t('importExport.columns.state'),
      key: 'state',
      width: 150,
      render: (_, row) => {
        const { state, note } = view(kind, row);
        const tag = (
          <Tag color={isRunning(kind, row) ? 'processing' : (STATE_COLOR[state] ?? 'default')} icon={isRunning(kind, row) ? <SyncOutlined spin /> : undefined}>
            {stateLabel(state)}
          </Tag>
        );
        return note ? <Tooltip title={tm(note)}>{tag}</Tooltip> : tag;
      },
    },
    {
      title: t('importExport.columns.actions'),
      key: 'actions',
      width: kind === 'export' ? 200 : 120,
      render: (_, row) => (
        <Space size={4}>
          <Tooltip title={row.downloadUrl ? undefined : t('importExport.noResult')}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              disabled={!row.downloadUrl}
              loading={downloading === row.id}
              onClick={() => void download(row)}
            >
              {t('importExport.download')}
            </Button>
          </Tooltip>
          {kind === 'export' && isRunning(kind, row) && (
            <Popconfirm title={t('importExport.cancelConfirm')} onConfirm={() => cancel(row)} okText={t('buttons.confirm')} cancelText={t('buttons.cancel')}>
              <Button type="link" size="small" danger>
                {t('importExport.cancel')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(`importExport.logTitle.${kind}`)}
      footer={null}
      width={1000}
      destroyOnHidden
    >
      <div className="task-log-toolbar">
        <Typography.Text type="secondary">{log.running ? t('importExport.autoRefresh') : null}</Typography.Text>
        <Button icon={<ReloadOutlined />} onClick={() => void log.refresh()} loading={log.loading}>
          {t('importExport.refresh')}
        </Button>
      </div>
      <Table<TaskRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.records}
        loading={log.loading && log.records.length === 0}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: log.current,
          pageSize: TASK_LOG_PAGE_SIZE,
          total: log.total,
          showSizeChanger: false,
          onChange: log.setCurrent,
          showTotal: (total) => t('table.total', { total }),
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={log.error ? log.error.message || tm(LIST_FAILED_MESSAGE) : t('table.empty')}
            />
          ),
        }}
      />
    </Modal>
  );
}
