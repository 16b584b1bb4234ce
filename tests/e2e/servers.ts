import { createServer } from 'node:net';
import type { FullConfig } from '@playwright/test';
import { serveSharedServers } from './sharedServers';
import { startConsoleServer } from './support';

/**
 * Global setup of the browser tests: one console server per Playwright worker, each from the one production
 * build, on an in-memory database of its own and a free port, so that parallel workers never see each other's
 * rows and a developer's running console, a second checkout or CI's own servers never collide with the run.
 * `E2E_PORT` pins the ports instead (worker n on E2E_PORT + n), for an engineer given a range of ports.
 * The bases go to the workers in E2E_BASES; playwright.config.ts gives each worker its own as `baseURL`.
 * The servers of another configuration that the run shares (sharedServers.ts) are asked for at E2E_SHARED.
 */
export default async function startWorkerServers(config: FullConfig) {
  const pinned = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : undefined;
  const count = Math.max(1, config.workers);
  const ports = await Promise.all(
    Array.from({ length: count }, async (_, n) => {
      if (pinned === undefined) return undefined;
      const port = pinned + n;
      if (!(await isFree(port))) throw new Error(`E2E_PORT: port ${port} (worker ${n}) is already in use; leave E2E_PORT unset to take free ports`);
      return port;
    }),
  );
  const servers = await Promise.all(ports.map((port) => startConsoleServer({}, port)));
  process.env.E2E_BASES = servers.map((s) => s.base).join(',');
  const shared = await serveSharedServers();
  process.env.E2E_SHARED = shared.address;
  return async () => {
    for (const server of servers) server.stop();
    await shared.stop();
  };
}

/** Whether nothing listens on `port` of the loopback now. */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
