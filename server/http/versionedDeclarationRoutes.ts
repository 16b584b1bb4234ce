import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { okReply } from '../../schemas/reply';
import { staleReply } from '../../schemas/version';
import type { AuditEntity } from '../../schemas/auditEnums';
import type { Database } from '../db/schema';
import type { AuditedCall } from '../audit/write';
import { idFrom } from '../audit/idOf';
import { formatDateTime } from '../domain/time';
import { auditOf } from './auditedCall';
import { ok } from './envelope';
import type { OperationText } from './operations';
import { tagged } from './versions';

/**
 * The routes of a versioned declaration (docs/screens.md#screens-built-at-run-time and docs/screens.md "Dashboards"):
 * a tenant's record holding numbered versions of a declaration, one published, every change audited. Runtime screens
 * (server/routes/screenAdmin.ts) and module home dashboards (server/routes/dashboard.ts) are both this: one record
 * with its newest declaration and its version in `ETag`, its versions newest first, create (version 1, a draft),
 * save a new draft version (based on the record's version: 412 with the record as it stands when that is stale),
 * publish the newest version or an earlier one again, withdraw it, delete the record. What differs is given: the
 * paths, operations, schemas, audited entity, permission gate and the service calls; the route file keeps its own
 * page and its other routes, registered before these so that the document keeps its order.
 */

/** A record's row as the services find it: its id and the version it publishes. */
interface DeclarationRow {
  id: unknown;
  published_version: number | null;
}

/** One stored version of the declaration, as the repository reads it. */
interface DeclarationVersionRow<D> {
  version: number;
  create_by: string | null;
  create_time: Date | string;
  declaration: D;
}

/** The operation of each route (its id, summary, tag and the screen that uses it; server/http/operations.ts). */
export interface VersionedDeclarationOperations {
  get: OperationText;
  versions: OperationText;
  create: OperationText;
  update: OperationText;
  publish: OperationText;
  rollback: OperationText;
  unpublish: OperationText;
  delete: OperationText;
}

export interface VersionedDeclaration<D extends object, Row extends DeclarationRow, Rec extends { version: number }> {
  /** The record's path under the API base (`/admin/screen`): `{base}/:id`, `{base}/:id/versions`, `{base}/:id/publish`… */
  base: string;
  operations: VersionedDeclarationOperations;
  /** What every call is recorded as in the audit trail. */
  entity: AuditEntity;
  /** The permission the designer needs, checked before the input is read. */
  gate: preValidationHookHandler;
  schemas: {
    /** `{ id }`, its message the record's not-found one. */
    id: z.ZodType<{ id: number }>;
    /** `{ id, version }` of a rollback. */
    versionParams: z.ZodType<{ id: number; version: number }>;
    /** The declaration a create sends. */
    declaration: z.ZodType<D>;
    /** The record's id, the record version the draft was based on, and the new declaration. */
    update: z.ZodType<D & { id: number; version?: number | undefined }>;
    /** The record as the designer sees it (also the 412's). */
    record: z.ZodType;
    /** One version of the declaration. */
    version: z.ZodType;
    /** A saved draft: `{ id, version, recordVersion }`. */
    saved: z.ZodType;
  };
  /** The tenant's record, or 404 with its message. */
  find: (db: Kysely<Database>, tenantId: number, id: number) => Promise<Row>;
  /** The record as the designer sees it, with its newest declaration and its record version. */
  record: (db: Kysely<Database>, row: Row) => Promise<Rec>;
  /** The record's versions, newest first. */
  versions: (db: Kysely<Database>, id: number) => Promise<DeclarationVersionRow<D>[]>;
  /** The audited writes (server/services/): each in its own transaction. */
  create: (db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, decl: D) => Promise<number>;
  /** A new draft version: its number, and the record's version after the save. */
  save: (db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number, decl: D) => Promise<{ version: number; recordVersion: number }>;
  publish: (db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number, version: number | 'latest') => Promise<unknown>;
  unpublish: (db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number) => Promise<unknown>;
  remove: (db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number) => Promise<unknown>;
}

/** Registers a versioned declaration's routes on the signed-in scope (see above). */
export function versionedDeclarationRoutes<D extends object, Row extends DeclarationRow, Rec extends { version: number }>(
  fastify: FastifyInstance,
  db: Kysely<Database>,
  declared: VersionedDeclaration<D, Row, Rec>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { base, operations, entity, gate, schemas } = declared;
  const done = { 200: okReply(z.boolean()) };
  const saved = { 200: okReply(schemas.saved) };
  /** A change of the record: 412 with the record as it stands when the version it was based on is stale. */
  const changed = { ...done, ...staleReply(schemas.record) };
  const find = (request: FastifyRequest, id: number) => declared.find(db, request.user.tenantId, id);

  app.get(
    `${base}/:id`,
    { schema: { params: schemas.id, response: { 200: okReply(schemas.record) } }, preValidation: gate, config: { operation: operations.get } },
    async (request, reply) => ok(tagged(reply, await declared.record(db, await find(request, request.params.id)))),
  );

  app.get(
    `${base}/:id/versions`,
    { schema: { params: schemas.id, response: { 200: okReply(z.array(schemas.version)) } }, preValidation: gate, config: { operation: operations.versions } },
    async (request) => {
      const row = await find(request, request.params.id);
      const rows = await declared.versions(db, Number(row.id));
      return ok(
        rows.map((r) => ({
          version: r.version,
          createBy: r.create_by,
          createTime: formatDateTime(r.create_time) ?? '',
          published: r.version === row.published_version,
          declaration: r.declaration,
        })),
      );
    },
  );

  app.post(
    base,
    {
      schema: { body: schemas.declaration, response: saved },
      preValidation: gate,
      config: { operation: operations.create, audit: { entity, action: 'create', idOf: idFrom.none } },
    },
    async (request) => {
      const id = await declared.create(db, auditOf(request), request.user.tenantId, request.user.username, request.body as D);
      return ok({ id, version: 1, recordVersion: 1 });
    },
  );

  app.put(
    base,
    {
      schema: { body: schemas.update, response: { ...saved, ...staleReply(schemas.record) } },
      preValidation: gate,
      config: { operation: operations.update, audit: { entity, action: 'update' } },
    },
    async (request) => {
      // The version the draft was based on is the record's, never part of the declaration kept.
      const { id, version: _basedOn, ...decl } = request.body as D & { id: number; version?: number };
      return ok({ id, ...(await declared.save(db, auditOf(request), request.user.tenantId, request.user.username, id, decl as unknown as D)) });
    },
  );

  /** Publishes a version: the newest (publish) or an earlier one again (rollback). */
  const publish = (request: FastifyRequest, id: number, version: number | 'latest') => declared.publish(db, auditOf(request), request.user.tenantId, request.user.username, id, version);

  app.post(
    `${base}/:id/publish`,
    { schema: { params: schemas.id, response: changed }, preValidation: gate, config: { operation: operations.publish, audit: { entity, action: 'publish' } } },
    async (request) => {
      await publish(request, request.params.id, 'latest');
      return ok(true);
    },
  );

  app.post(
    `${base}/:id/rollback/:version`,
    { schema: { params: schemas.versionParams, response: changed }, preValidation: gate, config: { operation: operations.rollback, audit: { entity, action: 'rollback' } } },
    async (request) => {
      await publish(request, request.params.id, request.params.version);
      return ok(true);
    },
  );

  app.post(
    `${base}/:id/unpublish`,
    { schema: { params: schemas.id, response: changed }, preValidation: gate, config: { operation: operations.unpublish, audit: { entity, action: 'unpublish' } } },
    async (request) => {
      await declared.unpublish(db, auditOf(request), request.user.tenantId, request.user.username, request.params.id);
      return ok(true);
    },
  );

  app.delete(
    `${base}/:id`,
    { schema: { params: schemas.id, response: done }, preValidation: gate, config: { operation: operations.delete, audit: { entity, action: 'delete' } } },
    async (request) => {
      await declared.remove(db, auditOf(request), request.user.tenantId, request.params.id);
      return ok(true);
    },
  );
}
