import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ConsoleConfig } from '../../schemas/auth';
import type { SocialProviderInfo } from '../../schemas/loginModes';
import type { AppConfig } from '../config';

/** The run-time configuration the console reads before anything else (one build serves any key or base path). */
export function consoleConfigOf(config: AppConfig, socialProviders: SocialProviderInfo[]): ConsoleConfig {
  return {
    apiBase: config.apiBase,
    loginAesKey: config.loginAesKey,
    oauthClient: config.oauthClient,
    captcha: config.captcha,
    clientMode: config.clientMode,
    production: config.production,
    siteTitle: 'Atrium',
    socialProviders,
  };
}

/** Scripts and styles: what a page loads, never a page itself. */
const SUBRESOURCE = /\.(js|css)(\.br|\.gz)?$/;

/**
 * Security headers that govern a document only (its CSP, framing, opener, agent cluster, DNS prefetch and the old
 * browsers' download and XSS switches): a script or a style is run or applied under its page's headers, not its
 * own, so on them these are bytes on the wire and nothing more, some 500 per file (docs/performance.md#on-the-wire).
 * No-sniff, the resource policy and the referrer policy (which a style's own requests follow) stay.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/**
 * Validators and the range advertisement, which a hashed asset never needs: its name changes with its content and
 * it is cached as immutable for a year, so a browser never asks whether it changed (docs/performance.md#on-the-wire); some
 * 100 bytes of every file on the wire. Range requests are still answered; index.html and the unhashed files keep
 * their validators for the revalidation `no-cache` asks for.
 */
const NEEDLESS_ON_IMMUTABLE = ['ETag', 'Last-Modified', 'Accept-Ranges'];

/**
 * Serves `/atrium-config.json` and, when a build exists, the console itself: hashed assets cached for a year,
 * index.html never cached, and any other HTML navigation outside the API answered with index.html (SPA routes).
 * Each file goes out as the build's Brotli or gzip copy when the browser accepts one (`Vary: Accept-Encoding`),
 * as is otherwise (docs/performance.md#on-the-wire).
 */
export async function consoleRoutes(
  app: FastifyInstance,
  config: AppConfig,
  /** The identity providers the sign-in page offers (as `GET /admin/v1/social/providers` lists them). */
  socialProviders: SocialProviderInfo[],
  /** What an unmatched request that is not a console page gets (the API's 404 or 405). */
  unmatched: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
) {
  app.get('/atrium-config.json', async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send(consoleConfigOf(config, socialProviders));
  });

  const distDir = resolve(config.distDir);
  const indexFile = resolve(distDir, 'index.html');
  const hasConsole = existsSync(indexFile) && statSync(indexFile).isFile();

  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: true,
      index: false,
      // name.br / name.gz written beside each text file by the build (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = /[\\/]assets[\\/]/.test(filePath) && !/\.html(\.br|\.gz)?$/.test(filePath);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (immutable) for (const name of NEEDLESS_ON_IMMUTABLE) res.removeHeader(name);
        if (SUBRESOURCE.test(filePath)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      },
    });
    // The root is a directory to the static handler; it is the console's entry page to a browser.
    app.get('/', (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const underApi = path === config.apiBase || path.startsWith(`${config.apiBase}/`);
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (hasConsole && request.method === 'GET' && !underApi && wantsHtml) {
      return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return unmatched(request, reply);
  });
}
