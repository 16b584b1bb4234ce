import type { AuthUser } from '../http/auth';
import { MAIN_TENANT_ID, TENANT_ADMIN_ROLES } from '../services/menuAdmin';

/**
 * Who reads a tenant's audit trail (docs/security.md#audit-trail): its own administrators. The trail's page and the
 * dashboards' sign-ins per day (docs/screens.md "Dashboards"), which count the trail's sign-in records, ask the same.
 */
export const isTenantAdmin = (user: Pick<AuthUser, 'homeTenantId' | 'roles'>, tenantId: number) =>
  user.homeTenantId === tenantId && user.roles.some((role) => TENANT_ADMIN_ROLES.includes(role));

/** Who checks any tenant's chain: the main tenant's administrators. */
export const isMainTenantAdmin = (user: Pick<AuthUser, 'homeTenantId' | 'roles'>) => user.homeTenantId === MAIN_TENANT_ID && user.roles.includes('ROLE_ADMIN');
