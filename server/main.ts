import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DEMO_LOGINS } from './db/seed/orgData';
import { isQueueBookkeepingFailure } from './jobs/jobQueue';

/** `npm start`: the API and the built console on one port. */
async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('[::1]', 'localhost');
  const lines = [
    '',
    `Atrium is running at ${url}`,
    `  API base:      ${url}${config.apiBase}`,
    `  Data:          ${app.database.location}${app.seeded ? ' (demo data seeded now)' : ''}`,
    `  Demo logins:   ${DEMO_LOGINS.join(', ')}`,
    // A production password never goes to the log.
    `  Password:      ${config.production ? '(from DEMO_PASSWORD, not shown)' : `${config.demoPassword}${process.env.DEMO_PASSWORD ? ' (from DEMO_PASSWORD)' : ' (development default)'}`}${app.seeded ? '' : ', as set at the first seed'}`,
    `  Captcha:       ${config.captcha ? 'on' : 'off'}; client mode ${config.clientMode}`,
    '',
  ];
  console.log(lines.join('\n'));

  // SIGTERM drains: new requests get 503 and no job is taken any more; running tasks get SHUTDOWN_GRACE_SECONDS
  // to finish, then go back to the queue (another instance, or this one after its restart, runs them again).
  const stop = async (signal: string) => {
    app.log.info(`${signal}: draining (running tasks get ${config.shutdownGraceSeconds} s), then shutting down`);
    const overdue = setTimeout(
      () => {
        app.log.error('shutdown did not finish in time; exiting anyway');
        process.exit(1);
      },
      (config.shutdownGraceSeconds + 60) * 1000,
    );
    overdue.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  // A crash is logged, the instance drains as on SIGTERM, and the process exits non-zero for the orchestrator
  // to restart it: state after an uncaught error cannot be trusted to serve on.
  let crashed = false;
  const crash = (kind: string) => (error: unknown) => {
    app.log.fatal({ err: error }, kind);
    if (crashed) return;
    crashed = true;
    process.exitCode = 1;
    const overdue = setTimeout(() => process.exit(1), (config.shutdownGraceSeconds + 10) * 1000);
    overdue.unref();
    void app.close().finally(() => process.exit(1));
  };
  process.on('uncaughtException', crash('uncaughtException'));
  const crashOnRejection = crash('unhandledRejection');
  process.on('unhandledRejection', (reason) => {
    // The job queue recording a run's end while the database is away (pg-boss does not await it): the task is
    // the heart-beat's to settle, and the instance serves on through the outage (docs/operating.md).
    if (isQueueBookkeepingFailure(reason)) {
      app.log.warn({ err: reason }, 'job queue could not record a run while the database was away; the task sweeper settles its task');
      return;
    }
    crashOnRejection(reason);
  });
}

main().catch((error) => {
  // A refused configuration says what to fix, one line per variable; anything else is unexpected.
  if (error instanceof ConfigError) console.error(`Atrium failed to start:\n${error.message}`);
  else console.error('Atrium failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
