import { reportProblem } from './reportProblem';
import { Client, ReconnectionTimeMode, type IFrame, type StompSubscription } from '@stomp/stompjs';
import {
  HEARTBEAT_STALE_MS,
  REMINDER_AFTER_HEADER,
  REMINDER_ID_HEADER,
  REMINDER_LAST_HEADER,
  reminderDestination,
  STOMP_HEARTBEAT_MS,
  STOMP_PATH,
  topic02Auth,
  topic02Path,
  TOPIC02_PING_MS,
  CLOSE_FORBIDDEN,
  CLOSE_UNAUTHORIZED,
  RECONNECT_MS,
  reconnectDelay,
  type RealtimeEvent,
} from '@schemas/realtime';

/** docs/product.md#errors-and-messages: what a browser without websockets is told. */
export const NO_WEBSOCKET_MESSAGE = 'Not support websocket';
// How a lost connection is tried again: schemas/realtime.ts, shared with the phone frame's channel.
export { RECONNECT_MS, reconnectDelay };
const WATCHDOG_MS = 10_000;

export interface RealtimeOptions {
  token: string;
  tenantId: string | number;
  userId: number;
  /** A reminder for this user (plain message text), with its stored message id when the server stored it. */
  onReminder(message: string, messageId?: number): void;
  onBroadcast?(message: string): void;
  onStateChange?(state: { stomp: boolean; topic: boolean }): void;
  /** Base of the websocket URLs; the page's own origin by default. */
  origin?: string;
  now?: () => number;
}

export const websocketSupported = () => typeof WebSocket !== 'undefined';

const wsOrigin = () => `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}`;

/** The stored message id a reminder carries (STOMP header text or JSON number); undefined when none or malformed. */
export function reminderIdOf(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Whether a connection whose last beat was at `lastBeat` must be replaced (older than 40 s). */
export const isStale = (lastBeat: number, now: number) => now - lastBeat > HEARTBEAT_STALE_MS;

/** Who the connection is for: a listener's destination is made from it (the user's own channels). */
export interface LiveWho {
  tenantId: string | number;
  userId: number;
}

interface LiveListener {
  destination: (who: LiveWho) => string;
  onMessage: (body: string) => void;
}

/**
 * Further STOMP channels, for the screens that want them (a task log, the 导入/导出 badge): they listen through
 * the shell's one connection while they are shown, and are subscribed again after every reconnect. What they
 * do with the messages loads with them, not with the shell.
 */
const liveListeners = new Map<LiveListener, StompSubscription | null>();
const liveStateListeners = new Set<() => void>();
let liveLink: { client: Client; who: LiveWho } | null = null;

function subscribeListener(listener: LiveListener) {
  if (!liveLink) return;
  liveListeners.set(
    listener,
    liveLink.client.subscribe(listener.destination(liveLink.who), (message) => listener.onMessage(message.body)),
  );
}

function setLiveLink(link: typeof liveLink) {
  liveLink = link;
  for (const listener of liveListeners.keys()) {
    liveListeners.set(listener, null);
    subscribeListener(listener);
  }
  for (const notify of liveStateListeners) notify();
}

/** Listens on a channel of the signed-in user while the caller needs it; returns the way to stop. */
export function listenLive(destination: (who: LiveWho) => string, onMessage: (body: string) => void): () => void {
  const listener: LiveListener = { destination, onMessage };
  liveListeners.set(listener, null);
  subscribeListener(listener);
  return () => {
    const subscription = liveListeners.get(listener);
    liveListeners.delete(listener);
    if (subscription && liveLink?.client.connected) subscription.unsubscribe();
  };
}

/** Whether the STOMP connection is up (channels deliver); screens poll instead while it is not. */
export const liveConnected = () => liveLink !== null;

export function onLiveStateChange(notify: () => void): () => void {
  liveStateListeners.add(notify);
  return () => liveStateListeners.delete(notify);
}

/**
 * The realtime connections of a signed-in user (schemas/realtime.ts): STOMP on /act/ws subscribed to the
 * user's reminder channel of the tenant, and the plain /websocket/topic02/{userId} channel. Both beat
 * (5 s STOMP, 10 s ping) and are replaced when the last beat is older than 40 s or the socket fails.
 */
export function startRealtime(options: RealtimeOptions): () => void {
  const now = options.now ?? Date.now;
  const origin = options.origin ?? wsOrigin();
  const state = { stomp: false, topic: false };
  const setState = (patch: Partial<typeof state>) => {
    Object.assign(state, patch);
    options.onStateChange?.({ ...state });
  };
  let stopped = false;

  // STOMP
  let stompBeat = now();
  /**
   * The last stored reminder this connection saw: each (re)subscription asks the server for what was stored
   * after it, so a reminder sent while the connection was away (an instance restarting) still arrives.
   */
  let lastReminderId: number | undefined;
  const client = new Client({
    brokerURL: `${origin}${STOMP_PATH}`,
    connectHeaders: { Authorization: `Bearer ${options.token}`, 'TENANT-ID': String(options.tenantId) },
    heartbeatIncoming: STOMP_HEARTBEAT_MS,
    heartbeatOutgoing: STOMP_HEARTBEAT_MS,
    reconnectDelay: RECONNECT_MS.first,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    maxReconnectDelay: RECONNECT_MS.max,
    debug: () => undefined,
  });
  client.onConnect = (connected: IFrame) => {
    stompBeat = now();
    setState({ stomp: true });
    // The first connection starts after the newest stored reminder; a reconnection after the last one seen.
    const newest = connected.headers[REMINDER_LAST_HEADER];
    if (lastReminderId === undefined && newest !== undefined && /^\d{1,15}$/.test(newest)) lastReminderId = Number(newest);
    const after: Record<string, string> = lastReminderId === undefined ? {} : { [REMINDER_AFTER_HEADER]: String(lastReminderId) };
    client.subscribe(
      reminderDestination(options.tenantId, options.userId),
      (message) => {
        stompBeat = now();
        const id = reminderIdOf(message.headers[REMINDER_ID_HEADER]);
        if (id !== undefined && (lastReminderId === undefined || id > lastReminderId)) lastReminderId = id;
        options.onReminder(message.body, id);
      },
      after,
    );
    setLiveLink({ client, who: { tenantId: options.tenantId, userId: options.userId } });
  };
  client.onHeartbeatReceived = () => {
    stompBeat = now();
  };
  client.onWebSocketClose = () => {
    if (liveLink?.client === client) setLiveLink(null);
    setState({ stomp: false });
  };
  client.onStompError = (frame: IFrame) => {
    // Refused (e.g. the token expired): stop retrying with the same credentials.
    if (/用户凭证已过期|当前操作没有权限|Access denied/.test(frame.headers.message ?? '')) void client.deactivate();
  };
  client.activate();

  // Plain per-user channel
  let socket: WebSocket | null = null;
  let topicBeat = now();
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  /** Tries that failed since the channel was last ready. */
  let topicFailures = 0;
  const openTopic = () => {
    if (stopped) return;
    // The token goes in the first message, never in the address, which proxies and servers write to their logs.
    const ws = new WebSocket(`${origin}${topic02Path(options.userId)}`);
    socket = ws;
    topicBeat = now();
    ws.onopen = () => ws.send(JSON.stringify(topic02Auth(options.token, options.tenantId)));
    ws.onmessage = (event) => {
      topicBeat = now();
      if (typeof event.data !== 'string' || event.data === 'pong') return;
      const data = parseChannelEvent(event.data);
      // The handlers run outside any catch: what they throw reaches the page's error log as any uncaught error.
      if (data?.type === 'ready') {
        topicFailures = 0;
        setState({ topic: true });
      } else if (data?.type === 'reminder') options.onReminder(data.message, reminderIdOf(data.messageId));
      else if (data?.type === 'broadcast') options.onBroadcast?.(data.message);
    };
    ws.onclose = (event) => {
      if (socket === ws) socket = null;
      setState({ topic: false });
      clearInterval(pingTimer);
      if (stopped || event.code === CLOSE_UNAUTHORIZED || event.code === CLOSE_FORBIDDEN) return;
      reconnectTimer = setTimeout(openTopic, reconnectDelay(topicFailures++));
    };
    pingTimer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('ping'), TOPIC02_PING_MS);
  };
  openTopic();

  // Replace a connection whose last beat is older than 40 s.
  const watchdog = setInterval(() => {
    const t = now();
    if (client.connected && isStale(stompBeat, t)) {
      stompBeat = t;
      client.forceDisconnect();
    }
    if (socket && socket.readyState === WebSocket.OPEN && isStale(topicBeat, t)) socket.close();
  }, WATCHDOG_MS);

  return () => {
    stopped = true;
    if (liveLink?.client === client) setLiveLink(null);
    clearInterval(watchdog);
    clearInterval(pingTimer);
    clearTimeout(reconnectTimer);
    void client.deactivate();
    socket?.close();
  };
}

/** A message of the plain channel; one that is not JSON is reported to the page's error log and dropped. */
function parseChannelEvent(text: string): RealtimeEvent | { type: 'ready' } | undefined {
  try {
    return JSON.parse(text) as RealtimeEvent | { type: 'ready' };
  } catch (error) {
    reportProblem(new Error(`the per-user channel sent a message that is not JSON: ${text.slice(0, 80)}`, { cause: error }));
    return undefined;
  }
}
