import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/createDatabase';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './db/seed';
import { authPreHandler } from './http/auth';
import { fail, MSG } from './http/envelope';
import { registerErrorHandling } from './http/errorHandler';
import { accountTypeRoutes } from './routes/accountType';
import { authRoutes } from './routes/auth';
import { consoleRoutes } from './routes/console';
import { systemRoutes } from './routes/system';
import { exportTaskRoutes } from './routes/exportTasks';
import { importTaskRoutes } from './routes/importTasks';
import { sysFileRoutes } from './routes/sysFile';
import { createTaskRunner } from './tasks/setup';
import type { TaskRunner } from './tasks/runner';
import { CaptchaStore } from './services/captcha';
import { LoginThrottle } from './services/loginThrottle';
import { TokenService } from './services/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Test hook: read a captcha answer without spending it. */
    captchaStore: CaptchaStore;
    database: DatabaseHandle;
    appConfig: AppConfig;
    /** Whether this start seeded the demo data. */
    seeded: boolean;
    /** Import and export tasks (issue 7). */
    tasks: TaskRunner;
  }
}

/** The CSP the console satisfies: no eval, inline styles only for antd's CSS-in-JS. */
const CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    scriptSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    frameSrc: ["'self'", 'https:'],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
  },
};

export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const database = await createDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    await migrate(database.db);
    const seeded = await seedIfEmpty(database.db, config.demoPassword);

    app = Fastify({
      logger: { level: config.logLevel, redact: ['req.headers.authorization'] },
      bodyLimit: 1024 * 1024,
      // Reject absurd URLs and query strings before they reach a route.
      routerOptions: { maxParamLength: 200 },
      trustProxy: false,
    });
    app.decorate('captchaStore', new CaptchaStore());
    app.decorate('database', database);
    app.decorate('appConfig', config);
    app.decorate('seeded', seeded);
    const tasks = await createTaskRunner(app, config);
    // Running tasks stop and record why before the database goes away.
    app.addHook('onClose', async () => {
      await tasks.close();
      await database.close();
    });

    registerErrorHandling(app);
    await app.register(helmet, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false });
    await app.register(formbody, { bodyLimit: 64 * 1024 });
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ ...fail(MSG.tooFrequent), statusCode: 429 }),
    });

    const { db } = database;
    const tokens = new TokenService(db, config.accessTokenTtl, config.refreshTokenTtl);
    const throttle = new LoginThrottle(db, config.loginMaxAttempts, config.loginLockMinutes);
    const authenticate = authPreHandler(db, tokens);

    await app.register(
      async (api) => {
        await authRoutes(api, { config, db, tokens, captcha: app!.captchaStore, throttle });
        // Everything else under the base path needs a signed-in user.
        await api.register(async (secured) => {
          secured.addHook('preHandler', authenticate);
          await systemRoutes(secured, { db });
          await accountTypeRoutes(secured, { db });
          await importTaskRoutes(secured, { db, runner: tasks });
          await exportTaskRoutes(secured, { db, runner: tasks });
          await sysFileRoutes(secured, { db, runner: tasks });
        });
      },
      { prefix: config.apiBase },
    );
    await consoleRoutes(app, config);
    await app.ready();
    return app;
  } catch (error) {
    if (app) await app.close().catch(() => {});
    else await database.close().catch(() => {});
    throw error;
  }
}
