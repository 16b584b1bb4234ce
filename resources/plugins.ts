/**
 * The bespoke pieces a declaration plugs in by name (docs/screens.md#plug-ins: a typed, named plug-in rather than
 * arbitrary render code). Only the names live here: the console registers a component under each
 * (src/app/plugins.ts) and hands the registry to the engine through a provider, so resources/ imports nothing
 * of the console. A declaration that names one not listed does not compile, nor does a registry that misses one.
 */
/** userPassword: an administrator's reset of a user's password, the temporary one shown once. */
export type DialogPluginName = 'recharge' | 'accountPermission' | 'auditDetail' | 'screenEditor' | 'screenVersions' | 'dashboardEditor' | 'dashboardVersions' | 'userPassword';

export type ToolbarPluginName = 'citySync' | 'auditVerify';

/**
 * orgPicker: the organisation tree dialog as a form control, the chosen organisations shown as a table;
 * employeePicker: employees picked on the add-person page (or searched by name), shown as a table;
 * parentMenu: a menu's parent; menuPath: a menu path, with the published runtime screens offered as `/s/{key}`;
 * deptTree: one department (or several, checked in the tree) of the tenant's whole tree, by id;
 * menuTree: a role's menus and buttons, checked in the tenant's menu tree.
 */
export type WidgetPluginName = 'orgPicker' | 'employeePicker' | 'parentMenu' | 'menuPath' | 'deptTree' | 'menuTree';

export type PagePluginName = 'menuAdmin' | 'tenantMenu' | 'approvalInbox' | 'approvalRequest' | 'approvalRules';
