import { useState } from 'react';
import { App, Badge, Modal, Space, Tooltip, Typography } from 'antd';
import { Button } from '@/engine/named/Button';
import { BugOutlined, CloudUploadOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ERROR_LOG_PAGE_SIZE } from '@schemas/errorLogLimits';
import { MESSAGE_BADGE_MAX } from '@schemas/sysMessage';
import { http } from '@/providers/client';
import { addTexts, tm } from '@/providers/i18n';
import { useStoreValue } from '@/providers/useStoreValue';
import { newIdempotencyKey } from '@/providers/intentKey';
import { clearErrorLogs, ERROR_LOG_KEY, type LocalErrorLog } from './errorLogStore';
import { uploadErrorLogs } from './errorLogUpload';
import { DataTable } from '@/engine/named/DataTable';
import { errorLogZh } from '@/locales/errorLog.zh';

// The error log brings its zh texts with its chunk (docs/performance.md#what-the-browser-loads).
addTexts('zh-CN', { errorLog: errorLogZh });

/** The error-log badge and its dialog (docs/product.md#the-admin-shell; hidden in production builds by the top bar). */
export function ErrorLogButton() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const logs = useStoreValue<LocalErrorLog[]>(ERROR_LOG_KEY) ?? [];
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [page, setPage] = useState(1);

  const upload = () =>
    modal.confirm({
      title: t('shell.logoutTitle'),
      content: tm('确定上传本地日志到服务器?'),
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      onOk: async () => {
        setUploading(true);
        try {
          await uploadErrorLogs((batch) => http.post('/admin/log/logs', batch, { idempotencyKey: newIdempotencyKey() }));
          message.success(tm('发送成功!'));
          setPage(1);
        } catch {
          // The http client already showed the server's message; the local log stays for another try.
        } finally {
          setUploading(false);
        }
      },
    });

  const clear = () =>
    modal.confirm({
      title: t('shell.logoutTitle'),
      content: tm('确定清空本地日志记录?'),
      okText: t('buttons.confirm'),
      cancelText: t('buttons.cancel'),
      onOk: () => {
        clearErrorLogs();
        setPage(1);
        message.success(tm('清空成功!'));
      },
    });

  return (
    <>
      <Tooltip title={t('errorLog.title')}>
        <Badge count={logs.length} overflowCount={MESSAGE_BADGE_MAX} size="small" offset={[-4, 4]}>
          <Button type="text" className="top-bar-icon" icon={<BugOutlined />} onClick={() => setOpen(true)} aria-label={t('errorLog.title')} data-testid="error-log-button" />
        </Badge>
      </Tooltip>
      <Modal title={t('errorLog.title')} open={open} onCancel={() => setOpen(false)} width={1000} footer={null} destroyOnHidden>
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={upload} loading={uploading} disabled={!logs.length || uploading}>
            {tm('上传服务器')}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={clear} disabled={!logs.length || uploading}>
            {tm('清空本地日志')}
          </Button>
        </Space>
        <DataTable<LocalErrorLog & { key: number }>
          size="small"
          dataSource={logs.map((l, i) => ({ ...l, key: i }))}
          pagination={{ pageSize: ERROR_LOG_PAGE_SIZE, current: page, onChange: setPage, showSizeChanger: false, showTotal: (total) => t('table.total', { total }) }}
          locale={{ emptyText: t('errorLog.empty') }}
          columns={[
            { title: t('errorLog.type'), dataIndex: 'type', width: 140 },
            { title: t('errorLog.url'), dataIndex: 'url', width: 220, ellipsis: true },
            { title: t('errorLog.message'), dataIndex: 'message', ellipsis: true },
            {
              title: t('errorLog.stack'),
              dataIndex: 'stack',
              width: 200,
              render: (stack: string) => (stack ? <Typography.Text ellipsis={{ tooltip: <pre className="error-stack">{stack}</pre> }}>{stack}</Typography.Text> : '-'),
            },
            { title: t('errorLog.time'), dataIndex: 'time', width: 170 },
          ]}
        />
      </Modal>
    </>
  );
}
