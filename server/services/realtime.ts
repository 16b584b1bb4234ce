import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatDateTime } from '../http/time';
import { MESSAGE_CONTENT_MAX, type MessageRef } from '../../schemas/sysMessage';
import { broadcastDestination, reminderDestination, REMINDER_ID_HEADER, REMINDER_TITLE, taskDestination, type RealtimeEvent } from '../../schemas/realtime';
import type { TaskEvent } from '../../schemas/tasks';
import { Broker } from '../realtime/broker';

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
export class RealtimeService {
  readonly broker = new Broker();

  constructor(private readonly db: Kysely<Database>) {}

  async notifyUser(tenantId: number, userId: number, message: string, ref?: MessageRef): Promise<NotifyResult> {
    const content = String(message ?? '').trim().slice(0, MESSAGE_CONTENT_MAX);
    if (!content) throw new Error('notifyUser: the message is empty');
    const row = await this.db
      .insertInto('sys_message')
      .values({
        tenant_id: tenantId,
        user_id: userId,
        type: 'reminder',
        title: REMINDER_TITLE,
        content,
        ref_type: ref?.type ?? null,
        ref_id: ref?.id ?? null,
      })
      .returning(['id', 'create_time'])
      .executeTakeFirstOrThrow();
    const event: RealtimeEvent = {
      type: 'reminder',
      tenantId,
      message: content,
      messageId: row.id,
      time: formatDateTime(row.create_time) ?? '',
    };
    const delivered =
      this.broker.publish(reminderDestination(tenantId, userId), content, undefined, { [REMINDER_ID_HEADER]: String(row.id) }) +
      this.broker.sendToUser(tenantId, userId, event);
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
