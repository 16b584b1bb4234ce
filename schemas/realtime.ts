/**
 * Realtime channels (docs/product.md#states-and-transitions and docs/product.md#logs-messages-and-realtime, docs/architecture.md#realtime), shared by the server and the console.
 *
 * 1. STOMP 1.2 over websocket at `/act/ws` (root path, not under the API base).
 *    CONNECT carries the bearer token in `Authorization: Bearer <token>` (or `access_token: <token>`) and the
 *    tenant in `TENANT-ID` (or `tenantId`); without a tenant the user's own tenant is used. Destinations:
 *      /topic/reminder/<tenantId>/<userId>   collaboration reminders of one user in one tenant (协同提醒);
 *                                            only that user, connected for that tenant, may SUBSCRIBE or SEND
 *      /topic/broadcast/<tenantId>           broadcasts of one tenant (`POST /consumer/send/broadcast`);
 *                                            any user connected for that tenant may SUBSCRIBE
 *      /topic/approval/<tenantId>/<userId>   how many approval requests wait for the user, `{"todo": n}`, on
 *                                            every change (approvalConstants.ts); only that user may SUBSCRIBE,
 *                                            nobody may SEND
 *      /topic/task/<tenantId>/<userId>       the user's own imports and exports as they move (a JSON TaskEvent
 *                                            of schemas/tasks.ts per change); only that user may SUBSCRIBE,
 *                                            nobody may SEND
 *    Anything else is refused with an ERROR frame (and the connection closes, as STOMP requires).
 *    Reminder MESSAGE bodies are the plain message text; the console shows it plus '任务，请及时处理'.
 *    A reminder the server stored carries its message id in the `reminder-id` header: the console links
 *    the notification to /activti/detail/<id>. Messages a client SENDs carry no such header.
 *    CONNECTED names the newest stored reminder (`reminder-last`); a SUBSCRIBE to the reminder channel may name
 *    the last one the client saw (`reminder-after`), and the server sends what was stored since (missed while
 *    the client reconnected) before live ones; an instance that lost its LISTEN connection does the same for
 *    its subscriptions once it listens again (docs/operating.md, "What survives what").
 *    Heart-beats: the server offers `5000,5000`; each side sends at max(own offer, other's wish), and the
 *    server drops a connection silent for twice the negotiated incoming interval.
 *
 * 2. Plain websocket at `/websocket/topic02/<userId>`: the user's own channel only. No credential travels in the
 *    address (proxies and servers write addresses to their access logs): the client's first message is a
 *    `RealtimeAuth` (`{"type":"auth","token":"<token>","tenantId":"<tenant>"}`), sent within
 *    TOPIC02_AUTH_TIMEOUT_MS of opening; a client that can set headers may send `Authorization: Bearer <token>`
 *    and `TENANT-ID` with the upgrade instead. Close 4401 for a missing, late or bad token (or a token in the
 *    address, which is refused), 4403 for another user's channel or tenant. The server sends JSON text:
 *    `RealtimeReady` once the token is checked, then `RealtimeEvent`s (reminders, broadcasts, the
 *    approval count); the client sends `ping` every 10 s and the server answers `pong`.
 *
 * The body schema of `POST /consumer/send/broadcast` is in broadcast.ts: the console reads this file's
 * constants without the validation library.
 *
 * Server side, other features notify a user with `app.realtime.notifyUser(tenantId, userId, message)`: the
 * message is stored as a system message (the top-bar popover) and pushed on both channels.
 */
export const STOMP_PATH = '/act/ws';
export const TOPIC02_PATH = '/websocket/topic02';

export const reminderDestination = (tenantId: number | string, userId: number | string) => `/topic/reminder/${tenantId}/${userId}`;
export const broadcastDestination = (tenantId: number | string) => `/topic/broadcast/${tenantId}`;
export const taskDestination = (tenantId: number | string, userId: number | string) => `/topic/task/${tenantId}/${userId}`;
export const topic02Path = (userId: number | string) => `${TOPIC02_PATH}/${userId}`;

/**
 * A lost connection is tried again after 1 s, then 2 s, then every 4 s while it keeps failing: back within
 * 5 s when another instance takes it over (a rolling restart), and no storm of tries while the server is away.
 */
export const RECONNECT_MS = { first: 1000, max: 4000 } as const;

/** The wait before the next try after `failures` tries in a row failed (0 for the first try after a loss). */
export const reconnectDelay = (failures: number) => Math.min(RECONNECT_MS.max, RECONNECT_MS.first * 2 ** failures);

/** The heart-beat the server offers and wants on /act/ws (ms). */
export const STOMP_HEARTBEAT_MS = 5000;
/** The client's ping interval on the per-user topic channel (ms). */
export const TOPIC02_PING_MS = 10_000;
/** The console reconnects when the last beat it saw is older than this (ms). */
export const HEARTBEAT_STALE_MS = 40_000;

/** The suffix the console adds to a reminder in the 协同提醒 notification. */
export const REMINDER_SUFFIX = '任务，请及时处理';
export const REMINDER_TITLE = '协同提醒';
/** The STOMP header of a stored reminder's id (the plain channel sends it as `messageId`). */
export const REMINDER_ID_HEADER = 'reminder-id';
/** CONNECTED carries the id of the user's newest stored reminder when the connection opened (0 when none). */
export const REMINDER_LAST_HEADER = 'reminder-last';
/**
 * A SUBSCRIBE to the reminder channel may name the last reminder the client saw; the server then sends what was
 * stored after it (the last 30 minutes) before live ones, none twice: a client that reconnects misses nothing.
 */
export const REMINDER_AFTER_HEADER = 'reminder-after';
/** The console page of one reminder and the task it is about. */
export const reminderDetailPath = (messageId: number | string) => `/activti/detail/${messageId}`;

/** How long the plain channel waits for the client's RealtimeAuth after opening (ms). */
export const TOPIC02_AUTH_TIMEOUT_MS = 10_000;

/** What a client sends first on the plain channel: its token and the tenant it connects for. */
export interface RealtimeAuth {
  type: 'auth';
  token: string;
  tenantId?: string;
}

export const topic02Auth = (token: string, tenantId?: number | string): RealtimeAuth => ({
  type: 'auth',
  token,
  ...(tenantId === undefined ? {} : { tenantId: String(tenantId) }),
});

/** What the plain per-user channel sends once the token is checked. */
export interface RealtimeReady {
  type: 'ready';
  userId: number;
  tenantId: number;
}

/**
 * What the plain per-user channel sends afterwards: reminders and broadcasts, and (`approval`) how many approval
 * requests wait for the user, in `todo`, as the approval destination says it over STOMP (approvalConstants.ts).
 */
export interface RealtimeEvent {
  type: 'reminder' | 'broadcast' | 'approval';
  tenantId: number;
  message: string;
  messageId?: number;
  todo?: number;
  time: string;
}

export const BROADCAST_MESSAGE_MAX = 500;

/** Close codes of the plain channel. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
