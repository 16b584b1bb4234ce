import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { MSG, ok } from '../http/envelope';
import type { TokenService } from '../services/tokens';
import { sendBroadcast, type RealtimeService } from '../services/realtime';
import { CLOSE_FORBIDDEN, CLOSE_UNAUTHORIZED, type RealtimeAuth, type RealtimeReady, STOMP_PATH, TOPIC02_AUTH_TIMEOUT_MS, TOPIC02_PATH } from '../../schemas/realtime';
import { broadcastSchema } from '../../schemas/broadcast';
import type { PlainSocket } from '../realtime/broker';
import { resolvePrincipal, tokenOf } from '../realtime/principal';
import { StompSession } from '../realtime/stompSession';
import { auditOf } from '../http/auditedCall';
import { databaseOutageOf } from '../db/outage';
import { op } from '../http/operations';
import { idFrom } from '../audit/idOf';

/** The part of a `ws` socket we use (the package ships no types of its own). */
interface WsSocket {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): void;
  on(event: 'close' | 'error', listener: () => void): void;
}

const OPEN = 1;
/** RFC 6455: the server cannot take the connection now (the database is away). */
const TRY_AGAIN_LATER = 1013;
const MAX_PLAIN_MESSAGE = 1024;

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

/**
 * The websocket endpoints at the root (schemas/realtime.ts documents them): STOMP 1.2 at /act/ws and the
 * plain per-user channel /websocket/topic02/:userId. Tokens travel inside the connection, in STOMP's CONNECT
 * frame or the plain channel's first message, never in the address (docs/security.md, "The websocket's
 * credentials"); these routes log at warn level only.
 */
export async function realtimeSocketRoutes(app: FastifyInstance, deps: { db: Kysely<Database>; tokens: TokenService; realtime: RealtimeService }) {
  const { db, tokens, realtime } = deps;
  await app.register(websocket, { options: { maxPayload: 128 * 1024 } });

  app.get(STOMP_PATH, { websocket: true, logLevel: 'warn' }, (rawSocket) => {
    const socket = rawSocket as unknown as WsSocket;
    // Once connected, the session ends with its user's (disabled, deleted, password reset): docs/security.md.
    let release: (() => void) | null = null;
    const session = new StompSession(
      {
        send: (text) => socket.readyState === OPEN && socket.send(text),
        close: (code, reason) => socket.readyState === OPEN && socket.close(code, reason),
      },
      {
        broker: realtime.broker,
        initialMessage: (principal, destination) => realtime.initialMessage(principal, destination),
        reminders: realtime,
        log: app.log,
        authenticate: async (headers) => {
          const result = await resolvePrincipal(
            db,
            tokens,
            tokenOf(headers.Authorization ?? headers.authorization, headers.access_token),
            headers['TENANT-ID'] ?? headers['tenant-id'] ?? headers.tenantId,
          );
          if (result.ok && !release) {
            release = realtime.broker.holdConnection(result.principal.userId, () => {
              session.end();
              if (socket.readyState === OPEN) socket.close(CLOSE_UNAUTHORIZED, 'session ended');
            });
          }
          return result;
        },
      },
    );
    const ended = () => {
      session.end();
      release?.();
    };
    socket.on('message', (data) => session.receive(toBuffer(data)));
    socket.on('close', ended);
    socket.on('error', ended);
  });

  app.get<{ Params: { userId: string }; Querystring: Record<string, string | undefined> }>(`${TOPIC02_PATH}/:userId`, { websocket: true, logLevel: 'warn' }, (rawSocket, request) => {
    const socket = rawSocket as unknown as WsSocket;
    let plain: PlainSocket | null = null;
    let closed = false;
    let checking = false;
    // Once signed in, the channel ends with its user's session (disabled, deleted, password reset): docs/security.md.
    let release: (() => void) | null = null;
    const close = (code: number, reason: string) => {
      if (!closed && socket.readyState === OPEN) socket.close(code, reason);
    };
    const end = () => {
      closed = true;
      clearTimeout(timer);
      if (plain) realtime.broker.removePlain(plain);
      release?.();
    };
    // A client that has not signed in within the time is let go.
    const timer = setTimeout(() => !checking && close(CLOSE_UNAUTHORIZED, MSG.unauthorized), TOPIC02_AUTH_TIMEOUT_MS);
    socket.on('close', end);
    socket.on('error', end);

    /** The user's channel once the token and tenant check out; closed otherwise. */
    const authenticate = (token: string | null, tenant: string | undefined) => {
      checking = true;
      clearTimeout(timer);
      void resolvePrincipal(db, tokens, token, tenant)
        .then((result) => {
          if (closed) return;
          if (!result.ok) return close(result.status === 401 ? CLOSE_UNAUTHORIZED : CLOSE_FORBIDDEN, result.message);
          if (String(result.principal.userId) !== request.params.userId) return close(CLOSE_FORBIDDEN, 'not your channel');
          plain = {
            userId: result.principal.userId,
            tenantId: result.principal.tenantId,
            send: (text) => socket.readyState === OPEN && socket.send(text),
          };
          realtime.broker.addPlain(plain);
          release = realtime.broker.holdConnection(result.principal.userId, () => close(CLOSE_UNAUTHORIZED, 'session ended'));
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
          // The database away: the client is told to try again later (RFC 6455's 1013), and does.
          const outage = databaseOutageOf(error) !== null;
          request.log[outage ? 'warn' : 'error']({ err: error }, 'topic02 authentication failed');
          close(outage ? TRY_AGAIN_LATER : 1011, outage ? 'service unavailable' : 'server error');
        });
    };

    socket.on('message', (data) => {
      const text = toBuffer(data).subarray(0, MAX_PLAIN_MESSAGE).toString('utf8').trim();
      if (plain) {
        if (text === 'ping' && socket.readyState === OPEN) socket.send('pong');
        return;
      }
      // While the sign-in is checked, nothing else is read.
      if (checking) return;
      const auth = realtimeAuthOf(text);
      if (!auth) return close(CLOSE_UNAUTHORIZED, MSG.unauthorized);
      authenticate(auth.token, auth.tenantId ?? headerText(request.headers['tenant-id']));
    });

    // A token in the address has been written to logs on its way here: refused, never read.
    const query = request.query ?? {};
    if (query.access_token !== undefined || query.token !== undefined) return close(CLOSE_UNAUTHORIZED, TOKEN_IN_ADDRESS);
    // A client that can set headers on the upgrade (not a browser) signs in with them.
    const bearer = tokenOf(request.headers.authorization, undefined);
    if (bearer) authenticate(bearer, headerText(request.headers['tenant-id']));
  });
}

/** The close reason of a plain channel opened with a token in its address. */
export const TOKEN_IN_ADDRESS = 'send the token in the first message, never in the address';

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The plain channel's first message as a sign-in (schemas/realtime.ts), or null when it is not one. */
export function realtimeAuthOf(text: string): { token: string; tenantId?: string } | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { type, token, tenantId } = message as Partial<Record<keyof RealtimeAuth, unknown>>;
  if (type !== 'auth' || typeof token !== 'string') return null;
  if (tenantId !== undefined && typeof tenantId !== 'string' && typeof tenantId !== 'number') return null;
  return { token, ...(tenantId === undefined ? {} : { tenantId: String(tenantId) }) };
}

/** `POST /consumer/send/broadcast` (docs/product.md#logs-messages-and-realtime): a message to every live connection of the tenant. */
export async function broadcastRoutes(app: FastifyInstance, { db, realtime }: { db: Kysely<Database>; realtime: RealtimeService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/consumer/send/broadcast',
    {
      schema: { body: broadcastSchema, response: { 200: okReply(z.strictObject({ delivered: z.int().min(0).describe('Live connections of the tenant it reached') })) } },
      config: { operation: op('broadcastMessage', 'Send a message to every live session of the tenant', 'logs'), audit: { entity: 'broadcast', action: 'send', idOf: idFrom.none } },
    },
    async (request) => {
      return ok({ delivered: await sendBroadcast(db, auditOf(request), realtime, request.user.tenantId, request.body.message) });
    },
  );
}
