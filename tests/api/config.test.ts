import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { registerErrorHandling } from '../../server/http/errorHandler';

describe('loadConfig', () => {
  it('has the documented defaults of docs/operating.md#configuration', () => {
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
    // The SPEC message, then the request id the user can quote (the one the reply's header carries).
    const id = reply.headers['x-request-id'] ?? 'req-1';
    expect(reply.json()).toEqual({ code: 1, msg: `系统未知错误,请反馈给管理员 (请求编号 ${id})`, data: null });
    expect(reply.body).not.toContain('secret');
    await app.close();
  });
});

describe('session security settings (docs/product.md#signing-in)', () => {
  it('has safe defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ sessionMaxTtl: 604800, encryptReplies: false, socialProviders: [], devTools: true });
    expect(loadConfig({ NODE_ENV: 'production' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).devTools).toBe(true);
  });

  it('reads SESSION_MAX_TTL, ENCRYPT_REPLIES and SOCIAL_PROVIDERS', () => {
    const provider = {
      type: 'GITEE',
      label: '码云',
      authorizeUrl: 'https://gitee.com/oauth/authorize',
      tokenUrl: 'https://gitee.com/oauth/token',
      userInfoUrl: 'https://gitee.com/api/v5/user',
      clientId: 'id',
      clientSecret: 'secret',
    };
    const c = loadConfig({ SESSION_MAX_TTL: '3600', ENCRYPT_REPLIES: 'on', SOCIAL_PROVIDERS: JSON.stringify([provider]) });
    expect(c.sessionMaxTtl).toBe(3600);
    expect(c.encryptReplies).toBe(true);
    expect(c.socialProviders).toEqual([{ ...provider, idField: undefined, nameField: undefined, scope: undefined }]);
  });

  it('refuses bad values with a clear message', () => {
    expect(() => loadConfig({ ENCRYPT_REPLIES: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_MAX_TTL: '0' })).toThrow(/SESSION_MAX_TTL/);
    expect(() => loadConfig({ SOCIAL_PROVIDERS: '{' })).toThrow(/SOCIAL_PROVIDERS must be a JSON list/);
    expect(() => loadConfig({ SOCIAL_PROVIDERS: '[{"type":"X"}]' })).toThrow(/SOCIAL_PROVIDERS\[0\]\.label is required/);
    const bad = { type: 'DEMO', label: 'x', authorizeUrl: 'https://a', tokenUrl: 'https://a', userInfoUrl: 'https://a', clientId: 'a', clientSecret: 'b' };
    expect(() => loadConfig({ SOCIAL_PROVIDERS: JSON.stringify([bad]) })).toThrow(/not DEMO/);
    expect(() => loadConfig({ SOCIAL_PROVIDERS: JSON.stringify([{ ...bad, type: 'GH', tokenUrl: 'ftp://x' }]) })).toThrow(/tokenUrl/);
  });
});
