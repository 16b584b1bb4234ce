import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';
import { MESSAGE_CONTENT_MAX, type MessageRef } from '../../schemas/sysMessage';
import { broadcastDestination, reminderDestination, REMINDER_ID_HEADER, REMINDER_TITLE, taskDestination, type RealtimeEvent } from '../../schemas/realtime';
import type { TaskEvent } from '../../schemas/tasks';
import { Broker } from '../realtime/broker';
import type { ReminderLog, StoredReminder } from '../realtime/stompSession';
import { insertReminder, latestReminderId, remindersAfter } from '../repositories/messages';
import { auditedWrite, type AuditedCall } from '../audit/write';

/** How far back a connection's catch-up reaches (the popover has the older ones), and how many it reads at a time. */
export const REMINDER_REPLAY = { minutes: 30, limit: 50 } as const;

export interface NotifyResult {
  /** The stored system message (the top-bar popover shows it). */
  messageId: number;
  /** How many live connections received it now (STOMP subscriptions plus plain channels). */
  delivered: number;
}

/**
 * What other features call to reach a user: `app.realtime.notifyUser(tenantId, userId, message, ref)` when a
 * task is assigned to or finished for a user (import/export tasks, `ref` naming the task). The reminder is
 * stored first, so a user who is offline still finds it in the popover and at /activti/detail/<id>, then
 * pushed to the live connections with that id.
 */
export class RealtimeService implements ReminderLog {
  readonly broker = new Broker();
  /**
   * What a user's new connection is told at once, before anything changes: features register what they keep per
   * user (the approval count). Given the user and tenant and, for STOMP, the destination just subscribed (none
   * for the plain channel); answers a STOMP body, or a plain-channel event, or null.
   */
  readonly greeters: ((who: { userId: number; tenantId: number }, destination: string | null) => Promise<{ stomp?: string; plain?: RealtimeEvent } | null>)[] = [];
  readonly pageSize = REMINDER_REPLAY.limit;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** The newest stored reminder of the user in the tenant (0 when none): where a new STOMP connection starts. */
  async latest(tenantId: number, userId: number): Promise<number> {
    return latestReminderId(this.db, tenantId, userId);
  }

  /**
   * The user's stored reminders in the tenant after `afterId`, oldest first: what a connection missed while it
   * was away (a reconnect) or while this instance did not hear the others (its LISTEN was lost). Only the last
   * REMINDER_REPLAY.minutes, REMINDER_REPLAY.limit at a time.
   */
  async after(tenantId: number, userId: number, afterId: number): Promise<StoredReminder[]> {
    return remindersAfter(this.db, tenantId, userId, afterId, REMINDER_REPLAY);
  }

  /**
   * This instance heard nothing from the others for a while (its LISTEN connection was lost, the database
   * restarted): every reminder subscription here is sent what was stored for its user meanwhile.
   */
  async catchUpReminders(): Promise<void> {
    for (const subscriber of this.broker.subscribers()) {
      try {
        await subscriber.catchUp?.();
      } catch (error) {
        this.log?.warn({ err: error }, 'reminders missed while the listener was away not sent to a connection');
      }
    }
  }

  /** The body a new STOMP subscription of `destination` is told at once, if a feature has one. */
  async initialMessage(who: { userId: number; tenantId: number }, destination: string): Promise<string | null> {
    for (const greet of this.greeters) {
      const said = await greet(who, destination);
      if (said?.stomp !== undefined) return said.stomp;
    }
    return null;
  }

  /** The events a plain channel is told once it is ready. */
  async initialEvents(who: { userId: number; tenantId: number }): Promise<RealtimeEvent[]> {
    const events: RealtimeEvent[] = [];
    for (const greet of this.greeters) {
      const said = await greet(who, null);
      if (said?.plain) events.push(said.plain);
    }
    return events;
  }

  async notifyUser(tenantId: number, userId: number, message: string, ref?: MessageRef): Promise<NotifyResult> {
    const content = String(message ?? '')
      .trim()
      .slice(0, MESSAGE_CONTENT_MAX);
    if (!content) throw new Error('notifyUser: the message is empty');
    const row = await insertReminder(this.db, { tenantId, userId, title: REMINDER_TITLE, content, ref });
    const event: RealtimeEvent = {
      type: 'reminder',
      tenantId,
      message: content,
      messageId: row.id,
      time: formatDateTime(row.create_time) ?? '',
    };
    const delivered =
      this.broker.publish(reminderDestination(tenantId, userId), content, undefined, { [REMINDER_ID_HEADER]: String(row.id) }) + this.broker.sendToUser(tenantId, userId, event);
    return { messageId: Number(row.id), delivered };
  }

  /** A task of the user moved (progress, state): to the user's task channel, on every instance (not stored). */
  publishTask(tenantId: number, userId: number, event: TaskEvent): number {
    return this.broker.publish(taskDestination(tenantId, userId), JSON.stringify(event), 'application/json;charset=utf-8');
  }

  /** A broadcast to every live connection of the tenant (not stored). */
  broadcast(tenantId: number, message: string): number {
    const event: RealtimeEvent = { type: 'broadcast', tenantId, message, time: formatDateTime(new Date()) ?? '' };
    return this.broker.publish(broadcastDestination(tenantId), message) + this.broker.sendToTenant(tenantId, event);
  }
}

/**
 * A message to every live connection of the tenant (docs/product.md#logs-messages-and-realtime): nothing is stored, but
 * it is an act the trail keeps, so it is recorded first and sent once the record is committed; nothing goes out
 * untraced. How many connections it reached.
 */
export async function sendBroadcast(db: Kysely<Database>, call: AuditedCall, realtime: RealtimeService, tenantId: number, message: string): Promise<number> {
  await auditedWrite(call, db, async (_trx, audit) => {
    audit.diff(null, { message });
  });
  return realtime.broadcast(tenantId, message);
}
