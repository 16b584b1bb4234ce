import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * After an unhandled rejection the server's state cannot be trusted: it logs the error at fatal, drains as on
 * SIGTERM and exits non-zero, for the orchestrator to restart it (docs/operating.md#logs).
 */
describe('an unhandled rejection', () => {
  it('is logged, and the process drains and exits 1', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--import', './tests/api/support/rejectOnSignal.ts', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', DATA_DIR: 'memory', PORT: '0', LOG_LEVEL: 'info', DIST_DIR: '/nonexistent-atrium-dist', SHUTDOWN_GRACE_SECONDS: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let signalled = false;
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (!signalled && output.includes('Atrium is running')) {
        signalled = true;
        child.kill('SIGUSR2');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    expect(signalled).toBe(true);
    expect(code).toBe(1);
    const fatal = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
      .find((line) => line.level === 60);
    expect(fatal).toMatchObject({ msg: 'unhandledRejection', err: { message: 'a rejection nobody handled' } });
  });
});
