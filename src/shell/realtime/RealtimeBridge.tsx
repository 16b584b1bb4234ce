import { useEffect } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { reminderDetailPath, REMINDER_SUFFIX, REMINDER_TITLE } from '@schemas/realtime';
import { tm } from '@/providers/i18n';
import { NO_WEBSOCKET_MESSAGE, startRealtime, websocketSupported } from '@/providers/live';
import { KEYS } from '@/providers/session';
import type { SysUser } from '@/providers/sessionData';
import { useStoreValue } from '@/providers/useStoreValue';
import { announceMessage } from '../messages/useMessages';
import { useStableNavigate } from '../useStableNavigate';

/**
 * A reminder reaches both channels, and a reconnection sends again what may have been missed: it is shown once,
 * by its stored id for as long as the page lives (the newest ids kept), else by its text within a few seconds.
 */
const recent = new Map<string, number>();
const DUPLICATE_WINDOW_MS = 3000;
const shownIds = new Set<number>();
const SHOWN_IDS_KEPT = 500;
function firstShown(id: number): boolean {
  if (shownIds.has(id)) return false;
  shownIds.add(id);
  if (shownIds.size > SHOWN_IDS_KEPT) shownIds.delete(shownIds.values().next().value!);
  return true;
}
function firstTime(key: string): boolean {
  const now = Date.now();
  for (const [k, at] of recent) if (now - at > DUPLICATE_WINDOW_MS) recent.delete(k);
  if (recent.has(key)) return false;
  recent.set(key, now);
  return true;
}

/**
 * Connects the signed-in user's realtime channels and shows reminders as 协同提醒 (docs/product.md#states-and-transitions); a
 * reminder the server stored opens its task at /activti/detail/<id>.
 */
export function RealtimeBridge() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  const navigate = useStableNavigate();
  const token = useStoreValue<string>(KEYS.accessToken);
  const tenantId = useStoreValue<string | number>(KEYS.tenantId);
  const user = useStoreValue<SysUser>(KEYS.userInfo);
  const userId = user?.userId;

  useEffect(() => {
    if (!token || userId === undefined) return;
    if (!websocketSupported()) {
      notification.warning({ message: NO_WEBSOCKET_MESSAGE });
      return;
    }
    return startRealtime({
      token,
      tenantId: tenantId ?? user?.tenantId ?? '',
      userId,
      onReminder: (message, messageId) => {
        announceMessage();
        const key = messageId === undefined ? `text:${message}` : `reminder:${messageId}`;
        if (messageId === undefined ? !firstTime(key) : !firstShown(messageId)) return;
        const open = () => {
          notification.destroy(key);
          navigate(reminderDetailPath(messageId!));
        };
        notification.warning({
          key,
          message: tm(REMINDER_TITLE),
          description: `${message}${tm(REMINDER_SUFFIX)}`,
          className: 'reminder-notification',
          actions:
            messageId === undefined ? undefined : (
              <Button type="primary" size="small" onClick={open}>
                {t('activiti.viewDetail')}
              </Button>
            ),
        });
      },
      onBroadcast: (message) => {
        if (firstTime(`broadcast:${message}`)) notification.info({ message: message });
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reconnect only when who or where changes, not when the language does
  }, [token, tenantId, userId]);
  return null;
}
