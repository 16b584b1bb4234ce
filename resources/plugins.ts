/**
 * The bespoke pieces a declaration plugs in by name (DESIGN.md section 4: a typed, named plug-in rather than
 * arbitrary render code). Only the names live here: the console registers a component under each
 * (src/app/plugins.ts) and hands the registry to the engine through a provider, so resources/ imports nothing
 * of the console. A declaration that names one not listed does not compile, nor does a registry that misses one.
 */
export type DialogPluginName = 'recharge' | 'accountPermission' | 'auditDetail' | 'screenEditor' | 'screenVersions';

export type ToolbarPluginName = 'citySync' | 'auditVerify';

/**
 * orgPicker: the organisation tree dialog as a form control, the chosen organisations shown as a table;
 * employeePicker: employees picked on the add-person page (or searched by name), shown as a table;
 * parentMenu: a menu's parent; menuPath: a menu path, with the published runtime screens offered as `/s/{key}`.
 */
export type WidgetPluginName = 'orgPicker' | 'employeePicker' | 'parentMenu' | 'menuPath';

export type PagePluginName = 'menuAdmin' | 'tenantMenu' | 'approvalInbox' | 'approvalRequest' | 'approvalRules';
