import { z } from 'zod';
import { readSecretFiles } from './configFiles';
import { scryptCostFor, type ScryptCost } from './domain/password';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

/**
 * Run-time configuration (docs/operating.md#configuration). Every value comes from the environment so that one build
 * serves any deployment; the development defaults are documented values, never secrets of a real deployment.
 * One zod schema (envSchema) reads it; its messages are what an operator sees when a value is refused.
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
  /** PostgreSQL only: how long a call waits for a connection of the pool to come free before it is answered 503. */
  dbPoolTimeoutMs: number;
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
  /** Seconds between two beats of a running task on its row; three missed beats and its run is taken for dead. */
  taskHeartbeatSeconds: number;
  /** Seconds between two rounds of the job queue's maintenance (the expiry above), on one instance at a time. */
  jobMaintenanceSeconds: number;
  /** Seconds between two looks for waiting jobs by an idle worker that nobody woke. */
  jobPollingSeconds: number;
  /** On SIGTERM: seconds running tasks get to finish before they are handed back to the queue. */
  shutdownGraceSeconds: number;
  /** Fastify's trustProxy: false, true, a hop count or a list of addresses/CIDRs of the load balancers. */
  trustProxy: TrustProxy;
  /** Bearer token of GET /metrics; null serves no metrics at all. */
  metricsToken: string | null;
  /** scrypt cost of new password hashes (the strong one outside the test suites). */
  passwordCost: ScryptCost;
}

/** One OAuth2 authorization-code provider (docs/security.md#sign-in). */
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

/** Variables that hold secrets: each may also be read from the file named by `<NAME>_FILE` (container secrets). */
export const SECRET_VARIABLES = ['LOGIN_AES_KEY', 'OAUTH_CLIENT', 'DEMO_PASSWORD', 'METRICS_TOKEN', 'DATABASE_URL', 'SOCIAL_PROVIDERS'] as const;

/** An unset or blank variable reads as undefined, so that every default applies alike. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (fallback: string) => z.preprocess(blankAsUnset, z.string().trim().optional()).transform((v) => v ?? fallback);
const optionalText = () => z.preprocess(blankAsUnset, z.string().trim().optional()).transform((v) => v ?? null);

function int(name: string, fallback: number, min: number, max: number) {
  return z.preprocess(blankAsUnset, z.string().optional()).transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min && value <= max) return value;
    ctx.addIssue({ code: 'custom', message: `${name} must be an integer between ${min} and ${max}, got '${raw}'` });
    return z.NEVER;
  });
}

function choice<T extends string>(name: string, options: readonly T[], fallback: T) {
  const listed = options.map((o) => `'${o}'`).join(' or ');
  return z
    .preprocess((v) => (typeof blankAsUnset(v) === 'string' ? (v as string).trim().toLowerCase() : undefined), z.string().optional())
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      if ((options as readonly string[]).includes(raw)) return raw as T;
      ctx.addIssue({ code: 'custom', message: `${name} must be ${listed}` });
      return z.NEVER;
    });
}

const apiBase = text('/catering').transform((raw, ctx) => {
  const base = (raw.startsWith('/') ? raw : `/${raw}`).replace(/\/+$/, '');
  if (base === '') ctx.addIssue({ code: 'custom', message: 'API_BASE must not be the root path' });
  return base;
});

/** The environment as the server reads it: every variable of docs/operating.md#configuration, with its message. */
export const envSchema = z.object({
  NODE_ENV: text('development'),
  PORT: int('PORT', 8080, 0, 65535),
  HOST: text('127.0.0.1'),
  API_BASE: apiBase,
  DATA_DIR: text('./.data'),
  DATABASE_URL: optionalText(),
  // The schema name goes into DDL and search_path, so only plain identifiers are accepted.
  DB_SCHEMA: optionalText().refine((v) => v === null || /^[a-z_][a-z0-9_]{0,62}$/.test(v), 'DB_SCHEMA must be a lower-case identifier'),
  // The key doubles as the AES IV, so it must be exactly one AES block of Latin-1 characters (spaces count).
  DB_POOL_TIMEOUT_MS: int('DB_POOL_TIMEOUT_MS', 10_000, 50, 120_000),
  LOGIN_AES_KEY: z
    .string()
    .optional()
    .transform((v) => v ?? DEV_LOGIN_AES_KEY)
    .refine((v) => /^[\x20-\x7e]{16}$/.test(v), 'LOGIN_AES_KEY must be exactly 16 printable ASCII characters'),
  OAUTH_CLIENT: text(DEV_OAUTH_CLIENT).refine((v) => /^[^:]+:.+$/.test(v), "OAUTH_CLIENT must read 'id:secret'"),
  CAPTCHA: choice('CAPTCHA', ['on', 'off'], 'on'),
  DEMO_PASSWORD: z
    .string()
    .optional()
    .transform((v) => (v && v.length > 0 ? v : DEV_DEMO_PASSWORD)),
  CLIENT_MODE: choice('CLIENT_MODE', ['normal', 'operate'], 'normal'),
  ACCESS_TOKEN_TTL: int('ACCESS_TOKEN_TTL', 43200, 1, 31_536_000),
  REFRESH_TOKEN_TTL: int('REFRESH_TOKEN_TTL', 2_592_000, 1, 31_536_000),
  LOGIN_LOCK_MINUTES: int('LOGIN_LOCK_MINUTES', 10, 1, 10_080),
  LOGIN_MAX_ATTEMPTS: int('LOGIN_MAX_ATTEMPTS', 5, 1, 100),
  LOGIN_RATE_LIMIT: int('LOGIN_RATE_LIMIT', 60, 1, 1_000_000),
  SESSION_MAX_TTL: int('SESSION_MAX_TTL', 604_800, 1, 31_536_000),
  ENCRYPT_REPLIES: choice('ENCRYPT_REPLIES', ['on', 'off'], 'off'),
  SOCIAL_PROVIDERS: optionalText().transform((raw, ctx) => {
    try {
      return parseSocialProviders(raw ?? undefined);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
      return z.NEVER;
    }
  }),
  AUDIT_RETENTION_DAYS: int('AUDIT_RETENTION_DAYS', 365, 1, 36_500),
  DIST_DIR: text('./dist'),
  LOG_LEVEL: optionalText().refine(
    (v) => v === null || ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(v),
    "LOG_LEVEL must be one of 'fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'",
  ),
  TASK_HEARTBEAT_SECONDS: int('TASK_HEARTBEAT_SECONDS', 10, 1, 60),
  JOB_MAINTENANCE_SECONDS: int('JOB_MAINTENANCE_SECONDS', 60, 1, 3_600),
  JOB_POLLING_SECONDS: int('JOB_POLLING_SECONDS', 2, 1, 60),
  SHUTDOWN_GRACE_SECONDS: int('SHUTDOWN_GRACE_SECONDS', 20, 0, 3_600),
  TRUST_PROXY: optionalText().transform((raw, ctx) => {
    const parsed = parseTrustProxy(raw);
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed.value;
  }),
  METRICS_TOKEN: optionalText().refine((v) => v === null || v.length >= 16, 'METRICS_TOKEN must be at least 16 characters'),
});

/** Reads and checks the environment (and the files of `<NAME>_FILE`); throws one ConfigError with a line per refused variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const { values, problems } = readSecretFiles(env, SECRET_VARIABLES);
  const parsed = envSchema.safeParse(values);
  const lines = [...problems, ...(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message))];
  if (lines.length > 0 || !parsed.success) throw new ConfigError(lines.join('\n'));
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    apiBase: e.API_BASE,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    dbSchema: e.DB_SCHEMA,
    dbPoolTimeoutMs: e.DB_POOL_TIMEOUT_MS,
    loginAesKey: e.LOGIN_AES_KEY,
    oauthClient: e.OAUTH_CLIENT,
    captcha: e.CAPTCHA === 'on',
    demoPassword: e.DEMO_PASSWORD,
    clientMode: e.CLIENT_MODE,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    loginMaxAttempts: e.LOGIN_MAX_ATTEMPTS,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    sessionMaxTtl: e.SESSION_MAX_TTL,
    encryptReplies: e.ENCRYPT_REPLIES === 'on',
    socialProviders: e.SOCIAL_PROVIDERS,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    devTools: e.NODE_ENV === 'development' || e.NODE_ENV === 'test',
    nodeEnv: e.NODE_ENV,
    production: e.NODE_ENV === 'production',
    distDir: e.DIST_DIR,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    taskHeartbeatSeconds: e.TASK_HEARTBEAT_SECONDS,
    jobMaintenanceSeconds: e.JOB_MAINTENANCE_SECONDS,
    jobPollingSeconds: e.JOB_POLLING_SECONDS,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    passwordCost: scryptCostFor(e.NODE_ENV),
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
