import type { Kysely } from 'kysely';
import * as m001 from './001_core';
import * as m011 from './011_cashier_city_dict';
import * as m012 from './012_standard_city_counts';
import * as m020 from './020_account_centre';
import * as m030 from './030_shell';
import * as m031 from './031_scm_param';
import * as m040 from './040_session_security';
import * as m050 from './050_tasks';
import * as m055 from './055_account_child_count';
import * as m060 from './060_message_task_ref';
import * as m070 from './070_unfinished_tasks';
import * as m080 from './080_task_queue';
import * as m081 from './081_task_files';
import * as m082 from './082_shared_sign_in_state';
import * as m083 from './083_realtime_event';
import * as m090 from './090_audit_trail';
import * as m100 from './100_menu_screens';
import * as m110 from './110_list_tools';
import * as m115 from './115_account_flow_count';
import * as m120 from './120_task_progress';
import * as m125 from './125_list_counts';
import * as m128 from './128_audit_request_id';
import * as m130 from './130_runtime_screens';
import * as m133 from './133_audit_revert';
import * as m140 from './140_people_access';
import * as m141 from './141_scoped_flow_counts';
import * as m150 from './150_idempotency_keys';
import * as m151 from './151_record_versions';
import * as m152 from './152_audit_overwrite';
import * as m153 from './153_access_versions';
import * as m160 from './160_task_heartbeat';
import * as m170 from './170_dashboards';
import * as m171 from './171_dashboard_scopes';
import * as m175 from './175_dashboard_record_version';
import * as m176 from './176_task_state_hours';
import * as m180 from './180_approvals';

export interface Migration {
  name: string;
  up(db: Kysely<any>): Promise<void>;
}

/** Every migration, in the order they run. Append new ones; never edit one that has shipped. */
export const migrations: Migration[] = [
  { name: '001_core', up: m001.up },
  { name: '011_cashier_city_dict', up: m011.up },
  { name: '012_standard_city_counts', up: m012.up },
  { name: '020_account_centre', up: m020.up },
  { name: '030_shell', up: m030.up },
  { name: '031_scm_param', up: m031.up },
  { name: '040_session_security', up: m040.up },
  { name: '050_tasks', up: m050.up },
  { name: '055_account_child_count', up: m055.up },
  { name: '060_message_task_ref', up: m060.up },
  { name: '070_unfinished_tasks', up: m070.up },
  { name: '080_task_queue', up: m080.up },
  { name: '081_task_files', up: m081.up },
  { name: '082_shared_sign_in_state', up: m082.up },
  { name: '083_realtime_event', up: m083.up },
  { name: '090_audit_trail', up: m090.up },
  { name: '100_menu_screens', up: m100.up },
  { name: '110_list_tools', up: m110.up },
  { name: '115_account_flow_count', up: m115.up },
  { name: '120_task_progress', up: m120.up },
  { name: '125_list_counts', up: m125.up },
  { name: '128_audit_request_id', up: m128.up },
  { name: '130_runtime_screens', up: m130.up },
  { name: '133_audit_revert', up: m133.up },
  { name: '140_people_access', up: m140.up },
  { name: '141_scoped_flow_counts', up: m141.up },
  { name: '150_idempotency_keys', up: m150.up },
  { name: '151_record_versions', up: m151.up },
  { name: '152_audit_overwrite', up: m152.up },
  { name: '153_access_versions', up: m153.up },
  { name: '160_task_heartbeat', up: m160.up },
  { name: '170_dashboards', up: m170.up },
  { name: '171_dashboard_scopes', up: m171.up },
  { name: '175_dashboard_record_version', up: m175.up },
  { name: '176_task_state_hours', up: m176.up },
  { name: '180_approvals', up: m180.up },
];
