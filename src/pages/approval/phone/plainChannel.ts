import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, reconnectDelay, REMINDER_SUFFIX, REMINDER_TITLE, topic02Auth, topic02Path, TOPIC02_PING_MS, type RealtimeEvent } from '@schemas/realtime';
import type { CountSource } from '@/engine/approval/useTodoCount';
import { tm } from '@/providers/i18n';
import { notify } from '@/providers/notifier';
import { reportProblem } from '@/providers/reportProblem';

export interface PlainWho {
  token: string;
  tenantId: string | number;
  userId: number;
}

/**
 * The plain per-user channel (`/websocket/topic02/{userId}`, schemas/realtime.ts) as the phone frame's count
 * source: the approval count once the channel is ready and as it changes, and reminders shown as 协同提醒; a
 * ping every 10 s, opened again after a break as the console's channel is (1 s, 2 s, then every 4 s), not after a
 * refused sign-in. The token goes in the first message, never in the address. A browser WebSocket and a few lines
 * instead of the console's STOMP client, which would bring the signed-in part with it.
 */
export function plainChannel(who: PlainWho): CountSource {
  return (onCount) => {
    let socket: WebSocket | null = null;
    let ping: ReturnType<typeof setInterval> | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    const open = () => {
      if (stopped || typeof WebSocket === 'undefined') return;
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      const ws = new WebSocket(`${scheme}://${window.location.host}${topic02Path(who.userId)}`);
      socket = ws;
      ws.onopen = () => ws.send(JSON.stringify(topic02Auth(who.token, who.tenantId)));
      ws.onmessage = (event) => {
        if (typeof event.data !== 'string' || event.data === 'pong') return;
        const data = parsed(event.data);
        if (data?.type === 'ready') failures = 0;
        // The server tells the count once the channel is ready (again after a break), then on every change.
        else if (data?.type === 'approval' && typeof data.todo === 'number') onCount(data.todo);
        else if (data?.type === 'reminder') notify.warning(`${tm(REMINDER_TITLE)}：${data.message}${tm(REMINDER_SUFFIX)}`);
      };
      ws.onclose = (event) => {
        clearInterval(ping);
        if (socket === ws) socket = null;
        if (stopped || event.code === CLOSE_UNAUTHORIZED || event.code === CLOSE_FORBIDDEN) return;
        retry = setTimeout(open, reconnectDelay(failures++));
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

/** A message of the channel; one that is not JSON is reported to the page's error log and dropped. */
function parsed(text: string): RealtimeEvent | { type: 'ready' } | undefined {
  try {
    return JSON.parse(text) as RealtimeEvent | { type: 'ready' };
  } catch (error) {
    reportProblem(new Error(`the per-user channel sent a message that is not JSON: ${text.slice(0, 80)}`, { cause: error }));
    return undefined;
  }
}
