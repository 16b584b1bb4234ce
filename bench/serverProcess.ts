import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The production server build run as its own process, and its memory as Linux reports it, for the task benches. */
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Resident memory of a process from /proc (Linux), in bytes. */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status);
  return kb ? Number(kb[1]) * 1024 : 0;
}

/** Samples a process's RSS until stopped; returns the peak seen. */
export function rssSampler(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 25);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssOf(pid));
  };
}

/** `npm run serve` (the production server build) on a prepared data directory, as its own process: its memory is the server's alone. */
export async function startServerProcess(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    env: { ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (data: Buffer) => {
      out += data.toString();
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, baseUrl };
}

export async function stopServerProcess(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function waitFor<T>(probe: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
