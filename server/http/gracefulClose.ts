import type { FastifyInstance } from 'fastify';

/**
 * How an instance stops (SIGTERM, `app.close()`): Fastify answers new requests 503 from the first moment,
 * then `drain` runs (the job queue lets its tasks finish or hands them back), then the HTTP server closes.
 * A keep-alive connection busy with a response when the close began would otherwise stay open until its
 * keep-alive time-out (72 s) once that response is done: it is ended right after its response instead.
 */
export function registerGracefulClose(app: FastifyInstance, drain: () => Promise<void>) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    await drain();
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
}
