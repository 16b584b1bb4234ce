import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseOutageOf, type DatabaseOutage } from '../db/outage';
import type { AllowedMethods } from './allowedMethods';
import { ApiError, fail } from './envelope';
import { languageOf, type Bilingual } from './language';
import { REFUSAL, refusalOf } from './refusals';
import { inputFailure } from './validate';

/** A refusal in the request's language, as the envelope. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, text: Bilingual) {
  return reply.status(status).send(fail(text[languageOf(request.headers)]));
}

/** Seconds a caller is told to wait before trying again (Retry-After), by what keeps the call from being served. */
export const RETRY_AFTER_SECONDS = { down: 2, busy: 1, stopping: 1 } as const;

/**
 * A call that cannot be served now but will be soon: 503 in the envelope with Retry-After, in the request's
 * language. The database being away or restarting, its connections all taken, this instance stopping.
 */
export function refuseUnavailable(request: FastifyRequest, reply: FastifyReply, cause: DatabaseOutage | 'stopping') {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS[cause]));
  return refuse(request, reply, 503, cause === 'busy' ? REFUSAL.busy : REFUSAL.unavailable);
}

/**
 * One place turns every thrown error into the envelope: our ApiErrors as they are, a route schema's refusal
 * with the schema's messages per field, Fastify's client errors with a plain message in the user's language
 * (never Fastify's own text, which repeats the caller's input), a database that is away or out of connections
 * as 503 with Retry-After (docs/operating.md, "What survives what"), anything else as a logged 500 whose
 * details never leave the server.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      error = inputFailure(
        error.validation.map((v) => ({
          path: v.instancePath
            .split('/')
            .slice(1)
            .filter((part) => part !== ''),
          message: v.message ?? '',
          code: v.keyword,
          expected: (v.params as { expected?: unknown }).expected,
        })),
      );
    }
    if (error instanceof ApiError) {
      const body = { ...fail(error.message, error.errors), ...(error.extra ?? {}) };
      return reply.status(error.statusCode).send(body);
    }
    const { statusCode: status, code } = error as FastifyError;
    if (typeof status === 'number' && status >= 400 && status < 500) return refuse(request, reply, status, refusalOf(status, code));
    const outage = databaseOutageOf(error);
    if (outage) {
      request.log.warn({ err: error, outage }, outage === 'busy' ? 'no database connection free in time' : 'database unavailable');
      return refuseUnavailable(request, reply, outage);
    }
    request.log.error({ err: error }, 'unhandled error');
    return refuseWithRequestId(request, reply);
  });
}

/** A 500 names its request id, so that the user can quote it and the operator find the logged error. */
function refuseWithRequestId(request: FastifyRequest, reply: FastifyReply) {
  const language = languageOf(request.headers);
  const label = language === 'zh' ? '请求编号' : 'request id';
  return reply.status(500).send(fail(`${REFUSAL.unknown[language]} (${label} ${request.id})`));
}

/** An unmatched request: 405 with the methods a known API path takes, 404 otherwise (consoleRoutes' fallback). */
export function notFound(request: FastifyRequest, reply: FastifyReply, allowed: AllowedMethods) {
  const methods = allowed.of(request.url.split('?')[0]);
  if (methods.length > 0) return refuse(request, reply.header('Allow', methods.join(', ')), 405, REFUSAL.methodNotAllowed);
  return refuse(request, reply, 404, REFUSAL.notFound);
}

/**
 * Fastify options for the refusals that happen before routing: an address with bad percent-encoding or an
 * over-long parameter (the router's), and a request that is not HTTP (the HTTP parser's).
 */
export const frameworkRefusals: Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> = {
  frameworkErrors(error, request, reply) {
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return refuse(request, reply, 414, REFUSAL.urlTooLong);
    if (error.code === 'FST_ERR_BAD_URL') return refuse(request, reply, 400, REFUSAL.badUrl);
    request.log.error({ err: error }, 'router error');
    return refuseWithRequestId(request, reply);
  },
  clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    // Nothing of the request was read (not even its language): the console's default language.
    const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify(fail(refusalOf(status, undefined).zh));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  },
};
