import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogProps, PagePluginProps, ToolbarPluginProps, WidgetPluginProps } from './vocabulary/plugins';

/**
 * The bespoke pieces a declaration plugs in by name (DESIGN.md section 4: a typed, named plug-in rather than
 * arbitrary render code). Each loads with its first use; a declaration that names one that is not here does not
 * compile.
 */
type Lazy<P> = LazyExoticComponent<ComponentType<P>>;

export const dialogPlugins = {
  recharge: lazy(() => import('@/pages/accountCenter/dialogs/RechargeDialog')),
  accountPermission: lazy(() => import('@/pages/accountCenter/dialogs/PermissionDialog')),
  cityMappingEdit: lazy(() => import('@/pages/cityMapping/CityMappingEditDialog')),
  auditDetail: lazy(() => import('@/pages/audit/AuditDetailDialog')),
  screenEditor: lazy(() => import('@/pages/screenDesigner/ScreenEditorDialog')),
  screenVersions: lazy(() => import('@/pages/screenDesigner/ScreenVersionsDialog')),
} satisfies Record<string, Lazy<DialogProps>>;

export const toolbarPlugins = {
  citySync: lazy(() => import('@/pages/cityMapping/CitySyncButton')),
  auditVerify: lazy(() => import('@/pages/audit/AuditVerifyButton')),
} satisfies Record<string, Lazy<ToolbarPluginProps>>;

export const widgetPlugins = {
  /** The organisation tree dialog as a form control: the chosen organisations, shown as a table. */
  orgPicker: lazy(() => import('@/pages/accountCenter/pickers/OrgPickerField')),
  /** Employees picked on the add-person page (or searched by name), shown as a table. */
  employeePicker: lazy(() => import('@/pages/accountCenter/pickers/EmployeePickerField')),
  parentMenu: lazy(() => import('@/pages/menuAdmin/ParentMenuSelect')),
  /** A menu path, with the published runtime screens offered as `/s/{key}`. */
  menuPath: lazy(() => import('@/pages/menuAdmin/MenuPathInput')),
} satisfies Record<string, Lazy<WidgetPluginProps>>;

export const pagePlugins = {
  menuAdmin: lazy(() => import('@/pages/menuAdmin/MenuAdminPage')),
  tenantMenu: lazy(() => import('@/pages/tenantMenu/TenantMenuPage')),
} satisfies Record<string, Lazy<PagePluginProps>>;

export type DialogPluginName = keyof typeof dialogPlugins;
export type ToolbarPluginName = keyof typeof toolbarPlugins;
export type WidgetPluginName = keyof typeof widgetPlugins;
export type PagePluginName = keyof typeof pagePlugins;
