import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { databaseOutageOf } from '../db/outage';
import { REMINDER_AFTER_HEADER, REMINDER_ID_HEADER, REMINDER_LAST_HEADER, reminderDestination, STOMP_HEARTBEAT_MS } from '../../schemas/realtime';
import type { Broker, StompSubscriber } from './broker';
import { mayAccess, maySubscribe, type Principal, type PrincipalResult } from './principal';
import { serializeFrame, StompParser, StompProtocolError, type StompFrame } from './stompFrame';

/** A reminder as stored (sys_message): what a catch-up sends again. */
export interface StoredReminder {
  id: number;
  content: string;
}

/** Where the stored reminders of a user are read (server/services/realtime.ts). */
export interface ReminderLog {
  /** The newest stored reminder id of the user in the tenant, 0 when none. */
  latest(tenantId: number, userId: number): Promise<number>;
  /** The stored reminders after `afterId`, oldest first (recent ones only), at most `pageSize` at a time. */
  after(tenantId: number, userId: number, afterId: number): Promise<StoredReminder[]>;
  readonly pageSize: number;
}

/** Ids of reminders a subscription got, kept to send none twice; the oldest go past this many. */
const DELIVERED_KEPT = 200;

/** What a reminder subscription has had: the id it starts after, and the ids it got since. */
interface ReminderTrack {
  after: number;
  delivered: Set<number>;
}

/** What a session needs of its websocket. */
export interface StompTransport {
  send(text: string): void;
  close(code?: number, reason?: string): void;
}

export interface StompSessionOptions {
  broker: Broker;
  authenticate(headers: Record<string, string>): Promise<PrincipalResult>;
  /** The heart-beat the server offers and wants (ms). */
  heartbeatMs?: number;
  maxFrameBytes?: number;
  maxSubscriptions?: number;
  /** A connection that has not sent CONNECT by then is closed (ms). */
  connectTimeoutMs?: number;
  /**
   * What a new subscription is told at once, before anything changes (the approval count of the user's own
   * destination): a JSON body, or null for nothing.
   */
  initialMessage?(principal: Principal, destination: string): Promise<string | null>;
  /** Stored reminders: a reminder subscription catches up on what it missed (docs/operating.md, "What survives what"). */
  reminders?: ReminderLog;
  /** Where a failure inside the session is logged before the client is told. */
  log?: FastifyBaseLogger;
}

const SERVER_NAME = 'Atrium/2.0.0';

/**
 * One STOMP 1.2 connection: CONNECT (authenticated), SUBSCRIBE / UNSUBSCRIBE to permitted destinations,
 * SEND (with BEGIN / COMMIT / ABORT transactions), ACK / NACK, heart-beats, DISCONNECT with a receipt,
 * and an ERROR frame followed by closing the connection on anything the protocol or our rules refuse.
 */
export class StompSession implements StompSubscriber {
  readonly id = randomUUID();
  private readonly parser: StompParser;
  private principal: Principal | null = null;
  private readonly subscriptions = new Map<string, string>();
  /** The reminder subscriptions of this session, by subscription id. */
  private readonly reminderTracks = new Map<string, ReminderTrack>();
  /** The newest stored reminder when the session connected (told to the client as reminder-last). */
  private reminderLast = 0;
  private readonly transactions = new Map<string, StompFrame[]>();
  private queue: Promise<void> = Promise.resolve();
  private ended = false;
  private lastReceived = Date.now();
  private timers: NodeJS.Timeout[] = [];
  private readonly heartbeatMs: number;
  private readonly maxSubscriptions: number;
  /** Negotiated intervals (0 = none), exposed for tests. */
  outgoingMs = 0;
  incomingMs = 0;

  constructor(
    private readonly transport: StompTransport,
    private readonly options: StompSessionOptions,
  ) {
    this.parser = new StompParser(options.maxFrameBytes ?? 64 * 1024);
    this.heartbeatMs = options.heartbeatMs ?? STOMP_HEARTBEAT_MS;
    this.maxSubscriptions = options.maxSubscriptions ?? 32;
    const connectTimeout = setTimeout(() => {
      if (!this.principal && !this.ended) this.fail('Connect timeout', 'no CONNECT frame received');
    }, options.connectTimeoutMs ?? 10_000);
    this.timers.push(connectTimeout);
  }

  get connected(): Principal | null {
    return this.principal;
  }

  /** Feeds websocket data; frames are handled strictly in order. */
  receive(data: Buffer | string) {
    if (this.ended) return;
    this.lastReceived = Date.now();
    this.queue = this.queue
      .then(() => this.handleData(data))
      .catch((error: unknown) => {
        const outage = databaseOutageOf(error) !== null;
        this.options.log?.[outage ? 'warn' : 'error']({ err: error, session: this.id }, 'STOMP frame failed');
        this.fail(outage ? 'Service unavailable' : 'Internal error');
      });
  }

  /** The websocket closed: forget every subscription and timer. */
  end() {
    if (this.ended) return;
    this.ended = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    for (const [id, destination] of this.subscriptions) this.options.broker.unsubscribe(destination, this, id);
    this.subscriptions.clear();
    this.reminderTracks.clear();
    this.transactions.clear();
  }

  deliver(subscriptionId: string, destination: string, messageId: string, body: string, contentType: string, headers: Record<string, string> = {}) {
    if (this.ended) return;
    const track = this.reminderTracks.get(subscriptionId);
    const reminderId = Number(headers[REMINDER_ID_HEADER]);
    if (track && Number.isSafeInteger(reminderId) && reminderId > 0) {
      if (track.delivered.has(reminderId)) return;
      track.delivered.add(reminderId);
      if (track.delivered.size > DELIVERED_KEPT) track.delivered.delete(track.delivered.values().next().value!);
    }
    this.transport.send(serializeFrame('MESSAGE', { ...headers, subscription: subscriptionId, 'message-id': messageId, destination, 'content-type': contentType }, body));
  }

  private async handleData(data: Buffer | string) {
    if (this.ended) return;
    let frames: StompFrame[];
    try {
      frames = this.parser.push(data).frames;
    } catch (error) {
      if (error instanceof StompProtocolError) return this.fail(error.message, error.detail);
      throw error;
    }
    for (const frame of frames) {
      if (this.ended) return;
      try {
        await this.handleFrame(frame);
      } catch (error) {
        if (error instanceof StompProtocolError) return this.fail(error.message, error.detail, frame.headers.receipt);
        throw error;
      }
    }
  }

  private async handleFrame(frame: StompFrame) {
    const { command, headers } = frame;
    if (command === 'CONNECT' || command === 'STOMP') return this.connect(frame);
    if (!this.principal) throw new StompProtocolError('Not connected', `${command} before CONNECT`);
    switch (command) {
      case 'SUBSCRIBE':
        await this.subscribe(frame);
        break;
      case 'UNSUBSCRIBE': {
        const id = required(frame, 'id');
        const destination = this.subscriptions.get(id);
        if (destination === undefined) throw new StompProtocolError('Unknown subscription', id);
        this.options.broker.unsubscribe(destination, this, id);
        this.subscriptions.delete(id);
        this.reminderTracks.delete(id);
        break;
      }
      case 'SEND': {
        const destination = required(frame, 'destination');
        if (!mayAccess(this.principal, destination)) throw new StompProtocolError('Access denied', `cannot send to ${destination}`);
        const tx = headers.transaction;
        if (tx !== undefined) {
          const list = this.transactions.get(tx);
          if (!list) throw new StompProtocolError('Unknown transaction', tx);
          list.push(frame);
        } else this.publish(frame);
        break;
      }
      case 'BEGIN': {
        const tx = required(frame, 'transaction');
        if (this.transactions.has(tx)) throw new StompProtocolError('Transaction already started', tx);
        if (this.transactions.size >= 16) throw new StompProtocolError('Too many transactions');
        this.transactions.set(tx, []);
        break;
      }
      case 'COMMIT':
      case 'ABORT': {
        const tx = required(frame, 'transaction');
        const list = this.transactions.get(tx);
        if (!list) throw new StompProtocolError('Unknown transaction', tx);
        this.transactions.delete(tx);
        if (command === 'COMMIT') for (const sent of list) this.publish(sent);
        break;
      }
      case 'ACK':
      case 'NACK':
        // Subscriptions are ack:auto on delivery; an acknowledgement only has to name a message.
        required(frame, 'id');
        break;
      case 'DISCONNECT':
        if (headers.receipt !== undefined) this.transport.send(serializeFrame('RECEIPT', { 'receipt-id': headers.receipt }));
        this.end();
        this.transport.close(1000, 'disconnect');
        return;
      default:
        throw new StompProtocolError('Unknown command', command);
    }
    if (headers.receipt !== undefined) this.transport.send(serializeFrame('RECEIPT', { 'receipt-id': headers.receipt }));
  }

  private async connect(frame: StompFrame) {
    if (this.principal) throw new StompProtocolError('Already connected');
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',').map((v) => v.trim());
    if (!versions.includes('1.2')) throw new StompProtocolError('Supported protocol versions are 1.2');
    const heartBeat = frame.headers['heart-beat'] ?? '0,0';
    const match = /^(\d{1,9}),(\d{1,9})$/.exec(heartBeat);
    if (!match) throw new StompProtocolError('Invalid heart-beat header', heartBeat);
    const result = await this.options.authenticate(frame.headers);
    if (this.ended) return;
    if (!result.ok) throw new StompProtocolError(result.message, `status ${result.status}`);
    if (this.options.reminders) this.reminderLast = await this.options.reminders.latest(result.principal.tenantId, result.principal.userId);
    if (this.ended) return;
    this.principal = result.principal;
    const [cx, cy] = [Number(match[1]), Number(match[2])];
    const sx = this.heartbeatMs;
    const sy = this.heartbeatMs;
    this.outgoingMs = cy === 0 || sx === 0 ? 0 : Math.max(sx, cy);
    this.incomingMs = cx === 0 || sy === 0 ? 0 : Math.max(cx, sy);
    for (const timer of this.timers) clearTimeout(timer);
    this.timers = [];
    this.transport.send(
      serializeFrame('CONNECTED', {
        version: '1.2',
        'heart-beat': `${sx},${sy}`,
        server: SERVER_NAME,
        session: this.id,
        'user-name': this.principal.username,
        ...(this.options.reminders ? { [REMINDER_LAST_HEADER]: String(this.reminderLast) } : {}),
      }),
    );
    if (this.outgoingMs > 0) {
      this.timers.push(setInterval(() => !this.ended && this.transport.send('\n'), this.outgoingMs));
    }
    if (this.incomingMs > 0) {
      // Allow the other side twice its interval before giving up on it (network jitter).
      const limit = this.incomingMs * 2;
      const silent = () => !this.ended && Date.now() - this.lastReceived > limit;
      this.timers.push(
        setInterval(() => {
          // Timers run before the loop reads its sockets: after the server itself was busy, the beats may be
          // waiting unread. The verdict waits until they have been read (setImmediate runs after the reads).
          if (silent()) setImmediate(() => silent() && this.fail('Heart-beat timeout', `nothing received for ${limit} ms`));
        }, this.incomingMs),
      );
    }
  }

  /**
   * A subscription to the user's reminders starts after the reminder its `reminder-after` header names (the last
   * one the client saw, before it reconnected here), else after the newest when the session connected; what was
   * stored since is sent at once, then live ones follow, none twice.
   */
  private async subscribe(frame: StompFrame) {
    const id = required(frame, 'id');
    const destination = required(frame, 'destination');
    const ack = frame.headers.ack ?? 'auto';
    if (!['auto', 'client', 'client-individual'].includes(ack)) throw new StompProtocolError('Invalid ack mode', ack);
    if (!maySubscribe(this.principal!, destination)) throw new StompProtocolError('Access denied', `cannot subscribe to ${destination}`);
    if (this.subscriptions.has(id)) throw new StompProtocolError('Duplicate subscription id', id);
    if (this.subscriptions.size >= this.maxSubscriptions) throw new StompProtocolError('Too many subscriptions');
    const after = frame.headers[REMINDER_AFTER_HEADER];
    if (after !== undefined && !/^\d{1,15}$/.test(after)) throw new StompProtocolError(`Invalid ${REMINDER_AFTER_HEADER} header`, after);
    const reminders = this.options.reminders && destination === reminderDestination(this.principal!.tenantId, this.principal!.userId);
    if (reminders) this.reminderTracks.set(id, { after: after === undefined ? this.reminderLast : Number(after), delivered: new Set() });
    this.subscriptions.set(id, destination);
    this.options.broker.subscribe(destination, this, id);
    const initial = this.options.initialMessage?.(this.principal!, destination);
    void initial
      ?.then((body) => {
        if (body !== null && !this.ended && this.subscriptions.get(id) === destination) this.deliver(id, destination, randomUUID(), body, 'application/json;charset=utf-8');
      })
      .catch((error) => this.options.log?.warn({ err: error, destination }, "a subscription's first message was not sent"));
    // Live ones may arrive meanwhile: they are counted as delivered, so the catch-up sends each once.
    if (reminders && after !== undefined) await this.catchUpSubscription(id);
  }

  async catchUp(): Promise<void> {
    for (const id of [...this.reminderTracks.keys()]) await this.catchUpSubscription(id);
  }

  /** Sends one reminder subscription what was stored after its start and not yet delivered to it. */
  private async catchUpSubscription(id: string): Promise<void> {
    const track = this.reminderTracks.get(id);
    const reminders = this.options.reminders;
    if (!track || !reminders || !this.principal || this.ended) return;
    const { tenantId, userId } = this.principal;
    const destination = reminderDestination(tenantId, userId);
    for (;;) {
      const missed = await reminders.after(tenantId, userId, track.after);
      for (const reminder of missed) {
        if (this.ended || this.reminderTracks.get(id) !== track) return; // closed or unsubscribed meanwhile
        this.deliver(id, destination, randomUUID(), reminder.content, 'text/plain;charset=utf-8', { [REMINDER_ID_HEADER]: String(reminder.id) });
      }
      // Everything up to the last one read has now been delivered, live or here: the next catch-up starts after it.
      if (missed.length > 0) track.after = Math.max(track.after, missed[missed.length - 1].id);
      if (missed.length < reminders.pageSize) return;
    }
  }

  private publish(frame: StompFrame) {
    const contentType = frame.headers['content-type'] ?? 'text/plain;charset=utf-8';
    this.options.broker.publish(frame.headers.destination, frame.body.toString('utf8'), contentType);
  }

  /** Sends ERROR and closes, as STOMP requires after an ERROR. */
  private fail(message: string, detail?: string, receipt?: string) {
    if (this.ended) return;
    const headers: Record<string, string> = { message, 'content-type': 'text/plain;charset=utf-8' };
    if (receipt !== undefined) headers['receipt-id'] = receipt;
    try {
      this.transport.send(serializeFrame('ERROR', headers, detail ?? message));
    } finally {
      this.end();
      this.transport.close(1002, 'stomp error');
    }
  }
}

function required(frame: StompFrame, header: string): string {
  const value = frame.headers[header];
  if (value === undefined || value === '') throw new StompProtocolError(`Missing header: ${header}`, `${frame.command} needs ${header}`);
  return value;
}
