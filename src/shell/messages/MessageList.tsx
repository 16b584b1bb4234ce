import { Badge, Button, Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REMINDER_SUFFIX } from '@schemas/realtime';
import type { SysMessage } from '@schemas/sysMessage';
import { tm } from '@/providers/i18n';
import type { useMessages } from './useMessages';

interface Props {
  messages: ReturnType<typeof useMessages>;
  unread: number;
  choose: (message: SysMessage) => void;
}

/** The popover's content: the user's messages, newest first (its own chunk: it shows only once opened). */
export default function MessageList({ messages, unread, choose }: Props) {
  const { t } = useTranslation();
  const { page, loading, error, reload, markAllRead } = messages;
  return (
    <div className="message-popover" data-testid="message-popover">
      <div className="message-popover-head">
        <Typography.Text strong>{t('messages.title')}</Typography.Text>
        <Button type="link" size="small" disabled={!unread} onClick={() => void markAllRead()}>
          {t('messages.readAll')}
        </Button>
      </div>
      {loading && !page ? (
        <div className="message-popover-state">
          <Spin size="small" />
        </div>
      ) : error ? (
        <div className="message-popover-state">
          <Typography.Text type="danger">{error}</Typography.Text>
          <Button size="small" type="link" onClick={() => void reload()}>
            {t('buttons.refresh')}
          </Button>
        </div>
      ) : !page?.records.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
      ) : (
        <List
          size="small"
          dataSource={page.records}
          renderItem={(m) => (
            <List.Item
              className={[m.readFlag === '0' ? 'message-unread' : '', m.type === 'reminder' ? 'message-link' : ''].join(' ').trim() || undefined}
              onClick={() => choose(m)}
              data-testid={`message-${m.id}`}
            >
              <List.Item.Meta
                title={
                  <span>
                    {m.readFlag === '0' && <Badge status="error" />} {tm(m.title)}
                  </span>
                }
                description={
                  <>
                    <div>{m.type === 'reminder' ? `${m.content}${tm(REMINDER_SUFFIX)}` : m.content}</div>
                    <div className="message-time">{m.createTime}</div>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
