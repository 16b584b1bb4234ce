import pg from 'pg';

const RETRY_MS = 1000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to someone else). A lost
 * connection is opened again and listens again, so an instance keeps hearing its peers after a database
 * restart; what was notified while it was away is lost, which is why reminders are stored before they are sent.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onError: (error: Error) => void,
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
    const lost = (error?: Error) => {
      if (this.client === client) this.client = null;
      if (error) this.onError(error);
      client.end().catch(() => {});
      this.reconnectLater();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    await client.connect();
    await client.query(`listen "${this.channel}"`);
    if (this.closed) await client.end().catch(() => {});
    else this.client = client;
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
    if (client) await client.end().catch(() => {});
  }
}
