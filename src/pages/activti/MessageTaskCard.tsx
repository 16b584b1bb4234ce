import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Empty, Space, Tag } from 'antd';
import { Button } from '@/engine/named/Button';
import { DownloadOutlined, ProfileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { MessageRef, MessageTask } from '@schemas/sysMessage';
import { currentLanguage, tm } from '@/providers/i18n';
import { downloadFile } from '@/engine/importExport/api';
import { LIVE_SILENCE_MS } from '@/engine/live/heard';
import { useCatchUpOnReconnect, useLiveChannel, useLiveConnected, useRenderAt } from '@/engine/live/useLiveChannel';
import { usePollWhile } from '@/engine/live/usePollWhile';
import { renderValue } from '@/engine/values/renderValue';
import { taskViewOf } from './taskView';
import { Details } from '@/engine/named/Details';
import './activitiTexts';

import { Link } from 'react-router';
import { approvalDetailPath } from '@schemas/approvalLinks';

/** How often a running task is asked for again while the live connection is down. */
const POLL_MS = 5000;

const TaskLogDialog = lazy(() => import('@/engine/importExport/TaskLogDialog'));

interface Props {
  messageRef: MessageRef | null;
  task: MessageTask | null;
  /** Asks for the message and its task again (the fallback while the live connection is down). */
  reload?: () => void;
}

/**
 * The task a reminder is about: its state and counts now, its progress while it runs (live from the task
 * channel; asked for again while that is down), its result file, and the log it is listed in.
 */
export function MessageTaskCard({ messageRef, task: loaded, reload }: Props) {
  const { t } = useTranslation();
  const [logOpen, setLogOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  // What the channel said about the task since it was loaded (a fresh load supersedes it).
  const [heard, setHeard] = useState<{ since: MessageTask; task: MessageTask; at: number } | null>(null);
  const loadedAt = useMemo(() => (loaded ? Date.now() : 0), [loaded]);
  const current = heard && heard.since === loaded ? heard : null;
  const task = current ? current.task : loaded;
  const running = !!task?.record.progress;
  useLiveChannel(
    'tasks',
    (event) => {
      if (loaded && event.kind === loaded.type && event.record.id === loaded.record.id)
        setHeard({ since: loaded, task: { type: event.kind, record: event.record } as MessageTask, at: Date.now() });
    },
    running,
  );
  const connected = useLiveConnected();
  // No news of a running task for a while (an event may be lost): it is asked for as while the connection is down.
  const quietFrom = (current?.at ?? loadedAt) + LIVE_SILENCE_MS + 1;
  useRenderAt(running ? quietFrom : null);
  usePollWhile(running && (!connected || Date.now() >= quietFrom) && !!reload, () => reload?.(), POLL_MS);
  useCatchUpOnReconnect(connected, () => reload?.(), running);

  if (messageRef?.type === 'approval') {
    // A reminder about an approval request (a mention, or the request's end): its page is the request's own.
    return (
      <Card variant="borderless" title={t('approval.titles.detail')} data-testid="activiti-task">
        <Link to={approvalDetailPath(messageRef.id)} data-opens-page>
          {t('approval.openRequest', { title: `#${messageRef.id}` })}
        </Link>
      </Card>
    );
  }
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
      <Details column={{ xs: 1, md: 2 }} bordered size="middle">
        <Details.Item label={t('activiti.taskType')}>{t(`activiti.kind.${view.type}`)}</Details.Item>
        <Details.Item label={t('activiti.taskName')}>{view.name}</Details.Item>
        <Details.Item label={t('activiti.state')}>
          <Tag color={view.tone}>{view.stateLabel}</Tag>
        </Details.Item>
        <Details.Item label={t('activiti.creator')}>{view.creatorName}</Details.Item>
        <Details.Item label={t('activiti.total')}>{view.total}</Details.Item>
        <Details.Item label={t('activiti.success')}>{view.success}</Details.Item>
        <Details.Item label={t('activiti.createTime')}>{view.createTime}</Details.Item>
        {view.progress ? (
          <Details.Item label={t('activiti.progress')} span={2}>
            {renderValue({ type: 'progress' }, view.progress, currentLanguage())}
          </Details.Item>
        ) : null}
        <Details.Item label={t('activiti.note')}>{view.note ? tm(view.note) : '-'}</Details.Item>
      </Details>
      {logOpen && (
        <Suspense fallback={null}>
          <TaskLogDialog kind={view.type} open onClose={() => setLogOpen(false)} {...view.logFilter} />
        </Suspense>
      )}
    </Card>
  );
}
