import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Kysely } from 'kysely';
import { ENCRYPT_HEADER } from '../../schemas/envelope';
import { encryptPayload } from '../../schemas/loginCrypto';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { plainHttpMenuPaths } from '../repositories/menus';

/**
 * Origins of the plain-http pages that the menu embeds in /myiframe/ (https pages are allowed as a class).
 * Re-read every minute so a menu edited in the console is framed without a restart.
 */
export class FrameSources {
  private origins: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    /** Where a refresh that failed is logged (the origins of the last one stay in use). */
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async refresh() {
    const origins = new Set<string>();
    for (const path of await plainHttpMenuPaths(this.db)) {
      try {
        origins.add(new URL(path).origin);
      } catch {
        // A malformed address opens nothing, so it needs no frame permission.
      }
    }
    this.origins = [...origins].sort();
  }

  start() {
    this.timer = setInterval(() => void this.refresh().catch((error: unknown) => this.log?.warn({ err: error }, 'frame sources not refreshed; the last ones stay in use')), 60_000);
    this.timer.unref();
  }

  stop() {
    if (this.timer) clearInterval(this.timer);
  }

  directive(): string {
    return ["'self'", 'https:', ...this.origins].join(' ');
  }
}

/**
 * Security headers of every reply (docs/security.md#replies-and-headers): a CSP the console satisfies without 'unsafe-eval'
 * (inline styles only, for antd's CSS-in-JS), no-sniff, framing by this origin only, and HSTS only on https,
 * where it means something (on plain http it would only break a later move to https on the same name).
 */
export async function registerSecurityHeaders(app: FastifyInstance, db: Kysely<Database>) {
  const frames = new FrameSources(db, app.log);
  await frames.refresh();
  frames.start();
  app.addHook('onClose', async () => frames.stop());

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: [() => frames.directive()],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'sameorigin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
  });
  return frames;
}

/**
 * Encrypts the `data` of personal-data replies (names, phones of people: the routes that declare `personalData`,
 * docs/architecture.md#a-routes-facts) when ENCRYPT_REPLIES is on; the console decrypts them.
 */
export function registerReplyEncryption(app: FastifyInstance, config: AppConfig) {
  if (!config.encryptReplies) return;
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (request.routeOptions.config?.personalData !== true || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'object' || payload === null || !('data' in payload)) return payload;
    const envelope = payload as { code?: unknown; data: unknown };
    if (envelope.code !== 0 || envelope.data === null || envelope.data === undefined) return payload;
    reply.header(ENCRYPT_HEADER, '1');
    return { ...envelope, data: encryptPayload(envelope.data, config.loginAesKey) };
  });
}
