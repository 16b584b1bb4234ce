import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { registerErrorHandling } from '../../server/http/errorHandler';

describe('loadConfig', () => {
  it('has the documented defaults of DESIGN.md section 11', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      apiBase: '/catering',
      dataDir: './.data',
      databaseUrl: null,
      dbSchema: null,
      loginAesKey: 'atrium-dev-key16',
      oauthClient: 'atrium:atrium-dev-secret',
      captcha: true,
      demoPassword: 'Atrium@2026',
      clientMode: 'normal',
      accessTokenTtl: 43200,
      refreshTokenTtl: 2592000,
      loginLockMinutes: 10,
      distDir: './dist',
      production: false,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      API_BASE: 'api/',
      DATA_DIR: 'memory',
      DATABASE_URL: 'postgres://x@localhost/db',
      DB_SCHEMA: 'test_a',
      LOGIN_AES_KEY: 'abcdefghijklmnop',
      OAUTH_CLIENT: 'c:s',
      CAPTCHA: 'off',
      DEMO_PASSWORD: 'pw',
      CLIENT_MODE: 'operate',
      ACCESS_TOKEN_TTL: '60',
      REFRESH_TOKEN_TTL: '120',
      NODE_ENV: 'production',
    });
    expect(c).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      apiBase: '/api',
      databaseUrl: 'postgres://x@localhost/db',
      dbSchema: 'test_a',
      captcha: false,
      clientMode: 'operate',
      accessTokenTtl: 60,
      refreshTokenTtl: 120,
      production: true,
    });
  });

  it('refuses values that would break at run time', () => {
    expect(() => loadConfig({ LOGIN_AES_KEY: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ CAPTCHA: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ DB_SCHEMA: 'x; drop table y' })).toThrow(ConfigError);
    expect(() => loadConfig({ OAUTH_CLIENT: 'nocolon' })).toThrow(ConfigError);
  });
});

describe('error handler', () => {
  it('answers an unexpected error with the SPEC message and no details', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/boom', async () => {
      throw new Error('connection string postgres://secret@db');
    });
    const reply = await app.inject({ method: 'GET', url: '/boom' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ code: 1, msg: '系统未知错误,请反馈给管理员', data: null });
    expect(reply.body).not.toContain('secret');
    await app.close();
  });
});
