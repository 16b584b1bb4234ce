import { MAIN_TENANT_ID, TENANT_ADMIN_ROLES } from './menuTree';

/** What the rule reads of a user: their own tenant and their roles' codes. */
interface RoleHolder {
  homeTenantId: number;
  roles: readonly string[];
}

/**
 * Who reads a tenant's audit trail (docs/security.md#audit-trail): its own administrators. The trail's page and the
 * dashboards' sign-ins per day (docs/screens.md "Dashboards"), which count the trail's sign-in records, ask the same.
 */
export const isTenantAdmin = (user: RoleHolder, tenantId: number) => user.homeTenantId === tenantId && user.roles.some((role) => TENANT_ADMIN_ROLES.includes(role));

/** Who checks any tenant's chain: the main tenant's administrators. */
export const isMainTenantAdmin = (user: RoleHolder) => user.homeTenantId === MAIN_TENANT_ID && user.roles.includes('ROLE_ADMIN');
