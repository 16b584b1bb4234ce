/**
 * Production instances for the scale-out run and the bench: `node dist-server/main.mjs`, each with its own
 * DATA_DIR and PORT, all on the DATABASE_URL of the environment. Each instance keeps its pid and log under
 * SCALEOUT_DIR (or the directory given), so that a test can restart the very instance `.ci/run` started.
 *
 *   node --import tsx scripts/instances.ts start <name> <port>   starts one and waits until /readyz says ready
 *   node --import tsx scripts/instances.ts stop <name>           SIGTERM, then waits for the exit
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CI_SECRETS } from './productionSecrets';

export interface Instance {
  name: string;
  port: number;
  url: string;
  pid: number;
}

/** What every scale-out instance runs with, on top of the caller's environment (DATABASE_URL among it). */
export const INSTANCE_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  ...CI_SECRETS,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  JOB_POLLING_SECONDS: '1',
};

const stateDir = (dir?: string) => resolve(dir ?? process.env.SCALEOUT_DIR ?? '.scaleout');
const pidFile = (name: string, dir?: string) => join(stateDir(dir), `${name}.pid`);

export async function startInstance(name: string, port: number, options: { dir?: string; env?: Record<string, string> } = {}): Promise<Instance> {
  if (!process.env.DATABASE_URL && !options.env?.DATABASE_URL) throw new Error('instances share a PostgreSQL: set DATABASE_URL');
  const dir = stateDir(options.dir);
  const dataDir = join(dir, `${name}-data`);
  mkdirSync(dataDir, { recursive: true });
  const log = openSync(join(dir, `${name}.log`), 'a');
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...process.env, ...INSTANCE_ENV, ...options.env, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', log, log],
    detached: true,
  });
  closeSync(log);
  child.unref();
  writeFileSync(pidFile(name, dir), String(child.pid));
  const url = `http://127.0.0.1:${port}`;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  for (let i = 0; i < 600; i++) {
    if (exited !== undefined) throw new Error(`instance ${name} exited with ${exited}: see ${join(dir, `${name}.log`)}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { name, port, url, pid: child.pid! };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`instance ${name} did not become ready on ${url}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM (the instance drains: tasks finish or go back to the queue), then waits until the process is gone. */
export async function stopInstance(name: string, options: { dir?: string; signal?: NodeJS.Signals } = {}): Promise<void> {
  const file = pidFile(name, options.dir);
  if (!existsSync(file)) return;
  const pid = Number(readFileSync(file, 'utf8'));
  if (!alive(pid)) return;
  process.kill(pid, options.signal ?? 'SIGTERM');
  for (let i = 0; i < 1500 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) throw new Error(`instance ${name} (pid ${pid}) did not stop`);
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (isMain) {
  const [command, name, port] = process.argv.slice(2);
  const run = async () => {
    if (command === 'start' && name && port) console.log(`instance ${name} ready at ${(await startInstance(name, Number(port))).url}`);
    else if (command === 'stop' && name) await stopInstance(name);
    else throw new Error('usage: instances.ts start <name> <port> | stop <name>');
  };
  run().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
