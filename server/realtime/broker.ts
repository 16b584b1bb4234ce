import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '../../schemas/realtime';

/**
 * What one instance hands to the others so that they deliver it to their own sockets (server/realtime/bus.ts).
 * The console's frames stay as they are: only the delivery between instances is new.
 */
export type RelayedDelivery =
  | { kind: 'publish'; destination: string; body: string; contentType: string; headers?: Record<string, string> }
  | { kind: 'user'; tenantId: number; userId: number; event: RealtimeEvent }
  | { kind: 'tenant'; tenantId: number; event: RealtimeEvent }
  /** A user's live connections end (disabled, deleted, or their password reset: docs/security.md). */
  | { kind: 'endUser'; userId: number };

/**
 * The broker of one instance (docs/architecture.md#realtime): destinations to STOMP subscriptions, and the plain per-user
 * sockets of /websocket/topic02. Every delivery reaches this instance's sockets at once and is handed to
 * `relay`, which carries it to the other instances (PostgreSQL notifications); what arrives from them comes in
 * through `receive`. The counts returned are this instance's deliveries.
 */
export interface StompSubscriber {
  /** Delivers one MESSAGE for the subscription `subscriptionId`, with the server's own extra headers. */
  deliver(subscriptionId: string, destination: string, messageId: string, body: string, contentType: string, headers?: Record<string, string>): void;
  /** Sends what its reminder subscriptions missed while this instance heard nothing from the others. */
  catchUp?(): Promise<void>;
}

export interface PlainSocket {
  userId: number;
  tenantId: number;
  send(text: string): void;
}

export class Broker {
  private readonly destinations = new Map<string, Map<StompSubscriber, Set<string>>>();
  private readonly plain = new Map<number, Set<PlainSocket>>();
  /** How to close each live connection of a user (STOMP and plain), on this instance. */
  private readonly live = new Map<number, Set<() => void>>();
  /** Carries a delivery to the other instances (none: one instance alone). */
  relay: ((delivery: RelayedDelivery) => void) | null = null;

  /** A delivery relayed by another instance: to this instance's sockets only. */
  receive(delivery: RelayedDelivery): number {
    switch (delivery.kind) {
      case 'publish':
        return this.publishHere(delivery.destination, delivery.body, delivery.contentType, delivery.headers);
      case 'user':
        return this.sendToUserHere(delivery.tenantId, delivery.userId, delivery.event);
      case 'tenant':
        return this.sendToTenantHere(delivery.tenantId, delivery.event);
      case 'endUser':
        return this.endUserHere(delivery.userId);
    }
  }

  /** A connection of the user, and how to close it; answers what forgets it again once it closed by itself. */
  holdConnection(userId: number, close: () => void): () => void {
    let set = this.live.get(userId);
    if (!set) this.live.set(userId, (set = new Set()));
    set.add(close);
    return () => {
      const held = this.live.get(userId);
      held?.delete(close);
      if (held?.size === 0) this.live.delete(userId);
    };
  }

  /** Closes every live connection of the user, on every instance; answers how many were here. */
  endUser(userId: number): number {
    this.relay?.({ kind: 'endUser', userId });
    return this.endUserHere(userId);
  }

  private endUserHere(userId: number): number {
    const closers = [...(this.live.get(userId) ?? [])];
    this.live.delete(userId);
    for (const close of closers) close();
    return closers.length;
  }

  subscribe(destination: string, subscriber: StompSubscriber, subscriptionId: string) {
    let subscribers = this.destinations.get(destination);
    if (!subscribers) this.destinations.set(destination, (subscribers = new Map()));
    let ids = subscribers.get(subscriber);
    if (!ids) subscribers.set(subscriber, (ids = new Set()));
    ids.add(subscriptionId);
  }

  unsubscribe(destination: string, subscriber: StompSubscriber, subscriptionId: string) {
    const subscribers = this.destinations.get(destination);
    const ids = subscribers?.get(subscriber);
    if (!subscribers || !ids) return;
    ids.delete(subscriptionId);
    if (ids.size === 0) subscribers.delete(subscriber);
    if (subscribers.size === 0) this.destinations.delete(destination);
  }

  /**
   * Sends a MESSAGE to every subscription of the destination; returns how many got it. `headers` are the
   * server's own (e.g. the stored reminder's id); what a client SENDs never carries any.
   */
  publish(destination: string, body: string, contentType = 'text/plain;charset=utf-8', headers?: Record<string, string>): number {
    this.relay?.({ kind: 'publish', destination, body, contentType, ...(headers ? { headers } : {}) });
    return this.publishHere(destination, body, contentType, headers);
  }

  private publishHere(destination: string, body: string, contentType: string, headers?: Record<string, string>): number {
    const subscribers = this.destinations.get(destination);
    if (!subscribers) return 0;
    let delivered = 0;
    for (const [subscriber, ids] of [...subscribers]) {
      for (const id of [...ids]) {
        subscriber.deliver(id, destination, randomUUID(), body, contentType, headers);
        delivered++;
      }
    }
    return delivered;
  }

  addPlain(socket: PlainSocket) {
    let set = this.plain.get(socket.userId);
    if (!set) this.plain.set(socket.userId, (set = new Set()));
    set.add(socket);
  }

  removePlain(socket: PlainSocket) {
    const set = this.plain.get(socket.userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.plain.delete(socket.userId);
  }

  /** Sends an event to the user's plain channels opened for that tenant. */
  sendToUser(tenantId: number, userId: number, event: RealtimeEvent): number {
    this.relay?.({ kind: 'user', tenantId, userId, event });
    return this.sendToUserHere(tenantId, userId, event);
  }

  private sendToUserHere(tenantId: number, userId: number, event: RealtimeEvent): number {
    let delivered = 0;
    for (const socket of this.plain.get(userId) ?? []) {
      if (socket.tenantId !== tenantId) continue;
      socket.send(JSON.stringify(event));
      delivered++;
    }
    return delivered;
  }

  /** Sends an event to every plain channel opened for the tenant. */
  sendToTenant(tenantId: number, event: RealtimeEvent): number {
    this.relay?.({ kind: 'tenant', tenantId, event });
    return this.sendToTenantHere(tenantId, event);
  }

  private sendToTenantHere(tenantId: number, event: RealtimeEvent): number {
    let delivered = 0;
    for (const set of this.plain.values()) {
      for (const socket of set) {
        if (socket.tenantId !== tenantId) continue;
        socket.send(JSON.stringify(event));
        delivered++;
      }
    }
    return delivered;
  }

  /** Every subscriber with a subscription here, once each. */
  subscribers(): StompSubscriber[] {
    const all = new Set<StompSubscriber>();
    for (const subscribers of this.destinations.values()) for (const subscriber of subscribers.keys()) all.add(subscriber);
    return [...all];
  }

  /** Counts, for tests and diagnostics. */
  stats() {
    let subscriptions = 0;
    for (const subscribers of this.destinations.values()) for (const ids of subscribers.values()) subscriptions += ids.size;
    let plain = 0;
    for (const set of this.plain.values()) plain += set.size;
    return { destinations: this.destinations.size, subscriptions, plain };
  }
}
