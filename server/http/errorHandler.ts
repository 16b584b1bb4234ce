import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, fail, MSG } from './envelope';

/** Messages for Fastify's own 4xx errors (bad JSON, wrong content type, body too large ...). */
function clientErrorMessage(error: FastifyError, status: number): string {
  switch (status) {
    case 400:
      return '请求参数格式错误';
    case 404:
      return MSG.notFound;
    case 405:
      return '请求方法不支持';
    case 413:
      return '请求内容过大';
    case 415:
      return '请求内容类型不支持';
    case 429:
      return MSG.tooFrequent;
    default:
      return error.code ? `请求错误 (${error.code})` : '请求错误';
  }
}

/**
 * One place turns every thrown error into the envelope: our ApiErrors as they are, Fastify's client errors
 * with a plain message, anything else as a logged 500 whose details never leave the server.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      const body = { ...fail(error.message, error.errors), ...(error.extra ?? {}) };
      return reply.status(error.statusCode).send(body);
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return reply.status(status).send(fail(clientErrorMessage(error as FastifyError, status)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail(MSG.unknown));
  });
}
