import type { FastifyBaseLogger } from 'fastify';

/** One message the reference server "sent" (an SMS code, a second-factor code). */
export interface OutboxMessage {
  to: string;
  text: string;
  time: string;
}

/**
 * The reference server never talks to a real SMS gateway: codes go to this outbox, are logged, and (in
 * development and test mode only) can be read at `{apiBase}/dev/outbox?to=`. Bounded, newest last.
 */
export class DevOutbox {
  private readonly messages: OutboxMessage[] = [];

  constructor(
    private readonly log: FastifyBaseLogger | null,
    private readonly max = 500,
  ) {}

  deliver(to: string, text: string) {
    this.messages.push({ to, text, time: new Date().toISOString() });
    if (this.messages.length > this.max) this.messages.splice(0, this.messages.length - this.max);
    this.log?.info({ to }, `outbox: ${text}`);
  }

  /** Messages to one address, newest first. */
  to(address: string): OutboxMessage[] {
    return this.messages.filter((m) => m.to === address).reverse();
  }
}
