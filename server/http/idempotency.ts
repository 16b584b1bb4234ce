import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AUDIT_ID_HEADER } from '../../schemas/auditHeaders';
import { ENCRYPT_HEADER } from '../../schemas/envelope';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MSG, IDEMPOTENT_REPLAYED_HEADER, OVERWRITE_HEADER } from '../../schemas/idempotency';
import type { Database } from '../db/schema';
import { claimKey, heldKey, markCommitted, releaseKey, storeResults, takeOverKey, type KeptResult } from '../repositories/idempotencyKeys';
import type { KeyMark } from '../audit/chain';
import { ApiError } from './envelope';

/**
 * Idempotency keys on every write of the signed-in scope (docs/api.md, "Idempotency keys and versions"), after
 * Stripe's keys and the IETF draft "The Idempotency-Key HTTP Header Field":
 *
 * - a write sent with `Idempotency-Key` takes the key (user, key) in a row of its own, committed before the work
 *   starts, with a fingerprint of the request (method, route, parameters, query, body, tenant, If-Match);
 * - its first result (status, body bytes, the headers that matter) is kept once answered, and a repeat with the
 *   same request gets exactly that back, marked `Idempotent-Replayed: true`, for a day, on any instance;
 * - the same key with another request is refused 422; a repeat while the first still runs, 409 with `Retry-After`;
 * - the work's own transaction marks the key done only while its run holds the key, so at most one run commits.
 *
 * When the first run fails: a refusal (4xx) is its result and is given back like a success; a fault (5xx) before
 * the transaction committed gives the key back (while the database is away, as soon as it answers again), so the
 * repeat runs afresh; a run that died (an instance gone)
 * before committing leaves its key to be taken by a repeat once its lease is over; one that died between its
 * commit and keeping the result leaves a key whose repeats are told so (409, `lost`), never run twice. Calls
 * without a key behave as before; reads (GET, and the POSTs that only search) take none.
 */

/** How long a run holds its key before a repeat may presume it dead (the work itself takes milliseconds). */
export const LEASE_SECONDS = 60;
/** The reply headers a replay gives back with the body: its type, its undo mark, the encryption flag, a version tag. */
const KEPT_HEADERS = ['content-type', 'content-disposition', 'etag', AUDIT_ID_HEADER, ENCRYPT_HEADER] as const;

/** One keyed call: the key it carries and, once taken, the run that holds it. */
export class KeyedRun {
  /** This run holds the key (taken, not a repeat). */
  held = false;
  /** The call was answered from a kept result. */
  replayed = false;
  /** A multipart upload: the key is taken once the route has read the file, with its fingerprint. */
  readonly deferred: boolean;
  /** Takes the key of a deferred run with what the route read (true: the call was answered here). */
  claim: ((body: unknown) => Promise<boolean>) | null = null;
  readonly runId = randomUUID();

  constructor(
    readonly key: string,
    readonly userId: number,
    readonly tenantId: number,
    deferred: boolean,
  ) {
    this.deferred = deferred;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The call's idempotency key and its run, for a keyed write; null otherwise. */
    idempotency: KeyedRun | null;
  }
}

/** The key a caller sent: bare, or a structured-field string in double quotes. */
function parseKey(raw: string | string[] | undefined): string {
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const bare = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  if (!IDEMPOTENCY_KEY_PATTERN.test(bare)) throw new ApiError(400, IDEMPOTENCY_MSG.badKey, { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_MSG.badKey });
  return bare;
}

/** JSON with object keys in order, so that two spellings of one request have one fingerprint. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** What makes two calls the same request: route, its inputs as the route read them, tenant and the version sent. */
function fingerprintOf(request: FastifyRequest, body: unknown): string {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : null;
  };
  const text = canonicalJson([
    request.method,
    request.routeOptions.url ?? '',
    request.params ?? null,
    request.query ?? null,
    body,
    request.user.tenantId,
    header('if-match'),
    header(OVERWRITE_HEADER),
  ]);
  return createHash('sha256').update(text).digest('hex');
}

/** Gives back a kept first result exactly as it was answered. */
function replay(reply: FastifyReply, run: KeyedRun, status: number, headers: Record<string, string>, body: Uint8Array) {
  run.replayed = true;
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.code(status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(Buffer.from(body));
}

/**
 * Takes the key for this call, or answers it: the kept result, 422 for another request under the key, 409 while
 * the first still runs (or when its result was lost). True when the call was answered here.
 */
async function claimOrAnswer(db: Kysely<Database>, keeper: ResultKeeper, request: FastifyRequest, reply: FastifyReply, run: KeyedRun, body: unknown): Promise<boolean> {
  const fingerprint = fingerprintOf(request, body);
  const claim = {
    userId: run.userId,
    key: run.key,
    tenantId: run.tenantId,
    method: request.method,
    route: (request.routeOptions.url ?? '').slice(0, 200),
    fingerprint,
    runId: run.runId,
    leaseSeconds: LEASE_SECONDS,
  };
  // Twice at most: a key swept between the two statements is simply taken on the second round.
  for (let round = 0; round < 2; round += 1) {
    if (await claimKey(db, claim)) {
      run.held = true;
      return false;
    }
    const held = await heldKey(db, run.userId, run.key);
    if (!held) continue;
    // Kept past its day (not swept yet), or held by a run that died before committing: this repeat takes it.
    if ((held.expired || (held.status === null && !held.committed && held.leaseOver && held.fingerprint === fingerprint)) && (await takeOverKey(db, claim))) {
      run.held = true;
      return false;
    }
    if (held.fingerprint !== fingerprint) throw new ApiError(422, IDEMPOTENCY_MSG.reused);
    if (held.status !== null && held.body) {
      replay(reply, run, held.status, held.headers ?? {}, held.body);
      return true;
    }
    if (held.committed && held.leaseOver) throw new ApiError(409, IDEMPOTENCY_MSG.lost);
    // Answered but not kept yet: from this instance's own queue at once, else from the row once it is written
    // (a committed run's reply surely comes; an uncommitted one may still be running, so it is waited for briefly).
    const queued = keeper.queuedFor(run.userId, run.key);
    const kept = queued ?? (await keptSoon(db, run.userId, run.key, held.committed ? KEPT_WAIT_MS : KEEP_DELAY_MS * 3));
    if (kept && kept.status !== null && kept.body) {
      replay(reply, run, kept.status, kept.headers ?? {}, kept.body);
      return true;
    }
    reply.header('retry-after', '1');
    throw new ApiError(409, IDEMPOTENCY_MSG.inFlight);
  }
  reply.header('retry-after', '1');
  throw new ApiError(409, IDEMPOTENCY_MSG.inFlight);
}

/** How long a repeat waits for the reply of a run that has committed (it is being kept as it leaves). */
const KEPT_WAIT_MS = 500;
const KEPT_POLL_MS = 20;

/** The kept result of a run once it is in its row, or undefined after `waitMs` (or once the key is gone). */
async function keptSoon(db: Kysely<Database>, userId: number, key: string, waitMs: number) {
  for (let waited = 0; waited < waitMs; waited += KEPT_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, KEPT_POLL_MS));
    const held = await heldKey(db, userId, key);
    if (!held) return undefined;
    if (held.status !== null && held.body) return held;
  }
  return undefined;
}

/**
 * A multipart upload's key, taken once its route has read the file (a hook cannot read the stream without taking
 * it from the route): the fingerprint then covers what the route read. True when the call was answered here
 * (the route then returns the reply as it is).
 */
export async function claimUploadKey(request: FastifyRequest, upload: { fileName: string; bytes: Buffer }): Promise<boolean> {
  const run = request.idempotency;
  if (!run || !run.deferred || run.held || !run.claim) return false;
  const file = createHash('sha256').update(upload.bytes).digest('hex');
  return run.claim({ fileName: upload.fileName, file });
}

/** The key a keyed write's audit record marks done in its own statement (appendAudit), while the run holds it. */
export const keyMarkOf = (request: FastifyRequest): KeyMark | undefined => {
  const run = request.idempotency;
  return run?.held ? { userId: run.userId, key: run.key, runId: run.runId } : undefined;
};

/**
 * A run whose key was taken over meanwhile (presumed dead after its lease) must not commit: its transaction rolls
 * back with 409, and its reply is not kept (the successor's is).
 */
export function keyTakenOver(request: FastifyRequest): never {
  if (request.idempotency) request.idempotency.held = false;
  throw new ApiError(409, IDEMPOTENCY_MSG.inFlight);
}

/**
 * Inside a write's transaction that appends no audit record (auditing off): the key's work is done when this
 * commits, by a statement of its own.
 */
export async function markKeyCommitted(request: FastifyRequest, trx: Kysely<Database>): Promise<void> {
  const mark = keyMarkOf(request);
  if (mark && !(await markCommitted(trx, mark.userId, mark.key, mark.runId))) keyTakenOver(request);
}

/**
 * Whether a route's calls take a key: every POST, PUT and DELETE that declares what it records (its audit fact,
 * docs/architecture.md#a-routes-facts), a write.
 */
export const takesKey = (method: string, facts: { audit?: unknown } | undefined) => (method === 'POST' || method === 'PUT' || method === 'DELETE') && facts?.audit !== undefined;

export interface IdempotencyOptions {
  apiBase: string;
}

/** How long a reply waits to be kept, so that the replies of a busy moment are kept in one statement. */
const KEEP_DELAY_MS = 40;

/**
 * The first results on their way into their keys' rows: written behind the replies, those of a busy moment in one
 * statement, so that no keyed write's reply waits for a round trip more (docs/performance.md#budgets: a keyed recharge at
 * most 10% slower). A repeat that finds a key committed but its result not yet kept waits for it (KEPT_WAIT_MS);
 * a stopping server writes what it holds.
 */
class ResultKeeper {
  private queued: KeptResult[] = [];
  private inWrite: KeptResult[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyInstance['log'],
  ) {}

  keep(result: KeptResult) {
    this.queued.push(result);
    this.timer ??= setTimeout(() => void this.flush(), KEEP_DELAY_MS);
  }

  /**
   * A result of this instance still on its way into its row (or being written now). A fault is not answered from
   * here: it is kept only if its work committed, which its row tells (storeResults).
   */
  queuedFor(userId: number, key: string): { status: number; headers: Record<string, string>; body: Buffer } | undefined {
    const found = [...this.queued, ...this.inWrite].find((r) => r.userId === userId && r.key === key && r.status < 500);
    return found && { status: found.status, headers: found.headers, body: found.body };
  }

  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.queued;
    this.queued = [];
    this.inWrite.push(...batch);
    this.writing = this.writing.then(() =>
      storeResults(this.db, batch)
        .catch((error: unknown) => {
          // The replies went out; their keys stay committed without a result (repeats wait, then are told it was lost).
          this.log.error({ err: error, keys: batch.length }, 'IDEMPOTENCY RESULTS NOT KEPT');
        })
        .finally(() => {
          this.inWrite = this.inWrite.filter((r) => !batch.includes(r));
        }),
    );
    return this.writing;
  }
}

/** How often a key that could not be given back is tried again, while its lease lasts. */
export const RELEASE_RETRY_MS = 1000;

/**
 * Keys a failed run could not give back (the database away when it answered 5xx): given back as soon as the
 * database answers, tried each RELEASE_RETRY_MS while the run's lease lasts (after it, a repeat takes the key over
 * anyway). Giving back never touches a key whose work committed, nor one another run took over.
 */
class PendingReleases {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyInstance['log'],
  ) {}

  retry(run: KeyedRun, until = Date.now() + LEASE_SECONDS * 1000) {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      releaseKey(this.db, run.userId, run.key, run.runId).catch((error: unknown) => {
        if (Date.now() + RELEASE_RETRY_MS < until) this.retry(run, until);
        else this.log.warn({ err: error }, 'IDEMPOTENCY KEY LEFT TO ITS LEASE');
      });
    }, RELEASE_RETRY_MS);
    timer.unref();
    this.timers.add(timer);
  }

  stop() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}

/**
 * The keys' hooks on the signed-in scope: taken before the handler, the result kept behind the reply (ResultKeeper).
 */
export function registerIdempotency(scope: FastifyInstance, db: Kysely<Database>, options: IdempotencyOptions) {
  scope.decorateRequest('idempotency', null);
  const keeper = new ResultKeeper(db, scope.log);
  const releases = new PendingReleases(db, scope.log);
  scope.addHook('onClose', async () => {
    releases.stop();
    await keeper.flush();
  });

  scope.addHook('preHandler', async (request, reply) => {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    if (raw === undefined || !request.user) return;
    const url = request.routeOptions.url;
    if (!url?.startsWith(options.apiBase)) return;
    if (!takesKey(request.method, request.routeOptions.config)) return;
    const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
    const run = new KeyedRun(parseKey(raw), request.user.userId, request.user.tenantId, multipart);
    request.idempotency = run;
    if (run.deferred) {
      run.claim = (body) => claimOrAnswer(db, keeper, request, reply, run, body);
      return;
    }
    if (await claimOrAnswer(db, keeper, request, reply, run, request.body ?? null)) return reply;
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const run = request.idempotency;
    if (!run?.held) return payload;
    run.held = false;
    const status = reply.statusCode;
    const bytes = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : Buffer.isBuffer(payload) ? payload : null;
    const result: KeptResult | null = bytes ? { userId: run.userId, key: run.key, runId: run.runId, status, headers: keptHeaders(reply), body: bytes } : null;
    if (status >= 500 || !result) {
      // A fault before anything committed (or a reply that cannot be kept) changed nothing: the key is given back
      // and its repeat runs afresh. Once committed the key stays (giving it back is refused) and a fault is kept as
      // its result; a reply that cannot be kept leaves its repeats told that the result was lost.
      try {
        await releaseKey(db, run.userId, run.key, run.runId);
      } catch (error) {
        // The database is away (the fault was likely its absence): the key is given back once it answers again,
        // so that the console's repeat then runs afresh instead of waiting out the lease.
        request.log.warn({ err: error, route: request.routeOptions.url }, 'IDEMPOTENCY KEY NOT GIVEN BACK YET');
        releases.retry(run);
      }
    }
    if (result) keeper.keep(result);
    return payload;
  });
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) kept[name] = String(value);
  }
  return kept;
}
