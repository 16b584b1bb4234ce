import type { ColumnType, Generated } from 'kysely';

/** The typed view of the tables that the migrations create (keep both in step). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Id = Generated<number>;

export interface SchemaMigrationTable {
  name: string;
  applied_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SysTenantTable {
  id: number;
  name: string;
  short_name: string;
  status: string;
  create_time: Timestamp;
}

export interface SysDeptTable {
  dept_id: Id;
  tenant_id: number;
  parent_id: number;
  name: string;
  level: number;
  sort_order: number;
  enable: string;
  create_time: Timestamp;
}

export interface SysUserTable {
  user_id: Id;
  tenant_id: number;
  dept_id: number | null;
  username: string;
  actual_name: string;
  phone: string | null;
  job_no: string | null;
  avatar: string | null;
  /** scrypt hash; null for employees who never sign in. */
  password_hash: string | null;
  /** '0' active, '9' disabled. */
  lock_flag: string;
  create_time: Timestamp;
}

export interface SysRoleTable {
  role_id: Id;
  tenant_id: number;
  role_code: string;
  role_name: string;
  /** Operations roles may act on any tenant through the TENANT-ID header. */
  cross_tenant: boolean;
}

export interface SysUserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SysMenuTable {
  id: number;
  parent_id: number;
  name: string;
  path: string;
  icon: string | null;
  sort_order: number;
  keep_alive: string;
  type: string;
  permission: string | null;
  /** Comma-separated role codes; null when every role may see the node. */
  roles: string | null;
}

export interface SysRoleMenuTable {
  role_id: number;
  menu_id: number;
}

export interface SysTenantMenuTable {
  tenant_id: number;
  menu_id: number;
}

export interface OauthTokenTable {
  id: Id;
  family_id: string;
  user_id: number;
  access_hash: string;
  refresh_hash: string;
  access_expires_at: Timestamp;
  refresh_expires_at: Timestamp;
  refresh_spent: Generated<boolean>;
  revoked: Generated<boolean>;
  create_time: Generated<Date>;
}

export interface LoginFailureTable {
  username: string;
  fail_count: number;
  locked_until: Date | null;
  update_time: Timestamp;
}

export interface ActAccountTypeTable {
  id: Id;
  tenant_id: number;
  account_type_name: string;
  account_type: number;
  account_kind: number;
  enable_flag: string;
  remark: string | null;
  create_time: Timestamp;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SysImportLogTable {
  id: Id;
  tenant_id: number;
  template_code: string;
  batch: string;
  file_name: string;
  data_count: Generated<number>;
  success_num: Generated<number>;
  status: string;
  error_msg: string | null;
  result_file: string | null;
  creator_id: number;
  creator_name: string;
  create_time: Generated<Date>;
  update_time: Generated<Date>;
}

export interface SysExportTaskTable {
  id: Id;
  tenant_id: number;
  task_name: string;
  bill_type: string | null;
  params: Generated<string>;
  total_num: Generated<number>;
  success_num: Generated<number>;
  state: string;
  message: string | null;
  file_name: string | null;
  creator_id: number;
  creator_name: string;
  create_time: Generated<Date>;
  update_time: Generated<Date>;
}

export interface Database {
  schema_migration: SchemaMigrationTable;
  sys_tenant: SysTenantTable;
  sys_dept: SysDeptTable;
  sys_user: SysUserTable;
  sys_role: SysRoleTable;
  sys_user_role: SysUserRoleTable;
  sys_menu: SysMenuTable;
  sys_role_menu: SysRoleMenuTable;
  sys_tenant_menu: SysTenantMenuTable;
  oauth_token: OauthTokenTable;
  login_failure: LoginFailureTable;
  act_account_type: ActAccountTypeTable;
  sys_import_log: SysImportLogTable;
  sys_export_task: SysExportTaskTable;
}
