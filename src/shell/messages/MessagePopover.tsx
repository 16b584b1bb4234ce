import { Badge, Popover, Spin, Tooltip } from 'antd';
import { Button } from '@/engine/named/Button';
import { BellOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reminderDetailPath } from '@schemas/realtime';
import { MESSAGE_BADGE_MAX, type SysMessage } from '@schemas/sysMessage';
import { useMessages } from './useMessages';
import { useStableNavigate } from '../useStableNavigate';

// The list (antd's List) loads when the popover first opens: the bell and its badge are all the shell shows.
const MessageList = lazy(() => import('./MessageList'));

/** The system message popover with its unread badge (max 99); a reminder opens its task (/activti/detail/<id>). */
export function MessagePopover() {
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const [open, setOpen] = useState(false);
  const messages = useMessages();
  const { page, reload, markRead } = messages;
  const unread = page?.unread ?? 0;

  const choose = (m: SysMessage) => {
    if (m.type === 'reminder') {
      // The detail page marks it read.
      setOpen(false);
      navigate(reminderDetailPath(m.id));
    } else if (m.readFlag === '0') void markRead(m.id);
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Suspense
          fallback={
            <div className="message-popover" data-testid="message-popover">
              <div className="message-popover-state">
                <Spin size="small" />
              </div>
            </div>
          }
        >
          <MessageList messages={messages} unread={unread} choose={choose} />
        </Suspense>
      }
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
