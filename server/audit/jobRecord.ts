import type { AuditFieldChange } from '../../schemas/audit';
import type { AuditDraft } from './chain';

/**
 * What a scheduled job records on a tenant's trail (docs/security.md#audit-trail): no user nor client, the method
 * JOB, the job's name as the route, and the fields it changed. The audit retention and the approvals' expiry write
 * their runs this way.
 */
export const jobAuditRecord = (job: { tenantId: number; route: string; action: string; entity: string; entityId: string | null; changes: AuditFieldChange[] }): AuditDraft => ({
  tenantId: job.tenantId,
  userId: null,
  username: 'system',
  actualName: null,
  clientIp: null,
  userAgent: null,
  method: 'JOB',
  route: job.route,
  action: job.action,
  entity: job.entity,
  entityId: job.entityId,
  changes: JSON.stringify(job.changes),
  result: 'ok',
  errorCode: null,
  errorMsg: null,
});
