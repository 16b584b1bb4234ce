import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOf } from '../../schemas/idempotency';
import { requireVersion } from '../audit/versions';
import { auditOf } from './auditedCall';

/**
 * Record versions at the edge (docs/api.md, "Idempotency keys and versions"): a single read names its record's
 * version in `ETag`, and a write of a money-carrying record without the version it read is refused before anything
 * is read (428). The check of the version itself runs in the write's transaction (server/audit/versions.ts).
 */

/** 428 before anything is read: a money-carrying record's write without the version it read. */
export const requireVersionFor = (request: FastifyRequest): void => requireVersion(auditOf(request));

/** A single read's record, its version named in ETag. */
export function tagged<T extends { version: number }>(reply: FastifyReply, record: T): T {
  reply.header('etag', etagOf(record.version));
  return record;
}
