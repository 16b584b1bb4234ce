import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle, Listening } from '../db/createDatabase';
import type { RelayedDelivery } from './broker';

/** PostgreSQL refuses notification payloads of 8000 bytes or more; larger deliveries travel through a table. */
const MAX_PAYLOAD_BYTES = 7900;

interface Envelope {
  /** The instance that sent it (an instance has delivered its own already). */
  o: string;
  d?: RelayedDelivery;
  /** A realtime_event row holding the delivery. */
  ref?: number;
}

/**
 * Carries realtime deliveries between the instances on one database through LISTEN/NOTIFY: every instance
 * listens on one channel, relays what its broker delivers, and hands what the others relay to its broker.
 * On PGlite the channel works inside the one process, which is also the only instance.
 * Deliveries leave in the order they were made and are handed on in the order they arrive.
 */
export class NotifyBus {
  readonly origin = randomUUID();
  readonly channel: string;
  private listening: Listening | null = null;
  private tail: Promise<void> = Promise.resolve();
  /** Whether the listener has lost its connection and not listened again yet. */
  private lost = false;
  /** Received deliveries are handed on one after another: one read from the table must not let a later one pass. */
  private received: Promise<void> = Promise.resolve();

  constructor(
    private readonly handle: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {
    // One channel per schema: the test files that share a PostgreSQL do not hear each other.
    this.channel = `atrium_rt_${handle.schema ?? 'public'}`.slice(0, 63);
  }

  get connected(): boolean {
    return this.listening?.connected ?? false;
  }

  /**
   * Listens; `onResumed` runs each time the listener is back after losing its connection (whatever the others
   * sent meanwhile was not heard here), after the deliveries received before it.
   */
  async start(onDelivery: (delivery: RelayedDelivery) => void, onResumed?: () => Promise<void>): Promise<void> {
    this.listening = await this.handle.listen(
      this.channel,
      (payload) => {
        this.received = this.received.then(() => this.receive(payload, onDelivery));
      },
      (error) => {
        // Told once per loss; the tries to connect again every second until the database answers are not.
        if (!this.lost) this.log.warn({ err: error }, 'realtime listener lost its connection; reconnecting');
        this.lost = true;
      },
      () => {
        this.lost = false;
        this.log.info('realtime listener listening again; catching up on stored reminders');
        this.received = this.received.then(() => onResumed?.()).catch((error: unknown) => this.log.warn({ err: error }, 'realtime catch-up failed'));
      },
    );
  }

  publish(delivery: RelayedDelivery): void {
    this.tail = this.tail.then(() => this.send(delivery)).catch((error) => this.log.warn({ err: error }, 'realtime delivery not relayed'));
  }

  /** Resolves once everything published so far has been handed to PostgreSQL. */
  async flushed(): Promise<void> {
    await this.tail;
  }

  async stop(): Promise<void> {
    await this.flushed();
    await this.listening?.stop();
    this.listening = null;
  }

  private async send(delivery: RelayedDelivery): Promise<void> {
    let payload = JSON.stringify({ o: this.origin, d: delivery } satisfies Envelope);
    if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
      const row = await this.handle.db
        .insertInto('realtime_event')
        .values({ payload: JSON.stringify(delivery) })
        .returning('id')
        .executeTakeFirstOrThrow();
      payload = JSON.stringify({ o: this.origin, ref: row.id } satisfies Envelope);
    }
    await this.handle.executeSql('select pg_notify($1, $2)', [this.channel, payload]);
  }

  private async receive(payload: string, onDelivery: (delivery: RelayedDelivery) => void): Promise<void> {
    try {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.o === this.origin) return;
      let delivery = envelope.d;
      if (envelope.ref !== undefined) {
        const row = await this.handle.db.selectFrom('realtime_event').select('payload').where('id', '=', envelope.ref).executeTakeFirst();
        delivery = row ? (JSON.parse(row.payload) as RelayedDelivery) : undefined;
      }
      if (delivery) onDelivery(delivery);
    } catch (error) {
      this.log.warn({ err: error }, 'realtime delivery from another instance dropped');
    }
  }
}
