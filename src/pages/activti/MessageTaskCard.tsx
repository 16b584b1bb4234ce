import { lazy, Suspense, useState } from 'react';
import { Button, Card, Descriptions, Empty, Space, Tag } from 'antd';
import { DownloadOutlined, ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MessageRef, MessageTask } from '@schemas/sysMessage';
import { currentLanguage, tm } from '@/providers/i18n';
import { downloadFile } from '@/engine/importExport/api';
import { taskViewOf } from './taskView';

const TaskLogDialog = lazy(() => import('@/engine/importExport/TaskLogDialog'));

/** The task a reminder is about: its state and counts now, its result file, and the log it is listed in. */
export function MessageTaskCard({ messageRef, task }: { messageRef: MessageRef | null; task: MessageTask | null }) {
  const { t } = useTranslation();
  const [logOpen, setLogOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (!task) {
    return (
      <Card variant="borderless" title={t('activiti.task')} data-testid="activiti-task">
        <Empty description={t(messageRef ? 'activiti.taskGone' : 'activiti.noTask')} />
      </Card>
    );
  }

  const view = taskViewOf(task, currentLanguage());
  const download = async () => {
    if (!view.downloadUrl) return;
    setDownloading(true);
    try {
      await downloadFile(view.downloadUrl, `${view.name.replace(/\.(xlsx|xls)$/i, '')}.xlsx`);
    } catch {
      // The http client has shown why.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card
      variant="borderless"
      title={t('activiti.task')}
      data-testid="activiti-task"
      extra={
        <Space>
          <Button type="primary" icon={<DownloadOutlined />} disabled={!view.downloadUrl} loading={downloading} onClick={() => void download()}>
            {t('activiti.download')}
          </Button>
          <Button icon={<ProfileOutlined />} onClick={() => setLogOpen(true)}>
            {t(`activiti.openLog.${view.type}`)}
          </Button>
        </Space>
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
        <Descriptions.Item label={t('activiti.taskType')}>{t(`activiti.kind.${view.type}`)}</Descriptions.Item>
        <Descriptions.Item label={t('activiti.taskName')}>{view.name}</Descriptions.Item>
        <Descriptions.Item label={t('activiti.state')}>
          <Tag color={view.tone}>{view.stateLabel}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('activiti.creator')}>{view.creatorName}</Descriptions.Item>
        <Descriptions.Item label={t('activiti.total')}>{view.total}</Descriptions.Item>
        <Descriptions.Item label={t('activiti.success')}>{view.success}</Descriptions.Item>
        <Descriptions.Item label={t('activiti.createTime')}>{view.createTime}</Descriptions.Item>
        <Descriptions.Item label={t('activiti.note')}>{view.note ? tm(view.note) : '-'}</Descriptions.Item>
      </Descriptions>
      {logOpen && (
        <Suspense fallback={null}>
          <TaskLogDialog kind={view.type} open onClose={() => setLogOpen(false)} {...view.logFilter} />
        </Suspense>
      )}
    </Card>
  );
}
