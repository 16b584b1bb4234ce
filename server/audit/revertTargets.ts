import type { Kysely } from 'kysely';
import { isMaskedValue, parseAuthInfo } from '../../schemas/outMerchant';
import type { RevertibleEntity } from '../../schemas/auditRevert';
import type { Database } from '../db/schema';
import { accountView, subjectView, travelCityView } from './revertViews';
import { menuView } from './revertMenu';
import type { GatePass } from '../domain/gatePass';

type Row = Record<string, unknown>;

/**
 * An entity whose recorded view spans tables, or whose change carries on to other records: read (locked) as the
 * trail names its fields, and written back through the same repository functions and checks as its own save.
 */
export interface RevertView {
  read(trx: Kysely<Database>, tenantId: number, id: number): Promise<Row | undefined>;
  /**
   * Puts the recorded fields given back; answers the view after. Refuses (ApiError) what its save would refuse. The
   * approval gate's pass reaches the services of covered changes (a status), which a revert passes through too.
   */
  write(trx: Kysely<Database>, tenantId: number, id: number, values: Row, pass: GatePass): Promise<Row>;
  /** Takes a creation back (when the target is removable). */
  remove?(trx: Kysely<Database>, tenantId: number, id: number): Promise<void>;
  /** Brings a deleted record back from its recorded fields (when the target is restorable); answers its view. */
  restore?(trx: Kysely<Database>, tenantId: number, id: number, values: Row): Promise<Row>;
}

/** How a field the trail records maps onto its column, and how a recorded value goes back into it. */
export interface FieldSpec {
  column: string;
  restore?: (value: unknown) => unknown;
}

/**
 * What a revert may do to one entity (docs/product.md#history-and-undo): the table and its fields as the trail names
 * them, the actions that can be reverted with the permission key each needed (null: none), whether a delete
 * can be brought back and a creation taken back. An action not listed is never reverted; an entity not here
 * has a history but no revert.
 */
export interface RevertTarget {
  table: string;
  /** Tenant-owned rows carry tenant_id; menu nodes are the tenant's through sys_tenant_menu. */
  scope: 'tenant' | 'tenantMenu';
  fields: Record<string, FieldSpec>;
  /** Recorded fields a revert never writes (derived from others, or the row's own keys). */
  ignored: readonly string[];
  actions: Readonly<Record<string, string | null>>;
  restorable: boolean;
  removable: boolean;
  hasUpdateTime: boolean;
  /** The value the trail's masking depends on (an out merchant's applicant). */
  supplierColumn?: string;
  /** Read and written through the entity's repository instead of its table (fields then name themselves). */
  view?: RevertView;
  /** Fields only a creation or a delete carries: a change of an edit that touched them is not reverted. */
  restoreOnly?: readonly string[];
}

/** A recorded wire time (`yyyy-MM-dd HH:mm:ss`, server local) as the column's Date. */
const wireTime = (value: unknown) => (typeof value === 'string' ? new Date(value.replace(' ', 'T')) : new Date());

/**
 * Authorisation text as recorded holds its secrets masked: brought back, the masked keys are left out (the
 * merchant comes back disabled, and its secrets are entered again before it is enabled).
 */
const unmaskedAuthInfo = (value: unknown) => {
  if (typeof value !== 'string') return value ?? null;
  const info = parseAuthInfo(value);
  if (!info) return value;
  const kept = Object.fromEntries(Object.entries(info).filter(([, v]) => !isMaskedValue(v)));
  return Object.keys(kept).length ? JSON.stringify(kept) : null;
};

const cols = (pairs: Record<string, string>): Record<string, FieldSpec> => Object.fromEntries(Object.entries(pairs).map(([field, column]) => [field, { column }]));

/** Fields of a view target: each is its own name in the view. */
const named = (...fields: string[]): Record<string, FieldSpec> => Object.fromEntries(fields.map((field) => [field, { column: field }]));

const createTime: Record<string, FieldSpec> = { createTime: { column: 'create_time', restore: wireTime } };

export const REVERT_TARGETS: Record<RevertibleEntity, RevertTarget> = {
  accountType: {
    table: 'act_account_type',
    scope: 'tenant',
    fields: cols({ accountTypeName: 'account_type_name', accountType: 'account_type', accountKind: 'account_kind', enableFlag: 'enable_flag', remark: 'remark' }),
    ignored: ['id', 'tenantId', 'createTime'],
    actions: { update: 'account_type_edit', enable: 'account_type_enable', disable: 'account_type_enable' },
    restorable: false,
    removable: false,
    hasUpdateTime: true,
  },
  outMerchant: {
    table: 'cashier_out_merchant',
    scope: 'tenant',
    fields: {
      ...cols({ outSupplier: 'out_supplier', merchantCode: 'merchant_code', merchantName: 'merchant_name', enabledFlag: 'enabled_flag' }),
      outAuthInfo: { column: 'out_auth_info', restore: unmaskedAuthInfo },
      ...createTime,
    },
    ignored: ['id', 'tenantId'],
    actions: {
      create: 'cashier_cashieroutmerchant_add',
      update: 'cashier_cashieroutmerchant_edit',
      status: null,
      delete: 'cashier_cashieroutmerchant_del',
    },
    restorable: true,
    removable: true,
    hasUpdateTime: true,
    supplierColumn: 'out_supplier',
  },
  // Menu nodes: an edit's own fields; a creation taken back and a delete brought back with the tenants and roles
  // their records name (server/audit/revertMenu.ts says what is refused). A node's parent and type come back only
  // with the node: an edit that moved it or changed its type is not reverted (the form's cycle and button rules).
  menu: {
    table: 'sys_menu',
    scope: 'tenantMenu',
    fields: named('name', 'enName', 'path', 'icon', 'sortOrder', 'keepAlive', 'permission', 'parentId', 'type', 'roles', 'tenantIds', 'roleIds'),
    ignored: ['id', 'label', 'children'],
    actions: { create: 'sys_menu_add', update: 'sys_menu_edit', delete: 'sys_menu_del' },
    restorable: true,
    removable: true,
    hasUpdateTime: false,
    view: menuView,
    restoreOnly: ['parentId', 'type', 'roles', 'tenantIds', 'roleIds'],
  },
  standardCity: {
    table: 'sys_standard_city',
    scope: 'tenant',
    fields: {
      ...cols({
        code: 'code',
        fullName: 'full_name',
        provinceName: 'province_name',
        cityName: 'city_name',
        areaName: 'area_name',
        level: 'level',
        countryCode: 'country_code',
        mappingFlag: 'mapping_flag',
        bipId: 'bip_id',
        bipName: 'bip_name',
        bipParentId: 'bip_parent_id',
        bipParentName: 'bip_parent_name',
        slyId: 'sly_id',
        slyName: 'sly_name',
        slyCode: 'sly_code',
      }),
    },
    ignored: ['id', 'tenantId'],
    actions: { update: null, delete: null },
    restorable: true,
    removable: false,
    hasUpdateTime: true,
  },
  // A business-travel city's own fields, put back through its edit (its name carried to its children and to the
  // standard cities mapped to it, as the edit does). Not its creation or delete: a delete drops the standard cities'
  // mappings, which the trail counts but does not list, and taking a creation back would drop mappings made since;
  // nor an edit that moved it to another country and dropped mappings (recorded as unmappedStandardCities, a field
  // no revert writes).
  travelCity: {
    table: 'sys_city',
    scope: 'tenant',
    fields: named('countryCode', 'slyId', 'slyCode', 'name', 'fullName', 'level', 'parentId', 'parentName'),
    ignored: ['id', 'tenantId'],
    actions: { update: null },
    restorable: false,
    removable: false,
    hasUpdateTime: true,
    view: travelCityView,
  },
  // An account subject's save: its name, its parent account's name and business scenes (configNames follow the
  // scenes), and its enabling or disabling. Never its opening (its account may have moved money since), freeze or
  // thaw (a hold that its thaw lifts), nor anything of money: accounts hold money, and a change that touched a
  // money field is refused whatever its action (MONEY_FIELD).
  subject: {
    table: 'act_subject',
    scope: 'tenant',
    fields: named('subjectName', 'accountName', 'configIds', 'status'),
    ignored: ['configNames'],
    actions: { update: null, status: null },
    restorable: false,
    removable: false,
    hasUpdateTime: true,
    view: subjectView,
  },
  // A child account's save: name, scenes, status, the people or organisations of its scope and the employee flag,
  // checked as the save checks them; and its enabling or disabling. Not its opening, freeze or thaw, nor money
  // (as subjects).
  account: {
    table: 'act_account',
    scope: 'tenant',
    fields: named('accountName', 'configIds', 'status', 'accountSysId', 'flag'),
    ignored: ['configNames'],
    actions: { update: null, status: null },
    restorable: false,
    removable: false,
    hasUpdateTime: true,
    view: accountView,
  },
  // Screens (页面设计) have a history and no revert: a draft save appends a version (the version number only grows,
  // so a declaration put back is a new version: the designer's 回滚 does that), and putting a publish back would
  // unpublish or switch what menus open without the designer's in-menu check.
};

/** Money is a ledger (docs/architecture.md#money-moves-through-a-ledger): a recharge, a flow or a balance only moves forward. */
export const MONEY_ACTIONS: readonly string[] = ['recharge'];
export const MONEY_FIELD = /^(accountNum|balance|changeNum|amount|flowMetaId|money|credit|totalExchangeNum|lockNum)/i;
