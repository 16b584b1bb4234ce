import { Badge, Button, Empty, List, Popover, Spin, Tooltip, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGE_BADGE_MAX } from '@schemas/sysMessage';
import { tm } from '@/providers/i18n';
import { useMessages } from './useMessages';

/** The system message popover with its unread badge (max 99). */
export function MessagePopover() {
  const { t } = useTranslation();
  const { page, loading, error, reload, markRead, markAllRead } = useMessages();
  const unread = page?.unread ?? 0;

  const content = (
    <div className="message-popover" data-testid="message-popover">
      <div className="message-popover-head">
        <Typography.Text strong>{t('messages.title')}</Typography.Text>
        <Button type="link" size="small" disabled={!unread} onClick={() => void markAllRead()}>
          {t('messages.readAll')}
        </Button>
      </div>
      {loading && !page ? (
        <div className="message-popover-state"><Spin size="small" /></div>
      ) : error ? (
        <div className="message-popover-state">
          <Typography.Text type="danger">{error}</Typography.Text>
          <Button size="small" type="link" onClick={() => void reload()}>{t('buttons.refresh')}</Button>
        </div>
      ) : !page?.records.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
      ) : (
        <List
          size="small"
          dataSource={page.records}
          renderItem={(m) => (
            <List.Item
              className={m.readFlag === '0' ? 'message-unread' : undefined}
              onClick={() => m.readFlag === '0' && void markRead(m.id)}
            >
              <List.Item.Meta
                title={<span>{m.readFlag === '0' && <Badge status="error" />} {tm(m.title)}</span>}
                description={
                  <>
                    <div>{m.type === 'reminder' ? `${m.content}${tm('任务，请及时处理')}` : m.content}</div>
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

  return (
    <Popover trigger="click" placement="bottomRight" content={content} onOpenChange={(open) => open && void reload()}>
      <Tooltip title={t('messages.title')}>
        <Badge count={unread} overflowCount={MESSAGE_BADGE_MAX} size="small" offset={[-4, 4]}>
          <Button type="text" className="top-bar-icon" icon={<BellOutlined />} aria-label={t('messages.title')} data-testid="message-button" />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
