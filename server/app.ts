import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/createDatabase';
import { prepareDatabase } from './db/prepare';
import { authPreHandler } from './http/auth';
import { fail, MSG } from './http/envelope';
import { AllowedMethods } from './http/allowedMethods';
import { frameworkRefusals, notFound, registerErrorHandling } from './http/errorHandler';
import { registerInputGuards } from './http/inputGuards';
import { openApiRoute, registerOpenApi, type ReplySerialiser } from './http/openapi';
import { docsPage } from './http/docsPage';
import { accountTypeRoutes } from './routes/accountType';
import { accountSubjectRoutes } from './routes/accountSubject';
import { accountChildRoutes } from './routes/accountChild';
import { accountLimitRoutes } from './routes/accountLimit';
import { accountFlowRoutes } from './routes/accountFlow';
import { deptCardRoutes } from './routes/deptCard';
import { accountCentreDictionaries, orgPickerRoutes } from './routes/orgPicker';
import { authRoutes } from './routes/auth';
import { cityRoutes } from './routes/city';
import { menuAdminRoutes } from './routes/menuAdmin';
import { outMerchantRoutes } from './routes/outMerchant';
import { consoleRoutes } from './routes/console';
import { logRoutes } from './routes/log';
import { screenAdminRoutes } from './routes/screenAdmin';
import { dashboardRoutes } from './routes/dashboard';
import { messageRoutes } from './routes/message';
import { broadcastRoutes, realtimeSocketRoutes } from './routes/realtime';
import { scmParamRoutes } from './routes/scmParam';
import { systemRoutes } from './routes/system';
import { exportTaskRoutes } from './routes/exportTasks';
import { runningTaskRoutes } from './routes/runningTasks';
import { importTaskRoutes } from './routes/importTasks';
import { sysFileRoutes } from './routes/sysFile';
import { listToolRoutes } from './routes/listTools';
import { createTaskRunner } from './tasks/setup';
import type { TaskRunner } from './tasks/runner';
import { CaptchaStore } from './services/captcha';
import { LoginThrottle } from './services/loginThrottle';
import { TokenService } from './services/tokens';
import { registerReplyEncryption, registerSecurityHeaders } from './http/security';
import { registerApiCompression } from './http/compression';
import { smsRoutes } from './routes/authSms';
import { secondFactorRoutes } from './routes/authSecondFactor';
import { socialRoutes } from './routes/authSocial';
import { devToolRoutes } from './routes/devTools';
import { userAdminRoutes } from './routes/userAdmin';
import { roleAdminRoutes } from './routes/roleAdmin';
import { deptAdminRoutes } from './routes/deptAdmin';
import { LoginService } from './services/login';
import { DevOutbox } from './services/outbox';
import { DemoIdentityProvider, OAuth2IdentityProvider, offeredProviders, type IdentityProvider } from './services/social';
import { SocialStates } from './repositories/socialStates';
import { VerificationCodes } from './services/verificationCodes';
import { RealtimeService } from './services/realtime';
import { JobQueue } from './jobs/jobQueue';
import { NotifyBus } from './realtime/bus';
import { healthRoutes } from './routes/health';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { registerGracefulClose } from './http/gracefulClose';
import { deleteExpired, HOUSEKEEPING_CRON, HOUSEKEEPING_JOB } from './repositories/housekeeping';
import { auditRoutes } from './routes/audit';
import { auditHistoryRoutes } from './routes/auditHistory';
import { registerAuditTrail } from './audit/trail';
import { registerIdempotency } from './http/idempotency';
import { sweepKeys } from './repositories/idempotencyKeys';
import { AUDIT_RETENTION_CRON, AUDIT_RETENTION_JOB, runAuditRetention } from './audit/retention';
import { ConfigError } from './config';
import { developmentSecretLines } from './developmentSecrets';
import { willSeed } from './db/seed';
import { loggerOptions } from './http/logging';
import { registerRequestIdHeader, requestIdGenerator } from './http/requestId';
import { Metrics } from './metrics/registry';
import { fastifyTrustProxy } from './trustProxy';
import { metricsRoute } from './routes/metrics';
import { approvalRoutes } from './routes/approval';
import { ApprovalEvents } from './approval/events';
import { APPROVAL_EXPIRY_CRON, APPROVAL_EXPIRY_JOB, expireRequests } from './approval/decide';
import { requireRouteFacts, type RouteFacts } from './http/routeFacts';
import { PROBE_PATHS } from '../schemas/health';

declare module 'fastify' {
  interface FastifyInstance {
    /** Test hook: read a captcha answer without spending it. */
    captchaStore: CaptchaStore;
    database: DatabaseHandle;
    appConfig: AppConfig;
    /** Whether this start seeded the demo data. */
    seeded: boolean;
    /** Every route as registered, with its reply schemas (the tenant-isolation test walks it; the API tests check replies by it). */
    routeTable: RouteEntry[];
    /** Development and test: the outbox of sent codes. */
    outbox: DevOutbox;
    /** Realtime pushes: `app.realtime.notifyUser(tenantId, userId, message)` (schemas/realtime.ts). */
    realtime: RealtimeService;
    /** Import and export tasks (docs/architecture.md#tasks-and-scheduled-work), run as jobs of `jobs`, the queue every instance shares. */
    tasks: TaskRunner;
    /**
     * The job queue every instance shares (pg-boss on the app's database). Scheduled work registers with
     * `app.jobs.schedule(name, cron, handler)`: one run per tick across all instances.
     */
    jobs: JobQueue;
    /** What approval requests tell people (docs/approvals.md): the approvers' counts, mentions, ended requests. */
    approvals: ApprovalEvents;
  }
}

export interface BuildOptions {
  /** False only where a bench measures what the audit trail costs a write (bench/audit.ts); never from configuration. */
  audit?: boolean;
  /** 'zod' only where a bench measures what checking every reply through its schema costs (bench/replies.ts). */
  replies?: ReplySerialiser;
  /**
   * Tests only (tests/api/support/databaseImage.ts): an in-memory PGlite starts from this image of a database
   * that the same migrations and seed already prepared, so each test file's server starts in a fraction of the
   * time; the start-up steps still run and find nothing to do, as on any restart. Never from configuration.
   */
  databaseImage?: Blob;
  /**
   * Tests only (tests/api/support/server.ts): how long a plugin may take to load, in ms, where 0 leaves it to the
   * test's own hook limit. On two cores shared by a loaded machine, registering the API's routes once passed
   * Fastify's 10 s and failed a file before its first test. Never from configuration.
   */
  pluginTimeout?: number;
}

/** A route of the table: method, URL pattern, its reply schemas by status (schemas/) and its facts (server/http/routeFacts.ts). */
export interface RouteEntry {
  method: string;
  url: string;
  response?: Record<string, unknown>;
  config: RouteFacts;
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = await createDatabase(config, options.databaseImage);
  let app: FastifyInstance | undefined;
  try {
    if (config.production) {
      const refused = developmentSecretLines(config, { seeding: await willSeed(database.db) });
      if (refused.length > 0) throw new ConfigError(refused.join('\n'));
    }
    const seeded = await prepareDatabase(database, config.demoPassword, config.passwordCost);

    app = Fastify({
      logger: loggerOptions(config),
      bodyLimit: 1024 * 1024,
      // Reject absurd URLs and query strings before they reach a route.
      routerOptions: { maxParamLength: 200 },
      // Behind a load balancer (TRUST_PROXY): the client address and protocol come from X-Forwarded-For and
      // X-Forwarded-Proto, the request id from its x-request-id; without it, forwarded headers are ignored.
      trustProxy: fastifyTrustProxy(config.trustProxy),
      genReqId: requestIdGenerator(config.trustProxy !== false),
      requestIdHeader: false,
      // Refusals before routing (bad percent-encoding, over-long parameters, not HTTP at all) get the envelope too.
      ...frameworkRefusals,
      // A stopping instance stops listening and serves what is already on its connections (registerGracefulClose):
      // nothing that reaches it while it drains is turned away with Fastify's 503.
      return503OnClosing: false,
      ...(options.pluginTimeout === undefined ? {} : { pluginTimeout: options.pluginTimeout }),
    });
    registerRequestIdHeader(app);
    const log = app.log;
    database.onConnectionLost = (error) => log.warn({ err: error }, 'database connection lost; the pool opens another for the next call');
    app.decorate('captchaStore', new CaptchaStore(database.db));
    app.decorate('database', database);
    app.decorate('appConfig', config);
    app.decorate('seeded', seeded);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);
    app.addHook('onRoute', (route) => {
      // The reply schemas are read when asked: a later onRoute hook of a plugin's scope may still set them.
      for (const method of [route.method].flat()) {
        routeTable.push({
          method,
          url: route.url,
          get response() {
            return route.schema?.response as RouteEntry['response'];
          },
          get config() {
            return (route.config ?? {}) as RouteFacts;
          },
        });
      }
    });
    // Every route declares its facts in its own options (docs/architecture.md#a-routes-facts); one that does not stops the start.
    const facts = requireRouteFacts(app, { apiBase: config.apiBase, probePaths: PROBE_PATHS });
    const outbox = new DevOutbox(app.log);
    app.decorate('outbox', outbox);
    const jobs = new JobQueue(database, app.log, { maintenanceSeconds: config.jobMaintenanceSeconds, pollingSeconds: config.jobPollingSeconds });
    app.decorate('jobs', jobs);
    const bus = new NotifyBus(database, app.log);
    let tasks: TaskRunner | undefined;
    // SIGTERM (app.close): no new jobs, running ones finish within the grace period or go back to the queue,
    // and only then does the HTTP server close; the database goes last.
    registerGracefulClose(app, () => jobs.drain(config.shutdownGraceSeconds * 1000));
    app.addHook('onClose', async () => {
      await bus.stop().catch((error: unknown) => log.warn({ err: error }, 'realtime listener not stopped cleanly'));
      tasks?.close();
      await database.close();
    });
    await jobs.start();
    tasks = await createTaskRunner(app, config, jobs);
    await jobs.schedule(HOUSEKEEPING_JOB, HOUSEKEEPING_CRON, async () => {
      log.info({ deleted: await deleteExpired(database.db) }, 'housekeeping');
    });
    // Audit retention: once a day across all instances; the run records itself in the trail.
    await jobs.schedule(AUDIT_RETENTION_JOB, AUDIT_RETENTION_CRON, async () => {
      const run = await runAuditRetention(database.db, config.auditRetentionDays);
      log.info({ cutoff: run.cutoff, pruned: run.pruned }, 'audit retention run');
    });

    // Idempotency keys are kept a day: swept hourly, on one instance per tick.
    await jobs.schedule(IDEMPOTENCY_SWEEP_JOB, IDEMPOTENCY_SWEEP_CRON, async () => {
      log.info({ deleted: await sweepKeys(database.db) }, 'idempotency keys swept');
    });

    const allowed = new AllowedMethods(config.apiBase);
    allowed.watch(app);
    registerErrorHandling(app);
    registerInputGuards(app);
    await registerOpenApi(app, config, options.replies);
    await registerSecurityHeaders(app, database.db);
    registerReplyEncryption(app, config);
    await app.register(formbody, { bodyLimit: 64 * 1024 });
    await app.register(rateLimit, {
      global: false,
      // Counted in the database: the limits hold across every instance behind the load balancer.
      store: databaseRateLimitStore(database.db),
      errorResponseBuilder: () => ({ ...fail(MSG.tooFrequent), statusCode: 429 }),
    });

    const { db } = database;
    const tokens = new TokenService(db, config.accessTokenTtl, config.refreshTokenTtl, config.sessionMaxTtl);
    const throttle = new LoginThrottle(db, config.loginMaxAttempts, config.loginLockMinutes);
    const authenticate = authPreHandler(db, tokens, {});
    const login = new LoginService(config, db, tokens, throttle);
    const codes = new VerificationCodes(db);
    const captcha = app.captchaStore;
    const demo = new DemoIdentityProvider(`${config.apiBase}/dev/social/authorize`);
    const providers = new Map<string, IdentityProvider>();
    if (config.devTools) providers.set(demo.type, demo);
    for (const provider of config.socialProviders) providers.set(provider.type, new OAuth2IdentityProvider(provider, fetch, log));
    const realtime = new RealtimeService(db, log);
    app.decorate('realtime', realtime);
    const approvals = new ApprovalEvents(db, realtime);
    app.decorate('approvals', approvals);
    realtime.greeters.push((who, destination) => approvals.greet(who, destination));
    // Approval requests whose time is up end as expired: every minute, on one instance per tick.
    await jobs.schedule(APPROVAL_EXPIRY_JOB, APPROVAL_EXPIRY_CRON, async () => {
      const ended = await expireRequests(database.db);
      for (const tenantId of new Set(ended.map((e) => e.tenantId))) await approvals.requestsChanged(tenantId);
      for (const e of ended) await approvals.ended(e.tenantId, e.requesterId, e.id, 'expired');
      if (ended.length) log.info({ expired: ended.length }, 'approval requests expired');
    });
    // Deliveries of this instance reach the sockets of every other one, and theirs reach ours.
    realtime.broker.relay = (delivery) => bus.publish(delivery);
    // When the listener is back after losing its connection, what the others sent meanwhile was not heard here:
    // the reminder subscriptions of this instance catch up from the stored reminders.
    await bus.start(
      (delivery) => realtime.broker.receive(delivery),
      () => realtime.catchUpReminders(),
    );
    await healthRoutes(app, { database, jobs, realtimeConnected: () => bus.connected });
    if (config.metricsToken) {
      const metrics = new Metrics({ database, jobs, websocketSessions: () => app!.websocketServer?.clients.size ?? 0 });
      metrics.observeRequests(app);
      jobs.onRunEnd = (queue, seconds, result) => metrics.taskDuration.observe({ type: queue, result }, seconds);
      countSignInFailures(app, `${config.apiBase}/auth/oauth/token`, metrics);
      await metricsRoute(app, metrics, config.metricsToken);
    }
    await realtimeSocketRoutes(app, { db, tokens, realtime });

    await app.register(
      async (api) => {
        // Public: the calls that sign in (PUBLIC_API_ROUTES lists them; the route-walk test holds the line).
        await authRoutes(api, { config, db, tokens, captcha, throttle, login, codes });
        await smsRoutes(api, { config, db, captcha, login, codes, outbox });
        await secondFactorRoutes(api, { config, db, codes, outbox });
        const social = await socialRoutes(api, { config, db, captcha, login, codes, providers, states: new SocialStates(db) });
        if (config.devTools) await devToolRoutes(api, { outbox, demo });
        openApiRoute(api);
        await docsPage(api);
        // Everything else under the base path needs a signed-in user.
        await api.register(async (secured) => {
          facts.holdSignInScope(secured);
          secured.addHook('onRequest', authenticate);
          await registerApiCompression(secured);
          registerAuditTrail(secured, db, { apiBase: config.apiBase, enabled: options.audit !== false });
          // After the trail: a kept result carries the undo mark the trail's hook sets.
          registerIdempotency(secured, db, { apiBase: config.apiBase });
          await systemRoutes(secured, { db });
          await accountTypeRoutes(secured, { db });
          await social.secured(secured);
          await userAdminRoutes(secured, { db, tokens, config, realtime });
          await roleAdminRoutes(secured, { db });
          await deptAdminRoutes(secured, { db });
          await outMerchantRoutes(secured, { db });
          await cityRoutes(secured, { db });
          await menuAdminRoutes(secured, { db, computedDictionaries: accountCentreDictionaries(db) });
          await logRoutes(secured, { db });
          await messageRoutes(secured, { db });
          await broadcastRoutes(secured, { db, realtime });
          await scmParamRoutes(secured, { db });
          await accountSubjectRoutes(secured, { db });
          await accountChildRoutes(secured, { db });
          await accountLimitRoutes(secured, { db });
          await accountFlowRoutes(secured, { db });
          await deptCardRoutes(secured, { db });
          await orgPickerRoutes(secured, { db });
          await importTaskRoutes(secured, { db, runner: tasks });
          await exportTaskRoutes(secured, { db, runner: tasks });
          await runningTaskRoutes(secured, { db });
          await sysFileRoutes(secured, { db, runner: tasks });
          await auditRoutes(secured, { db });
          await auditHistoryRoutes(secured, { db });
          await listToolRoutes(secured, { db });
          await screenAdminRoutes(secured, { db });
          await approvalRoutes(secured, { db });
          await dashboardRoutes(secured, { db });
        });
      },
      { prefix: config.apiBase },
    );
    await consoleRoutes(app, config, offeredProviders(providers), (request, reply) => notFound(request, reply, allowed));
    await app.ready();
    return app;
  } catch (error) {
    // The start failed: what could not be closed after it is told too (the start's own error goes to the caller).
    if (app) await app.close().catch((closing: unknown) => app!.log.error({ err: closing }, 'closing after a failed start failed'));
    else await database.close().catch((closing: unknown) => console.error('closing the database after a failed start failed:', closing));
    throw error;
  }
}

export const IDEMPOTENCY_SWEEP_JOB = 'atrium-idempotency-sweep';
export const IDEMPOTENCY_SWEEP_CRON = '17 * * * *';

/** Refused token calls (any grant: password, code, social, refresh) count as failed sign-ins in the metrics. */
function countSignInFailures(app: FastifyInstance, tokenUrl: string, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== tokenUrl || reply.statusCode === 200) return;
    const body = request.body as { grant_type?: unknown } | undefined;
    const grant = typeof body?.grant_type === 'string' && /^[a-z_]{1,32}$/.test(body.grant_type) ? body.grant_type : 'unknown';
    metrics.signInFailures.inc({ grant_type: grant, status_code: String(reply.statusCode) });
  });
}
