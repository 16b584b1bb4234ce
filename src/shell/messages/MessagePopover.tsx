import { Badge, Button, Empty, List, Popover, Spin, Tooltip, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reminderDetailPath, REMINDER_SUFFIX } from '@schemas/realtime';
import { MESSAGE_BADGE_MAX, type SysMessage } from '@schemas/sysMessage';
import { tm } from '@/providers/i18n';
import { useMessages } from './useMessages';
import { useStableNavigate } from '../useStableNavigate';

/** The system message popover with its unread badge (max 99); a reminder opens its task (/activti/detail/<id>). */
export function MessagePopover() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const [open, setOpen] = useState(false);
  const { page, loading, error, reload, markRead, markAllRead } = useMessages();
  const unread = page?.unread ?? 0;

  const choose = (m: SysMessage) => {
    if (m.type === 'reminder') {
      // The detail page marks it read.
      setOpen(false);
      navigate(reminderDetailPath(m.id));
    } else if (m.readFlag === '0') void markRead(m.id);
  };

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
              className={[m.readFlag === '0' ? 'message-unread' : '', m.type === 'reminder' ? 'message-link' : ''].join(' ').trim() || undefined}
              onClick={() => choose(m)}
              data-testid={`message-${m.id}`}
            >
              <List.Item.Meta
                title={<span>{m.readFlag === '0' && <Badge status="error" />} {tm(m.title)}</span>}
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

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={content}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void reload();
      }}
    >
      <Tooltip title={t('messages.title')}>
        <Badge count={unread} overflowCount={MESSAGE_BADGE_MAX} size="small" offset={[-4, 4]}>
          <Button type="text" className="top-bar-icon" icon={<BellOutlined />} aria-label={t('messages.title')} data-testid="message-button" />
        </Badge>
      </Tooltip>
    </Popover>
  );
}
