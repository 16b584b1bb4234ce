import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_DEMO_PASSWORD, envSchema, loadConfig } from '../../server/config';
import { developmentSecretLines } from '../../server/developmentSecrets';
import { costOf, hashPassword, needsRehash, STRONG_SCRYPT, verifyPassword } from '../../server/domain/password';

/** `npm start`'s entry (server/main.ts) as its own process: what it prints and how it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', DATA_DIR: 'memory', PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('a production start on development secrets', () => {
  it('exits non-zero with one line per offending variable, naming it', async () => {
    const { code, output } = await start({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines[0]).toBe('Atrium failed to start:');
    expect(lines.slice(1)).toEqual([
      'LOGIN_AES_KEY is unset or the documented development key, which production refuses: set LOGIN_AES_KEY (or LOGIN_AES_KEY_FILE) to a value of your own',
      'OAUTH_CLIENT is unset or the documented development client, which production refuses: set OAUTH_CLIENT (or OAUTH_CLIENT_FILE) to a value of your own',
      'DEMO_PASSWORD is unset or the documented development password, and the demo users are about to be seeded, which production refuses: set DEMO_PASSWORD (or DEMO_PASSWORD_FILE) to a value of your own',
    ]);
  });

  it('refuses a development value given explicitly too, and counts secrets read from files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'atrium-secrets-'));
    writeFileSync(join(dir, 'client'), 'prod-client:a-long-production-secret\n');
    const refused = await start({ NODE_ENV: 'production', LOGIN_AES_KEY: 'prod-key-16chars', OAUTH_CLIENT_FILE: join(dir, 'client'), DEMO_PASSWORD: DEV_DEMO_PASSWORD });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^DEMO_PASSWORD is unset or the documented development password/m);
    expect(refused.output).not.toMatch(/LOGIN_AES_KEY|OAUTH_CLIENT/);
  });

  it('DEMO_PASSWORD only matters while the demo users are seeded', () => {
    const config = loadConfig({ NODE_ENV: 'production', LOGIN_AES_KEY: 'prod-key-16chars', OAUTH_CLIENT: 'p:q' });
    expect(developmentSecretLines(config, { seeding: false })).toEqual([]);
    expect(developmentSecretLines(config, { seeding: true })).toHaveLength(1);
  });
});

describe('configuration', () => {
  it("docs/operating.md's configuration table names every variable the schema reads", () => {
    const page = readFileSync('docs/operating.md', 'utf8');
    const start = page.indexOf('## Configuration');
    expect(start).toBeGreaterThan(-1);
    const table = page.slice(start, page.indexOf('\n## ', start + 1));
    const missing = Object.keys(envSchema.shape).filter((name) => !table.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('reads a secret from <NAME>_FILE, refuses both at once, and names an unreadable file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atrium-secrets-'));
    writeFileSync(join(dir, 'key'), 'file-key-16chars\n');
    writeFileSync(join(dir, 'token'), 'a-metrics-token-of-32-characters');
    const config = loadConfig({ LOGIN_AES_KEY_FILE: join(dir, 'key'), METRICS_TOKEN_FILE: join(dir, 'token') });
    expect(config.loginAesKey).toBe('file-key-16chars');
    expect(config.metricsToken).toBe('a-metrics-token-of-32-characters');
    expect(() => loadConfig({ LOGIN_AES_KEY: 'abcdefghijklmnop', LOGIN_AES_KEY_FILE: join(dir, 'key') })).toThrow(
      'LOGIN_AES_KEY and LOGIN_AES_KEY_FILE are both set; set only one of them',
    );
    expect(() => loadConfig({ DEMO_PASSWORD_FILE: join(dir, 'missing') })).toThrow(`DEMO_PASSWORD_FILE names '${join(dir, 'missing')}', which cannot be read (ENOENT)`);
  });

  it('says every refused variable at once, one line each', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'eighty', CAPTCHA: 'maybe', TRUST_PROXY: '10.0.0.0/99' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message.split('\n')).toEqual([
      "PORT must be an integer between 0 and 65535, got 'eighty'",
      "CAPTCHA must be 'on' or 'off'",
      "TRUST_PROXY must be 'true', 'false', a hop count, or a comma-separated list of addresses or CIDRs, got '10.0.0.0/99'",
    ]);
  });

  it('reads TRUST_PROXY as Fastify takes it, off by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'the balancer' })).toThrow(ConfigError);
  });

  it('reads METRICS_TOKEN (unset: no metrics) and refuses a short one', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN must be at least 16 characters');
  });
});

describe('password hashing', () => {
  it('every server but the test suites hashes at scrypt N=2^17, r 8, p 1 (OWASP), and such a hash verifies', async () => {
    for (const nodeEnv of ['production', 'development', 'staging']) {
      expect(loadConfig({ NODE_ENV: nodeEnv, LOGIN_AES_KEY: 'prod-key-16chars' }).passwordCost).toEqual({ N: 131072, r: 8, p: 1 });
    }
    const hash = await hashPassword('correct horse', STRONG_SCRYPT);
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(costOf(hash)).toEqual(STRONG_SCRYPT);
    expect(await verifyPassword('correct horse', hash, STRONG_SCRYPT)).toBe(true);
    expect(await verifyPassword('wrong horse', hash, STRONG_SCRYPT)).toBe(false);
    expect(needsRehash(hash, STRONG_SCRYPT)).toBe(false);
  });

  it('a hash of the former cost (N=2^14) is due for replacement on a production server', async () => {
    const former = await hashPassword('pw', { N: 16384, r: 8, p: 1 });
    expect(needsRehash(former, STRONG_SCRYPT)).toBe(true);
    expect(await verifyPassword('pw', former, STRONG_SCRYPT)).toBe(true);
  });
});
