import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startConsoleServer } from './support';

/**
 * Console servers of another configuration that the whole run shares: started by the test runner's process (the
 * browser tests' global setup, servers.ts) when a worker first asks for one, so a run starts each at most once
 * whichever workers need it, and none when no spec of the run does (a start is some ten seconds of processor time:
 * PGlite's initdb, the migrations and the seed). The runner keeps it until the run ends, so a worker restarted
 * after a failed test finds it still up. Only tests that change nothing another worker reads may share one.
 */
export const SHARED_CONFIGURATIONS = {
  /** The operations client (CLIENT_MODE=operate): its tests sign in and read its menus and screens, nothing more. */
  operate: { CLIENT_MODE: 'operate' },
} satisfies Record<string, Record<string, string>>;

export type SharedConfiguration = keyof typeof SHARED_CONFIGURATIONS;

type ConsoleServer = Awaited<ReturnType<typeof startConsoleServer>>;

/**
 * Serves the shared servers' addresses on the loopback to the workers (E2E_SHARED): `GET /<configuration>`
 * starts that configuration's server the first time and answers `{ base }` once it is up.
 */
export async function serveSharedServers(): Promise<{ address: string; stop: () => Promise<void> }> {
  const started = new Map<SharedConfiguration, Promise<ConsoleServer>>();
  const control: Server = createServer((request, response) => {
    const name = (request.url ?? '').slice(1);
    if (request.method !== 'GET' || !Object.hasOwn(SHARED_CONFIGURATIONS, name)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end(`no shared server "${name}"; known: ${Object.keys(SHARED_CONFIGURATIONS).join(', ')}`);
      return;
    }
    const configuration = name as SharedConfiguration;
    if (!started.has(configuration)) started.set(configuration, startConsoleServer(SHARED_CONFIGURATIONS[configuration]));
    started.get(configuration)!.then(
      (server) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ base: server.base })),
      (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error)),
    );
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  return {
    address: `http://127.0.0.1:${port}`,
    async stop() {
      for (const server of started.values()) (await server.catch(() => undefined))?.stop();
      await new Promise((resolve) => control.close(resolve));
    },
  };
}

/** The address of the run's shared server of `configuration`, started now if no worker has asked for it yet. */
export async function sharedServer(configuration: SharedConfiguration): Promise<{ base: string }> {
  const control = process.env.E2E_SHARED;
  if (!control) throw new Error('E2E_SHARED is not set: the shared servers come from the global setup of playwright.config.ts (tests/e2e/servers.ts)');
  const reply = await fetch(`${control}/${configuration}`);
  if (!reply.ok) throw new Error(`the shared ${configuration} server did not start: ${await reply.text()}`);
  return (await reply.json()) as { base: string };
}
