import type { FastifyInstance } from 'fastify';

/** The part of @fastify/websocket's server this needs (the ws package ships no types of its own). */
interface WebsocketServer {
  clients: Set<{ close(code: number, reason: string): void }>;
}

/** RFC 6455: the endpoint is going away (a server shutting down). */
const GOING_AWAY = 1001;

/**
 * How an instance stops (SIGTERM, `app.close()`), so that a rolling restart behind a proxy fails no call
 * (docs/operating.md, "What survives what"): it stops listening at once, so a new connection is refused and the
 * proxy sends that request, whatever its method, to another instance (it was never sent here); idle keep-alive
 * connections close now, and a request already on a connection is served (the database is still there) and
 * answered with `Connection: close`; websockets are closed "going away". Meanwhile `drain` runs (the job queue lets its tasks finish or hands them
 * back); the close goes on (websockets, the database) once every connection has ended. The app is built with
 * `return503OnClosing: false`: nothing that reaches it while it drains is turned away.
 */
export function registerGracefulClose(app: FastifyInstance, drain: () => Promise<void>) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const server = app.server;
    // Node's close() ends the idle keep-alive connections too; its callback waits for the busy ones.
    const ended = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
    // Websockets go at once ("going away"): their clients reconnect through the proxy to another instance.
    for (const client of (app as unknown as { websocketServer?: WebsocketServer }).websocketServer?.clients ?? []) client.close(GOING_AWAY, 'server stopping');
    await drain();
    await ended;
  });
  // What is answered while it stops tells the client (the proxy) not to send more on that connection, and ends it.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  app.addHook('onResponse', async (request) => {
    if (closing) request.raw.socket?.end();
  });
}
