import { Button, Card, Result, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { REMINDER_SUFFIX } from '@schemas/realtime';
import { tm } from '@/providers/i18n';
import { MessageTaskCard } from './MessageTaskCard';
import { useMessageDetail } from './useMessageDetail';
import { Details } from '@/engine/named/Details';
import './activitiTexts';

/**
 * /activti/detail/{id}: a collaboration reminder (协同提醒) and the task it is about. The notification and
 * the top-bar messages open it; opening it marks the message read.
 */
export default function ActivitiDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { state, reload } = useMessageDetail(id, t('activiti.badId'));

  if (state.status === 'loading') {
    return (
      <div className="page-fallback">
        <Spin />
      </div>
    );
  }
  if (state.status === 'failed') {
    const status = state.code === 403 ? '403' : state.code === 404 || state.code === 400 ? '404' : 'error';
    return (
      <Card variant="borderless" data-testid="activiti-unavailable">
        <Result
          status={status}
          title={t('activiti.unavailable')}
          subTitle={state.message}
          extra={
            <Space>
              <Button type="primary" onClick={() => navigate('/')}>
                {t('activiti.backHome')}
              </Button>
              {status === 'error' && <Button onClick={() => void reload()}>{t('activiti.retry')}</Button>}
            </Space>
          }
        />
      </Card>
    );
  }

  const { detail } = state;
  const reminder = detail.type === 'reminder';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless" title={tm(detail.title)} data-testid="activiti-message">
        <Details column={1} bordered size="middle">
          <Details.Item label={t('activiti.message')}>{reminder ? `${detail.content}${tm(REMINDER_SUFFIX)}` : detail.content}</Details.Item>
          <Details.Item label={t('activiti.type')}>{t(reminder ? 'activiti.typeReminder' : 'activiti.typeSystem')}</Details.Item>
          <Details.Item label={t('activiti.time')}>{detail.createTime}</Details.Item>
        </Details>
      </Card>
      <MessageTaskCard messageRef={detail.ref} task={detail.task} reload={() => void reload()} />
    </Space>
  );
}
