import type { Kysely } from 'kysely';
import { SCREEN_MSG, type ScreenDeclaration } from '../../schemas/runtimeScreen';
import { checkAgainstSource } from '../../schemas/screenSources';
import type { Database } from '../db/schema';
import { ApiError } from '../http/envelope';
import { inputFailure } from '../http/validate';
import { auditedWrite, type AuditedCall } from '../audit/write';
import { expectVersion } from '../audit/versions';
import { menuNodesUsingScreen, screenQueries, screenRecord } from '../repositories/screens';

/**
 * The designer's writes of screens built at run time (docs/screens.md#screens-built-at-run-time): per tenant, every draft
 * a numbered version, one version published; each audited in its own transaction. `by` is the designer's user name,
 * kept on each version. A screen a menu node opens stays published and is not deleted.
 */

/** A declaration naming what its source does not offer: 400, each message at the part it concerns. */
function checkSource(decl: ScreenDeclaration) {
  const issues = checkAgainstSource(decl);
  if (issues.length > 0) throw inputFailure(issues);
}

/** The tenant's screen, or 404 with the designer's message. */
export async function tenantScreen(db: Kysely<Database>, tenantId: number, id: number) {
  const row = await screenQueries.find(db, tenantId, id);
  if (!row) throw new ApiError(404, SCREEN_MSG.notFound);
  return row;
}

/** A screen in use by menu nodes cannot stop being published: the refusal lists those nodes. */
async function refuseIfInMenu(db: Kysely<Database>, tenantId: number, key: string) {
  const nodes = await menuNodesUsingScreen(db, tenantId, key);
  if (nodes.length > 0) throw new ApiError(400, `${SCREEN_MSG.inMenu}${nodes.map((n) => `${n.name}（${n.id}）`).join('、')}`, undefined, { menuNodes: nodes });
}

/** A new screen of a key the tenant has not used: its id (version 1, a draft). */
export function createScreen(db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, decl: ScreenDeclaration) {
  checkSource(decl);
  return auditedWrite(call, db, async (trx, audit) => {
    if (await screenQueries.taken(trx, tenantId, decl.key)) throw new ApiError(400, SCREEN_MSG.keyTaken, { key: SCREEN_MSG.keyTaken });
    const id = await screenQueries.insert(trx, tenantId, decl, by);
    audit.target(id).diff(null, { version: 1, ...decl });
    return id;
  });
}

/** A new draft version of the screen: its number, and the record's version the save left (read in its transaction). */
export function saveScreenVersion(db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number, decl: ScreenDeclaration) {
  checkSource(decl);
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const screen = await screenQueries.lock(trx, tenantId, id);
    if (!screen) throw new ApiError(404, SCREEN_MSG.notFound);
    await expectVersion(call, trx, await screenRecord(trx, screen));
    if (screen.screen_key !== decl.key) throw new ApiError(400, SCREEN_MSG.keyFixed, { key: SCREEN_MSG.keyFixed });
    const before = await screenQueries.declaration(trx, id, screen.latest_version);
    const next = screen.latest_version + 1;
    const recordVersion = await screenQueries.addVersion(trx, id, next, decl, by);
    audit.diff({ latestVersion: screen.latest_version, ...before }, { latestVersion: next, ...decl });
    return { version: next, recordVersion };
  });
}

/** Publishes a version: the newest (publish) or an earlier one again (rollback). */
export function publishScreen(db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number, version: number | 'latest') {
  return auditedWrite(call, db, async (trx, audit) => {
    audit.target(id);
    const screen = await screenQueries.lock(trx, tenantId, id);
    if (!screen) throw new ApiError(404, SCREEN_MSG.notFound);
    await expectVersion(call, trx, await screenRecord(trx, screen));
    const wanted = version === 'latest' ? screen.latest_version : version;
    if (!(await screenQueries.versionExists(trx, id, wanted))) throw new ApiError(404, SCREEN_MSG.versionMissing);
    await screenQueries.setPublished(trx, id, wanted, by);
    audit.field('publishedVersion', screen.published_version, wanted);
  });
}

export async function unpublishScreen(db: Kysely<Database>, call: AuditedCall, tenantId: number, by: string, id: number) {
  const screen = await tenantScreen(db, tenantId, id);
  await refuseIfInMenu(db, tenantId, screen.screen_key);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(screen.id);
    const locked = await screenQueries.lock(trx, tenantId, Number(screen.id));
    if (!locked) throw new ApiError(404, SCREEN_MSG.notFound);
    await expectVersion(call, trx, await screenRecord(trx, locked));
    await screenQueries.setPublished(trx, Number(screen.id), null, by);
    audit.field('publishedVersion', screen.published_version, null);
  });
}

export async function removeScreen(db: Kysely<Database>, call: AuditedCall, tenantId: number, id: number) {
  const screen = await tenantScreen(db, tenantId, id);
  await refuseIfInMenu(db, tenantId, screen.screen_key);
  const before = await screenRecord(db, screen);
  await auditedWrite(call, db, async (trx, audit) => {
    audit.target(screen.id);
    await screenQueries.delete(trx, Number(screen.id));
    audit.diff({ key: before.key, publishedVersion: before.publishedVersion, latestVersion: before.latestVersion }, null);
  });
}
