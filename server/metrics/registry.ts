import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/createDatabase';
import type { JobQueue } from '../jobs/jobQueue';

export interface MetricSources {
  database: DatabaseHandle;
  jobs: JobQueue;
  /** Open websocket connections (STOMP and plain channels) of this instance. */
  websocketSessions: () => number;
}

/**
 * This instance's Prometheus metrics (docs/operating.md#metrics): prom-client's default process and
 * Node metrics, HTTP request durations by route pattern, the job queue by queue and state, task durations,
 * websocket sessions, the database pool and failed sign-ins. A registry per app, so that test files that
 * start several servers in one process never add to each other's counts.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  readonly taskDuration: Histogram<'type' | 'result'>;
  readonly signInFailures: Counter<'grant_type' | 'status_code'>;

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to reply, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    this.taskDuration = new Histogram({
      name: 'atrium_task_duration_seconds',
      help: 'Run time of a job of the task queue (imports, exports, scheduled work), by type and result',
      labelNames: ['type', 'result'],
      buckets: [0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300, 900],
      registers,
    });
    this.signInFailures = new Counter({
      name: 'atrium_sign_in_failures_total',
      help: 'Refused token calls (wrong password, locked account, bad code, rate limit), by grant type and status code',
      labelNames: ['grant_type', 'status_code'],
      registers,
    });
    // Read before the queue's gauge starts its query: that query would count as waiting for a connection.
    const pool = sources.database.poolStats;
    if (pool) {
      new Gauge({
        name: 'atrium_db_pool_connections',
        help: 'Connections of the PostgreSQL pool by state (idle, in use) and requests waiting for one',
        labelNames: ['state'],
        registers,
        collect() {
          const stats = pool();
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'used' }, stats.total - stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }
    new Gauge({
      name: 'atrium_task_queue_jobs',
      help: 'Jobs of the shared task queue by queue and state (the whole cluster, read from the database)',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        for (const row of await sources.jobs.stateCounts()) this.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
    new Gauge({
      name: 'atrium_websocket_sessions',
      help: 'Open websocket connections of this instance (/act/ws and /websocket)',
      registers,
      collect() {
        this.set(sources.websocketSessions());
      },
    });
  }

  /** Times every reply by its route pattern (never the raw URL, whose ids would make a series per record). */
  observeRequests(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.httpDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });
  }
}
