import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { ok } from '../http/envelope';
import type { TokenService } from '../services/tokens';
import type { RealtimeService } from '../services/realtime';
import {
  CLOSE_FORBIDDEN,
  CLOSE_UNAUTHORIZED,
  type RealtimeReady,
  STOMP_PATH,
  TOPIC02_PATH,
} from '../../schemas/realtime';
import { broadcastSchema } from '../../schemas/broadcast';
import type { PlainSocket } from '../realtime/broker';
import { resolvePrincipal, tokenOf } from '../realtime/principal';
import { StompSession } from '../realtime/stompSession';
import { auditedWrite } from '../audit/trail';

/** The part of a `ws` socket we use (the package ships no types of its own). */
interface WsSocket {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): void;
  on(event: 'close' | 'error', listener: () => void): void;
}

const OPEN = 1;
const MAX_PLAIN_MESSAGE = 1024;

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/**
 * The websocket endpoints at the root (schemas/realtime.ts documents them): STOMP 1.2 at /act/ws and the
 * plain per-user channel /websocket/topic02/:userId. Tokens travel in the CONNECT frame or the query string,
 * so these routes log at warn level only (no token in the request log).
 */
export async function realtimeSocketRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; tokens: TokenService; realtime: RealtimeService },
) {
  const { db, tokens, realtime } = deps;
  await app.register(websocket, { options: { maxPayload: 128 * 1024 } });

  app.get(STOMP_PATH, { websocket: true, logLevel: 'warn' }, (rawSocket) => {
    const socket = rawSocket as unknown as WsSocket;
    const session = new StompSession(
      {
        send: (text) => socket.readyState === OPEN && socket.send(text),
        close: (code, reason) => socket.readyState === OPEN && socket.close(code, reason),
      },
      {
        broker: realtime.broker,
        initialMessage: (principal, destination) => realtime.initialMessage(principal, destination),
        authenticate: (headers) =>
          resolvePrincipal(
            db,
            tokens,
            tokenOf(headers.Authorization ?? headers.authorization, headers.access_token),
            headers['TENANT-ID'] ?? headers['tenant-id'] ?? headers.tenantId,
          ),
      },
    );
    socket.on('message', (data) => session.receive(toBuffer(data)));
    socket.on('close', () => session.end());
    socket.on('error', () => session.end());
  });

  app.get<{ Params: { userId: string }; Querystring: Record<string, string | undefined> }>(
    `${TOPIC02_PATH}/:userId`,
    { websocket: true, logLevel: 'warn' },
    (rawSocket, request) => {
      const socket = rawSocket as unknown as WsSocket;
      let plain: PlainSocket | null = null;
      let closed = false;
      // Messages before the check finishes are ignored; only pings are expected anyway.
      socket.on('message', (data) => {
        if (!plain) return;
        const text = toBuffer(data).subarray(0, MAX_PLAIN_MESSAGE).toString('utf8').trim();
        if (text === 'ping' && socket.readyState === OPEN) socket.send('pong');
      });
      socket.on('close', () => {
        closed = true;
        if (plain) realtime.broker.removePlain(plain);
      });
      socket.on('error', () => {
        closed = true;
        if (plain) realtime.broker.removePlain(plain);
      });
      const query = request.query ?? {};
      const token = tokenOf(request.headers.authorization, query.access_token ?? query.token);
      const tenant = query.tenantId ?? query['TENANT-ID'] ?? (request.headers['tenant-id'] as string | undefined);
      void resolvePrincipal(db, tokens, token, tenant)
        .then((result) => {
          if (closed) return;
          if (!result.ok) return socket.close(result.status === 401 ? CLOSE_UNAUTHORIZED : CLOSE_FORBIDDEN, result.message);
          if (String(result.principal.userId) !== request.params.userId) return socket.close(CLOSE_FORBIDDEN, 'not your channel');
          plain = {
            userId: result.principal.userId,
            tenantId: result.principal.tenantId,
            send: (text) => socket.readyState === OPEN && socket.send(text),
          };
          realtime.broker.addPlain(plain);
          const ready: RealtimeReady = { type: 'ready', userId: result.principal.userId, tenantId: result.principal.tenantId };
          socket.send(JSON.stringify(ready));
          // What the user is told at once (the approval count), after ready.
          const opened = plain;
          void realtime
            .initialEvents(result.principal)
            .then((events) => {
              for (const event of events) if (!closed) opened.send(JSON.stringify(event));
            })
            .catch((error) => request.log.warn({ err: error }, 'topic02 greeting failed'));
        })
        .catch((error) => {
          request.log.error({ err: error }, 'topic02 authentication failed');
          if (!closed) socket.close(1011, 'server error');
        });
    },
  );
}

/** `POST /consumer/send/broadcast` (SPEC.md section 7): a message to every live connection of the tenant. */
export async function broadcastRoutes(app: FastifyInstance, { db, realtime }: { db: Kysely<Database>; realtime: RealtimeService }) {
  app.withTypeProvider<ZodTypeProvider>().post('/consumer/send/broadcast', { schema: { body: broadcastSchema, response: { 200: okReply(z.strictObject({ delivered: z.int().min(0).describe('Live connections of the tenant it reached') })) } } }, async (request) => {
    const { message } = request.body;
    // Nothing is stored, but a message to every live session of the tenant is an act the trail keeps: it is
    // recorded first, and sent once the record is committed, so nothing goes out untraced.
    await auditedWrite(request, db, async (_trx, audit) => {
      audit.diff(null, { message });
    });
    return ok({ delivered: realtime.broadcast(request.user.tenantId, message) });
  });
}
