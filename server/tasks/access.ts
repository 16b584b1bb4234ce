import { allExports, findExport, findImport } from './registry';

/** Who asks about a task: a request's user in the request's tenant, with the permissions of their roles. */
export interface TaskReader {
  tenantId: number;
  userId: number;
  permissions: readonly string[];
}

/** Whether the user may start a task of a declaration (no permission declared: anyone who may list). */
export const mayRun = (user: TaskReader, def: { permission?: string }) => !def.permission || user.permissions.includes(def.permission);

/**
 * Who sees a task and its file: always within the request's tenant; the creator, and every holder of the
 * declaration's permission (e.g. whoever may import account types sees all account type imports).
 */
export function maySeeImport(user: TaskReader, row: { tenant_id: number; creator_id: number; template_code: string }): boolean {
  if (row.tenant_id !== user.tenantId) return false;
  if (row.creator_id === user.userId) return true;
  const def = findImport(row.template_code);
  return Boolean(def?.permission && user.permissions.includes(def.permission));
}

export function maySeeExport(user: TaskReader, row: { tenant_id: number; creator_id: number; bill_type: string | null }): boolean {
  if (row.tenant_id !== user.tenantId) return false;
  if (row.creator_id === user.userId) return true;
  const def = findExport(row.bill_type ?? undefined);
  return Boolean(def?.permission && user.permissions.includes(def.permission));
}

/** Bill types whose every task the user sees (for the log query). */
export const exportTypesSeenInFull = (user: TaskReader) =>
  allExports()
    .filter((d) => d.permission && user.permissions.includes(d.permission))
    .map((d) => d.billType);
