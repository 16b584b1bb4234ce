/**
 * Run-time configuration (DESIGN.md section 11). Every value comes from the environment so that one build
 * serves any deployment; the development defaults are documented values, never secrets of a real deployment.
 */
export interface AppConfig {
  port: number;
  host: string;
  apiBase: string;
  /** PGlite data directory, or 'memory' for an in-memory database. */
  dataDir: string;
  /** When set, a real PostgreSQL replaces PGlite. */
  databaseUrl: string | null;
  /** PostgreSQL only: a schema created on start and put first on the search_path (isolates parallel test files). */
  dbSchema: string | null;
  loginAesKey: string;
  /** `id:secret` Basic credentials of the token calls. */
  oauthClient: string;
  captcha: boolean;
  demoPassword: string;
  clientMode: 'normal' | 'operate';
  accessTokenTtl: number;
  refreshTokenTtl: number;
  loginLockMinutes: number;
  loginMaxAttempts: number;
  /** Token calls per minute per client address. */
  loginRateLimit: number;
  /** Absolute lifetime of a sign-in in seconds: refreshing never extends a session past it. */
  sessionMaxTtl: number;
  /** Replies carrying personal data are AES-encrypted (the encrypt header) when on. */
  encryptReplies: boolean;
  /** Real OAuth2 identity providers for social login (SOCIAL_PROVIDERS, a JSON list). */
  socialProviders: SocialProviderConfig[];
  /** Audit records older than this many days are removed by the daily retention job (server/audit/retention.ts). */
  auditRetentionDays: number;
  /** Development and test servers deliver codes to an outbox readable at {apiBase}/dev/outbox and serve a demo identity provider. */
  devTools: boolean;
  nodeEnv: string;
  production: boolean;
  distDir: string;
  logLevel: string;
  /** Seconds a task may run before the job queue takes its instance for dead and fails or retries it. */
  taskExpireSeconds: number;
  /** Seconds between two rounds of the job queue's maintenance (the expiry above), on one instance at a time. */
  jobMaintenanceSeconds: number;
  /** Seconds between two looks for waiting jobs by an idle worker that nobody woke. */
  jobPollingSeconds: number;
  /** On SIGTERM: seconds running tasks get to finish before they are handed back to the queue. */
  shutdownGraceSeconds: number;
}

/** One OAuth2 authorization-code provider (DESIGN.md section 7, social login). */
export interface SocialProviderConfig {
  /** The social type the console passes as `state` (e.g. GITEE). Capital letters, digits, underscore. */
  type: string;
  label: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  clientId: string;
  clientSecret: string;
  /** Field of the user-info reply that identifies the person (default `id`). */
  idField?: string;
  /** Field of the user-info reply with a display name (default `name`). */
  nameField?: string;
  scope?: string;
}

export const DEV_LOGIN_AES_KEY = 'atrium-dev-key16';
export const DEV_OAUTH_CLIENT = 'atrium:atrium-dev-secret';
export const DEV_DEMO_PASSWORD = 'Atrium@2026';

export class ConfigError extends Error {}

function intOf(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer between ${min} and ${max}, got '${raw}'`);
  }
  return value;
}

function nonEmpty(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = nonEmpty(env, 'NODE_ENV') ?? 'development';
  let apiBase = nonEmpty(env, 'API_BASE') ?? '/catering';
  if (!apiBase.startsWith('/')) apiBase = `/${apiBase}`;
  apiBase = apiBase.replace(/\/+$/, '');
  if (apiBase === '') throw new ConfigError('API_BASE must not be the root path');

  // The key doubles as the AES IV, so it must be exactly one AES block of Latin-1 characters.
  const loginAesKey = env.LOGIN_AES_KEY ?? DEV_LOGIN_AES_KEY;
  if (!/^[\x20-\x7e]{16}$/.test(loginAesKey)) throw new ConfigError('LOGIN_AES_KEY must be exactly 16 printable ASCII characters');

  const oauthClient = nonEmpty(env, 'OAUTH_CLIENT') ?? DEV_OAUTH_CLIENT;
  if (!/^[^:]+:.+$/.test(oauthClient)) throw new ConfigError("OAUTH_CLIENT must read 'id:secret'");

  const captchaRaw = (nonEmpty(env, 'CAPTCHA') ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(captchaRaw)) throw new ConfigError("CAPTCHA must be 'on' or 'off'");

  const clientMode = (nonEmpty(env, 'CLIENT_MODE') ?? 'normal').toLowerCase();
  if (clientMode !== 'normal' && clientMode !== 'operate') throw new ConfigError("CLIENT_MODE must be 'normal' or 'operate'");

  const encryptRaw = (nonEmpty(env, 'ENCRYPT_REPLIES') ?? 'off').toLowerCase();
  if (!['on', 'off'].includes(encryptRaw)) throw new ConfigError("ENCRYPT_REPLIES must be 'on' or 'off'");

  const dbSchema = nonEmpty(env, 'DB_SCHEMA') ?? null;
  // The schema name goes into DDL and search_path, so only plain identifiers are accepted.
  if (dbSchema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(dbSchema)) {
    throw new ConfigError('DB_SCHEMA must be a lower-case identifier');
  }

  return {
    port: intOf(env, 'PORT', 8080, 0, 65535),
    host: nonEmpty(env, 'HOST') ?? '127.0.0.1',
    apiBase,
    dataDir: nonEmpty(env, 'DATA_DIR') ?? './.data',
    databaseUrl: nonEmpty(env, 'DATABASE_URL') ?? null,
    dbSchema,
    loginAesKey,
    oauthClient,
    captcha: captchaRaw === 'on',
    demoPassword: env.DEMO_PASSWORD && env.DEMO_PASSWORD.length > 0 ? env.DEMO_PASSWORD : DEV_DEMO_PASSWORD,
    clientMode,
    accessTokenTtl: intOf(env, 'ACCESS_TOKEN_TTL', 43200, 1, 31_536_000),
    refreshTokenTtl: intOf(env, 'REFRESH_TOKEN_TTL', 2_592_000, 1, 31_536_000),
    loginLockMinutes: intOf(env, 'LOGIN_LOCK_MINUTES', 10, 1, 10_080),
    loginMaxAttempts: intOf(env, 'LOGIN_MAX_ATTEMPTS', 5, 1, 100),
    loginRateLimit: intOf(env, 'LOGIN_RATE_LIMIT', 60, 1, 1_000_000),
    sessionMaxTtl: intOf(env, 'SESSION_MAX_TTL', 604_800, 1, 31_536_000),
    encryptReplies: encryptRaw === 'on',
    socialProviders: parseSocialProviders(nonEmpty(env, 'SOCIAL_PROVIDERS')),
    auditRetentionDays: intOf(env, 'AUDIT_RETENTION_DAYS', 365, 1, 36_500),
    devTools: nodeEnv === 'development' || nodeEnv === 'test',
    nodeEnv,
    production: nodeEnv === 'production',
    distDir: nonEmpty(env, 'DIST_DIR') ?? './dist',
    logLevel: nonEmpty(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    taskExpireSeconds: intOf(env, 'TASK_EXPIRE_SECONDS', 900, 1, 86_400),
    jobMaintenanceSeconds: intOf(env, 'JOB_MAINTENANCE_SECONDS', 60, 1, 3_600),
    jobPollingSeconds: intOf(env, 'JOB_POLLING_SECONDS', 2, 1, 60),
    shutdownGraceSeconds: intOf(env, 'SHUTDOWN_GRACE_SECONDS', 20, 0, 3_600),
  };
}

const providerSchemaKeys = ['type', 'label', 'authorizeUrl', 'tokenUrl', 'userInfoUrl', 'clientId', 'clientSecret'] as const;

function parseSocialProviders(raw: string | undefined): SocialProviderConfig[] {
  if (!raw) return [];
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    throw new ConfigError('SOCIAL_PROVIDERS must be a JSON list of providers');
  }
  if (!Array.isArray(list)) throw new ConfigError('SOCIAL_PROVIDERS must be a JSON list of providers');
  return list.map((item, i) => {
    if (typeof item !== 'object' || item === null) throw new ConfigError(`SOCIAL_PROVIDERS[${i}] must be an object`);
    const p = item as Record<string, unknown>;
    for (const key of providerSchemaKeys) {
      if (typeof p[key] !== 'string' || (p[key] as string).trim() === '') {
        throw new ConfigError(`SOCIAL_PROVIDERS[${i}].${key} is required`);
      }
    }
    if (!/^[A-Z][A-Z0-9_]{0,31}$/.test(p.type as string) || p.type === 'DEMO') {
      throw new ConfigError(`SOCIAL_PROVIDERS[${i}].type must be capital letters, digits or underscore (and not DEMO)`);
    }
    for (const key of ['authorizeUrl', 'tokenUrl', 'userInfoUrl'] as const) {
      if (!/^https?:\/\//.test(p[key] as string)) throw new ConfigError(`SOCIAL_PROVIDERS[${i}].${key} must be an http(s) URL`);
    }
    return {
      type: p.type as string,
      label: p.label as string,
      authorizeUrl: p.authorizeUrl as string,
      tokenUrl: p.tokenUrl as string,
      userInfoUrl: p.userInfoUrl as string,
      clientId: p.clientId as string,
      clientSecret: p.clientSecret as string,
      idField: typeof p.idField === 'string' ? p.idField : undefined,
      nameField: typeof p.nameField === 'string' ? p.nameField : undefined,
      scope: typeof p.scope === 'string' ? p.scope : undefined,
    };
  });
}
