import { lazy } from 'react';
import type { PluginRegistry } from '@/engine/plugins/PluginRegistry';

/**
 * The console's bespoke pieces under the names declarations use (resources/plugins.ts). Each loads with its
 * first use. SignedInProviders hands this registry to the engine.
 */
export const consolePlugins: PluginRegistry = {
  dialogs: {
    recharge: lazy(() => import('@/pages/accountCenter/dialogs/RechargeDialog')),
    accountPermission: lazy(() => import('@/pages/accountCenter/dialogs/PermissionDialog')),
    auditDetail: lazy(() => import('@/pages/audit/AuditDetailDialog')),
    screenEditor: lazy(() => import('@/pages/screenDesigner/ScreenEditorDialog')),
    screenVersions: lazy(() => import('@/pages/screenDesigner/ScreenVersionsDialog')),
    dashboardEditor: lazy(() => import('@/pages/dashboard/designer/DashboardEditorDialog')),
    dashboardVersions: lazy(() => import('@/pages/dashboard/designer/DashboardVersionsDialog')),
    userPassword: lazy(() => import('@/pages/access/ResetPasswordDialog')),
  },
  toolbars: {
    citySync: lazy(() => import('@/pages/cityMapping/CitySyncButton')),
    auditVerify: lazy(() => import('@/pages/audit/AuditVerifyButton')),
  },
  widgets: {
    orgPicker: lazy(() => import('@/pages/accountCenter/pickers/OrgPickerField')),
    employeePicker: lazy(() => import('@/pages/accountCenter/pickers/EmployeePickerField')),
    parentMenu: lazy(() => import('@/pages/menuAdmin/ParentMenuSelect')),
    menuPath: lazy(() => import('@/pages/menuAdmin/MenuPathInput')),
    deptTree: lazy(() => import('@/pages/access/DeptTreeSelect')),
    menuTree: lazy(() => import('@/pages/access/MenuTreeField')),
  },
  pages: {
    menuAdmin: lazy(() => import('@/pages/menuAdmin/MenuAdminPage')),
    tenantMenu: lazy(() => import('@/pages/tenantMenu/TenantMenuPage')),
    approvalInbox: lazy(() => import('@/pages/approval/shell/InboxPage')),
    approvalRequest: lazy(() => import('@/pages/approval/shell/RequestPage')),
    approvalRules: lazy(() => import('@/pages/approval/rules/ApprovalRulesPage')),
  },
};
