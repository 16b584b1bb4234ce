import { REMINDER_SUFFIX, REMINDER_TITLE, TOPIC02_PATH, TOPIC02_PING_MS, type RealtimeEvent } from '@schemas/realtime';
import type { CountSource } from '@/engine/approval/useTodoCount';
import { tm } from '@/providers/i18n';
import { notify } from '@/providers/notifier';

const RECONNECT_MS = 5000;

export interface PlainWho {
  token: string;
  tenantId: string | number;
  userId: number;
}

/**
 * The plain per-user channel (`/websocket/topic02/{userId}`, schemas/realtime.ts) as the phone frame's count
 * source: the approval count once the channel is ready and as it changes, and reminders shown as 协同提醒; a
 * ping every 10 s, opened again after a break. A browser WebSocket and a few lines instead of the console's STOMP client, which would bring the
 * signed-in part with it.
 */
export function plainChannel(who: PlainWho): CountSource {
  return (onCount) => {
    let socket: WebSocket | null = null;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      if (stopped || typeof WebSocket === 'undefined') return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const query = `access_token=${encodeURIComponent(who.token)}&tenantId=${encodeURIComponent(String(who.tenantId))}`;
      const ws = new WebSocket(`${scheme}://${window.location.host}${TOPIC02_PATH}/${who.userId}?${query}`);
      socket = ws;
      ws.onmessage = (event) => {
        if (typeof event.data !== 'string' || event.data === 'pong') return;
        try {
          const data = JSON.parse(event.data) as RealtimeEvent | { type: 'ready' };
          // The server tells the count once the channel is ready (again after a break), then on every change.
          if (data.type === 'approval' && typeof data.todo === 'number') onCount(data.todo);
          else if (data.type === 'reminder') notify.warning(`${tm(REMINDER_TITLE)}：${data.message}${tm(REMINDER_SUFFIX)}`);
        } catch {
          // Not ours: ignore.
        }
      };
      ws.onclose = () => {
        clearInterval(ping);
        if (socket === ws) socket = null;
        if (!stopped) retry = setTimeout(open, RECONNECT_MS);
      };
      ping = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), TOPIC02_PING_MS);
    };
    open();
    return () => {
      stopped = true;
      clearInterval(ping);
      clearTimeout(retry);
      socket?.close();
    };
  };
}
