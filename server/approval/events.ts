import type { Kysely } from 'kysely';
import { APPROVAL_MSG, APPROVAL_PERMISSION, approvalDestination, approvalStateEnum } from '../../schemas/approvalConstants';
import type { Database } from '../db/schema';
import type { RealtimeService } from '../services/realtime';
import { formatDateTime } from '../domain/time';
import { loadUserContext } from '../repositories/users';
import type { RealtimeEvent } from '../../schemas/realtime';
import { todoCount } from './requests';
import { approverIds } from '../repositories/approvalPeople';

/**
 * What people hear of approval requests (docs/approvals.md): the top bar's count of requests waiting for each
 * approver, pushed on their approval channel whenever requests of the tenant change (from whichever instance:
 * the broker relays through PostgreSQL's NOTIFY), and reminders (协同提醒) to a mentioned user and to a requester
 * whose request ended. Called after the change has committed, so a count read here counts it.
 */
export class ApprovalEvents {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly realtime: RealtimeService,
  ) {}

  /** The requests of a tenant changed: each approver's count, to their channel. */
  async requestsChanged(tenantId: number): Promise<void> {
    for (const userId of await approverIds(this.db, tenantId)) {
      const todo = await todoCount(this.db, { userId, tenantId, permissions: [APPROVAL_PERMISSION.approve] });
      this.realtime.broker.publish(approvalDestination(tenantId, userId), JSON.stringify({ todo }), 'application/json;charset=utf-8');
      // The plain channel too: the inbox opened on a phone listens there, without a STOMP client.
      this.realtime.broker.sendToUser(tenantId, userId, { type: 'approval', tenantId, message: '', todo, time: formatDateTime(new Date()) ?? '' });
    }
  }

  /**
   * A user's new connection is told their count at once (the badge needs no call of its own): on their approval
   * destination over STOMP, and as an `approval` event on the plain channel; nothing for one who does not approve.
   */
  async greet(who: { userId: number; tenantId: number }, destination: string | null): Promise<{ stomp?: string; plain?: RealtimeEvent } | null> {
    if (destination !== null && destination !== approvalDestination(who.tenantId, who.userId)) return null;
    const user = await loadUserContext(this.db, who.userId);
    if (!user?.permissions.includes(APPROVAL_PERMISSION.approve)) return null;
    const todo = await todoCount(this.db, { userId: who.userId, tenantId: who.tenantId, permissions: user.permissions });
    return destination === null
      ? { plain: { type: 'approval', tenantId: who.tenantId, message: '', todo, time: formatDateTime(new Date()) ?? '' } }
      : { stomp: JSON.stringify({ todo }) };
  }

  /** A comment mentioned these users. */
  async mentioned(tenantId: number, userIds: number[], byName: string, requestId: number): Promise<void> {
    for (const userId of userIds) await this.realtime.notifyUser(tenantId, userId, APPROVAL_MSG.mentioned(byName, requestId), { type: 'approval', id: requestId });
  }

  /** A request ended other than by its requester's withdrawal: the requester hears how. */
  async ended(tenantId: number, requesterId: number, requestId: number, state: string): Promise<void> {
    await this.realtime.notifyUser(tenantId, requesterId, APPROVAL_MSG.ended(requestId, approvalStateEnum.label(state)), { type: 'approval', id: requestId });
  }
}
