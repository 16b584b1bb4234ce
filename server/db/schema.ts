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
  /** The ids from the top down to this department (`/1/5/23/`), kept by triggers (migration 140). */
  path: Generated<string>;
  version: Generated<number>;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
  /** Signs in with a second factor (a code sent to the phone) after the password. */
  second_factor: Generated<boolean>;
  /** Migration 140: an ID number, the temporary-password flag, the delete flag and the record's version. */
  id_number: ColumnType<string | null, string | null | undefined, string | null>;
  password_temporary: Generated<boolean>;
  /** '0' live, '1' deleted (kept for the trail and the logs, out of every list). */
  del_flag: Generated<string>;
  version: Generated<number>;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SysRoleTable {
  role_id: Id;
  tenant_id: number;
  role_code: string;
  role_name: string;
  /** Operations roles may act on any tenant through the TENANT-ID header. */
  cross_tenant: boolean;
  /** Migration 140: the data scope (0 all, 1 custom, 2 own department and below, 3 own department, 4 self). */
  ds_type: Generated<number>;
  /** JSON list of the departments of a custom scope. */
  ds_scope: ColumnType<unknown, string | undefined, string>;
  /** JSON list of the withheld fields (schemas/access.ts). */
  withheld: ColumnType<unknown, string | undefined, string>;
  version: Generated<number>;
  create_time: Generated<Date>;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SysUserRoleTable {
  user_id: number;
  role_id: number;
}

export interface SysMenuTable {
  id: number;
  parent_id: number;
  name: string;
  /** The English name (migration 100); null falls back to the Chinese one. */
  en_name: string | null;
  path: string;
  icon: string | null;
  sort_order: number;
  keep_alive: string;
  type: string;
  permission: string | null;
  /** Comma-separated role codes; null when every role may see the node. */
  roles: string | null;
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
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
  /** The absolute end of the sign-in this token belongs to: no refresh goes past it. */
  family_expires_at: Timestamp;
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

export interface SysSocialBindTable {
  id: Generated<number>;
  provider: string;
  open_id: string;
  user_id: number;
  nickname: string | null;
  create_time: Generated<Date>;
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
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
}

export interface CashierOutMerchantTable {
  id: Id;
  tenant_id: number;
  out_supplier: string;
  merchant_code: string;
  merchant_name: string;
  enabled_flag: string;
  out_auth_info: string | null;
  create_time: Timestamp;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
}

export interface BasicCountryTable {
  code: string;
  cn_name: string;
  en_name: string;
  sort_order: number;
}

/** Business-travel cities (the mapping's candidates). */
export interface SysCityTable {
  id: Id;
  tenant_id: number;
  country_code: string;
  sly_id: string;
  sly_code: string;
  name: string;
  full_name: string;
  level: number;
  parent_id: number | null;
  parent_name: string | null;
  create_time: Timestamp;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
}

export interface SysStandardCityTable {
  id: Id;
  tenant_id: number;
  code: string;
  full_name: string;
  province_name: string | null;
  city_name: string | null;
  area_name: string | null;
  level: number;
  country_code: string;
  mapping_flag: string;
  bip_id: number | null;
  bip_name: string | null;
  bip_parent_id: number | null;
  bip_parent_name: string | null;
  sly_id: string | null;
  sly_name: string | null;
  sly_code: string | null;
  create_time: Timestamp;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
}

/** Kept by triggers: standard cities per tenant and mapping flag. */
export interface SysStandardCityCountTable {
  tenant_id: number;
  mapping_flag: string;
  n: ColumnType<number, number | undefined, number>;
}

/** Flows per tenant, spread over slots (migration 115); the tenant's total is the sum of its slots. */
export interface ActAccountFlowCountTable {
  tenant_id: number;
  slot: number;
  n: ColumnType<number, number | undefined, number>;
}

/** Rows of a list per tenant and key columns, kept by triggers (migration 125, server/db/listCounts.ts). */
export interface SysListCountTable {
  list: string;
  tenant_id: number;
  k1: string;
  k2: string;
  slot: number;
  n: ColumnType<number, number | undefined, number>;
}

export interface SysDictItemTable {
  id: Id;
  dict_type: string;
  value: string;
  label: string;
  en_label: string;
  sort_order: number;
  description: string | null;
}

/** Front-end error logs uploaded from the console's local error log (docs/product.md#the-admin-shell). */
export interface SysLogTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  username: string;
  type: string;
  message: string;
  stack: string;
  info: string;
  url: string;
  client_time: string;
  remote_addr: string | null;
  user_agent: string | null;
  create_time: Generated<Date>;
}

/** System messages of the top-bar popover, reminders included (docs/product.md#the-admin-shell). */
export interface SysMessageTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  type: string;
  title: string;
  content: string;
  read_flag: Generated<string>;
  create_time: Generated<Date>;
  /** The task a reminder is about (migration 060): 'import' or 'export', with its row id; null otherwise. */
  ref_type: ColumnType<string | null, string | null | undefined, string | null>;
  ref_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Supply-chain parameters per tenant, loaded when the supply-chain module is active (docs/product.md#the-menu-and-modules). */
export interface ScmParamTable {
  tenant_id: number;
  param_key: string;
  param_name: string;
  param_value: string;
  sort_order: number;
}

/** Account centre (migration 020). Money columns are numeric: strings on the wire, never floats. */
type Money = ColumnType<string, string | number | undefined, string | number>;

export interface ActSceneTable {
  id: Id;
  tenant_id: number;
  scene_name: string;
  sort_order: number;
}

export interface ActSubjectTable {
  id: Id;
  tenant_id: number;
  subject_no: string;
  subject_name: string;
  subject_type: number;
  subject_sys_id: number | null;
  create_time: Timestamp;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
  /** The user who opened it (migration 140): what a "self" data scope sees. */
  create_by: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ActAccountTable {
  id: Id;
  tenant_id: number;
  subject_id: number;
  parent_id: number | null;
  level: number;
  account_no: string;
  account_name: string;
  account_type_id: number | null;
  account_scope: number;
  flag: number;
  config_ids: ColumnType<number[], string, string>;
  account_sys_id: ColumnType<number[], string, string>;
  status: number;
  account_num: Money;
  credit_num: Money;
  balance_limit: Money;
  total_exchange_num: Money;
  operator: string | null;
  create_time: Timestamp;
  update_time: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Kept by triggers (migration 055): never written by the application. */
  child_count: ColumnType<number, never, never>;
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
  /** The version of the account's limits (migration 151), moved by their save. */
  limit_version: Generated<number>;
}

export interface ActAccountLimitTable {
  account_id: number;
  action_limit: string;
  limit_type: number;
}

export interface ActAccountLockTable {
  id: Id;
  tenant_id: number;
  account_id: number;
  biz_source: string;
  biz_no: string;
  lock_time: Timestamp;
  change_num: Money;
}

export interface ActAccountFlowTable {
  id: Id;
  tenant_id: number;
  account_id: number;
  account_no: string;
  subject_id: number;
  subject_no: string;
  flow_subject_type: number;
  account_type_id: number | null;
  exchange_type: number;
  flow_type: number;
  change_num: Money;
  after_num: Money;
  after_credit_num: Money;
  biz_no: string | null;
  operator: string | null;
  flow_date: Timestamp;
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
  /** The queue job that runs the import (migration 080). */
  job_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Rows read (while checking) or settled (while importing), and the rate its worker measures (migration 120). */
  done_num: Generated<number>;
  rows_per_second: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the run that holds it last beat; null while no run holds it (migration 160). */
  heartbeat_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
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
  /** The queue job that runs the export, and the number of its current run (migration 080). */
  job_id: ColumnType<string | null, string | null | undefined, string | null>;
  attempt: Generated<number>;
  /** The rate its worker measures while it runs (migration 120). */
  rows_per_second: ColumnType<number | null, number | null | undefined, number | null>;
  /** When the run that holds it last beat; null while no run holds it (migration 160). */
  heartbeat_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Task files kept in the database (migration 081): the file, then its bytes in numbered chunks. */
export interface SysTaskFileTable {
  name: string;
  bucket: string;
  size: ColumnType<number | null, number | null | undefined, number | null>;
  create_time: Generated<Date>;
}

export interface SysTaskFileChunkTable {
  name: string;
  seq: number;
  data: Buffer | Uint8Array;
}

/** Sign-in state shared by every instance (migration 082). */
export interface AuthCaptchaTable {
  random_str: string;
  code: string;
  expires_at: Timestamp;
}

export interface AuthCodeTable {
  purpose: string;
  target: string;
  code: string;
  attempts_left: number;
  expires_at: Timestamp;
}

export interface AuthCodeSendTable {
  id: Generated<number>;
  purpose: string;
  target: string;
  sent_at: Timestamp;
}

export interface AuthSocialStateTable {
  state: string;
  type: string;
  redirect_uri: string;
  taken: Generated<boolean>;
  /** The provider's identity as JSON, once exchanged and waiting to be bound. */
  identity: string | null;
  expires_at: Timestamp;
}

export interface RateLimitHitTable {
  key: string;
  hits: number;
  window_end: Timestamp;
}

/** Realtime events too large for a notification (migration 083). */
export interface RealtimeEventTable {
  id: Generated<number>;
  payload: string;
  create_time: Generated<Date>;
}

/** The audit trail (migration 090): append-only, hash-chained per tenant. */
export interface SysAuditLogTable {
  id: Id;
  tenant_id: number;
  seq: number;
  create_time: Timestamp;
  user_id: number | null;
  username: string | null;
  actual_name: string | null;
  client_ip: string | null;
  user_agent: string | null;
  method: string;
  route: string;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text of the changed fields, exactly as hashed. */
  changes: string;
  result: string;
  error_code: number | null;
  error_msg: string | null;
  prev_hash: string;
  hash: string;
  /** The x-request-id of the call (null for records older than the column, and for the retention job's). */
  request_id: Generated<string | null>;
  /** The audit id of the change a revert record puts back (migration 133); null on every other record. */
  revert_of: Generated<number | string | null>;
  /** The bulk action a record belongs to (the x-audit-batch header); its records revert as one. */
  batch_id: Generated<string | null>;
  /** The version a knowing overwrite replaced (migration 152); null on every other record. */
  overwrote_version: Generated<number | null>;
}

/** Each tenant's chain head, and where the kept part of the chain starts. */
export interface SysAuditChainTable {
  tenant_id: number;
  seq: number;
  hash: string;
  last_time: Timestamp;
  first_seq: number;
  anchor_hash: string;
}

/** Saved views of a list (docs/screens.md#operator-tools-on-every-list): a search, sort and columns under a name, private or shared. */
export interface SysListViewTable {
  id: Id;
  tenant_id: number;
  owner_id: number;
  list_key: string;
  name: string;
  shared: boolean;
  /** JSON of schemas/listTools.ts viewStateSchema. */
  state: ColumnType<unknown, string, string>;
  create_time: Generated<Date>;
  update_time: Timestamp;
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
}

/** A user's column settings and default view of a list (operator tools, docs/screens.md#operator-tools-on-every-list). */
export interface SysListPrefTable {
  tenant_id: number;
  user_id: number;
  list_key: string;
  /** JSON of schemas/listTools.ts listSettingsSchema; null = the declaration's layout. */
  settings: ColumnType<unknown, string | null | undefined, string | null>;
  default_view_id: ColumnType<number | null, number | null | undefined, number | null>;
  update_time: Timestamp;
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
  sys_social_bind: SysSocialBindTable;
  act_account_type: ActAccountTypeTable;
  sys_import_log: SysImportLogTable;
  sys_export_task: SysExportTaskTable;
  sys_task_file: SysTaskFileTable;
  sys_task_file_chunk: SysTaskFileChunkTable;
  auth_captcha: AuthCaptchaTable;
  auth_code: AuthCodeTable;
  auth_code_send: AuthCodeSendTable;
  auth_social_state: AuthSocialStateTable;
  rate_limit_hit: RateLimitHitTable;
  realtime_event: RealtimeEventTable;
  act_scene: ActSceneTable;
  act_subject: ActSubjectTable;
  act_account: ActAccountTable;
  act_account_limit: ActAccountLimitTable;
  act_account_lock: ActAccountLockTable;
  act_account_flow: ActAccountFlowTable;
  cashier_out_merchant: CashierOutMerchantTable;
  basic_country: BasicCountryTable;
  sys_city: SysCityTable;
  sys_standard_city: SysStandardCityTable;
  sys_standard_city_count: SysStandardCityCountTable;
  act_account_flow_count: ActAccountFlowCountTable;
  act_account_flow_hour: ActAccountFlowHourTable;
  act_account_flow_subject_hour: ActAccountFlowSubjectHourTable;
  sys_sign_in_day: SysSignInDayTable;
  sys_import_log_hour: SysImportLogHourTable;
  sys_export_task_hour: SysExportTaskHourTable;
  sys_list_count: SysListCountTable;
  sys_dict_item: SysDictItemTable;
  sys_log: SysLogTable;
  sys_message: SysMessageTable;
  scm_param: ScmParamTable;
  sys_audit_log: SysAuditLogTable;
  sys_audit_chain: SysAuditChainTable;
  sys_list_view: SysListViewTable;
  sys_list_pref: SysListPrefTable;
  sys_screen: SysScreenTable;
  sys_screen_version: SysScreenVersionTable;
  sys_idempotency_key: SysIdempotencyKeyTable;
  sys_dashboard: SysDashboardTable;
  sys_dashboard_version: SysDashboardVersionTable;
  approval_rule_set: ApprovalRuleSetTable;
  approval_request: ApprovalRequestTable;
  approval_vote: ApprovalVoteTable;
  approval_comment: ApprovalCommentTable;
  approval_mention: ApprovalMentionTable;
}

/** A version of a tenant's approval rules (migration 180): JSON of schemas/approval.ts's rules, the newest in force. */
export interface ApprovalRuleSetTable {
  tenant_id: number;
  version: number;
  rules: string;
  user_id: number | null;
  username: string | null;
  actual_name: string | null;
  create_time: Generated<Date>;
}

/** A change held for approval (docs/approvals.md). JSON texts: payload, before_state, changes, conflicts. */
export interface ApprovalRequestTable {
  id: Id;
  tenant_id: number;
  action: string;
  operation: string;
  entity: string;
  entity_id: string;
  title: string;
  payload: string;
  before_state: string;
  record_version: number | null;
  changes: string;
  amount: ColumnType<string | null, string | null | undefined, string | null>;
  approvals: number;
  state: Generated<string>;
  requester_id: number;
  requester_username: string;
  requester_name: string;
  create_time: Generated<Date>;
  expire_time: Timestamp;
  decide_time: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reason: ColumnType<string | null, string | null | undefined, string | null>;
  conflicts: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ApprovalVoteTable {
  request_id: number;
  user_id: number;
  username: string;
  actual_name: string;
  decision: string;
  comment: string | null;
  create_time: Generated<Date>;
}

export interface ApprovalCommentTable {
  id: Id;
  request_id: number;
  user_id: number;
  username: string;
  actual_name: string;
  content: string;
  mentions: Generated<string>;
  create_time: Generated<Date>;
}

/** Users a request's comments mention: they may read the request. */
export interface ApprovalMentionTable {
  request_id: number;
  user_id: number;
}

/** A screen an administrator built at run time, per tenant and key (docs/screens.md#screens-built-at-run-time). */
export interface SysScreenTable {
  id: Id;
  tenant_id: number;
  screen_key: string;
  latest_version: number;
  published_version: number | null;
  update_by: string | null;
  update_time: Timestamp;
  /** The record's version (migration 151): set by the database, one more at every change of the record. */
  version: Generated<number>;
}

/** A numbered version of a runtime screen's declaration (JSON of schemas/runtimeScreen.ts). */
export interface SysScreenVersionTable {
  screen_id: number;
  version: number;
  declaration: ColumnType<unknown, string, string>;
  create_by: string | null;
  create_time: Generated<Date>;
}

/** An idempotency key of a user's write call and its first result (migration 150, server/http/idempotency.ts). */
export interface SysIdempotencyKeyTable {
  user_id: number;
  idem_key: string;
  tenant_id: number;
  method: string;
  route: string;
  fingerprint: string;
  run_id: string;
  committed: Generated<boolean>;
  lease_until: Timestamp;
  status: number | null;
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  body: Buffer | Uint8Array | null;
  create_time: Generated<Date>;
}
/** A module home's dashboard of a tenant (migration 170, docs/screens.md "Dashboards"). */
export interface SysDashboardTable {
  id: Id;
  tenant_id: number;
  home: string;
  latest_version: number;
  published_version: number | null;
  update_by: string | null;
  update_time: Timestamp;
  /** The record's version (migration 175): set by the database, one more at every change of the record. */
  version: Generated<number>;
}

/** A numbered version of a dashboard's declaration (JSON of schemas/dashboard.ts). */
export interface SysDashboardVersionTable {
  dashboard_id: number;
  version: number;
  declaration: ColumnType<unknown, string, string>;
  create_by: string | null;
  create_time: Generated<Date>;
}

/** The flows of each UTC hour by tenant and kinds, kept by triggers (migration 170): what the dashboards sum. */
export interface ActAccountFlowHourTable {
  tenant_id: number;
  hour: Date;
  exchange_type: number;
  /** 0: flows of no account type. */
  account_type_id: number;
  flow_subject_type: number;
  slot: number;
  amount: ColumnType<string, string | number, string | number>;
  n: ColumnType<string | number, number, number>;
}

/** The same sums per subject too (migration 171): what a dashboard reads under a data scope. */
export interface ActAccountFlowSubjectHourTable extends ActAccountFlowHourTable {
  subject_id: number;
}

/**
 * The import log's tasks of each UTC hour of request by tenant, creator and status, kept by triggers (migration
 * 176): their count, and for the ended statuses the sum and the longest of their durations in seconds.
 */
export interface SysImportLogHourTable {
  tenant_id: number;
  hour: Date;
  creator_id: number;
  status: string;
  slot: number;
  n: ColumnType<string | number, number, number>;
  seconds: ColumnType<string | null, string | number | null, string | number | null>;
  longest: ColumnType<string | null, string | number | null, string | number | null>;
}

/** The same of the export tasks, per bill type too ('' for none): the export log's rule asks it (migration 176). */
export interface SysExportTaskHourTable extends Omit<SysImportLogHourTable, 'status'> {
  bill_type: string;
  state: string;
}

/** Each person's sign-ins of each local day, written with the sign-in's audit record (migration 170). */
export interface SysSignInDayTable {
  tenant_id: number;
  day: ColumnType<Date | string, string, string>;
  user_id: number;
  n: number;
}
