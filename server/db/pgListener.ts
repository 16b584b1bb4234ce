import pg from 'pg';

const RETRY_MS = 1000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to someone else). A lost
 * connection is opened again every RETRY_MS and listens again, so an instance keeps hearing its peers after a
 * database restart; what was notified while it was away is not delivered, which is why reminders are stored
 * before they are sent and `onResumed` runs once it listens again (the reminder subscriptions catch up).
 */
export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;
  /** Whether it has listened before: the next successful connection is a resumption. */
  private listened = false;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onError: (error: Error) => void,
    private readonly onResumed?: () => void,
  ) {}

  /** Whether the listening connection is up (readiness reports it). */
  get connected(): boolean {
    return this.client !== null;
  }

  async start(): Promise<void> {
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.onPayload(message.payload);
    });
    let lostAlready = false;
    const lost = (error?: Error) => {
      if (lostAlready) return;
      lostAlready = true;
      if (this.client === client) this.client = null;
      if (error) this.onError(error);
      // Ending a connection that already failed may fail too: that is the same loss, told once above.
      client.end().catch((endError: Error) => error || this.onError(endError));
      this.reconnectLater();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`listen "${this.channel}"`);
    if (this.closed) {
      await client.end();
      return;
    }
    this.client = client;
    if (this.listened) this.onResumed?.();
    this.listened = true;
  }

  private reconnectLater() {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed || this.client) return;
      this.connect().catch((error: Error) => {
        this.onError(error);
        this.reconnectLater();
      });
    }, RETRY_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    if (client) await client.end();
  }
}
