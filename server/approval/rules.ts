import type { Kysely } from 'kysely';
import type { ApprovalRule, ApprovalRuleInput, ApprovalRuleVersion } from '../../schemas/approval';
import { APPROVAL_ACTIONS, APPROVAL_EXPIRE_HOURS, type ApprovalAction } from '../../schemas/approvalConstants';
import { formatMoney } from '../../schemas/money';
import type { Database } from '../db/schema';
import { formatDateTime } from '../domain/time';

/**
 * A tenant's approval rules (docs/approvals.md): numbered versions, the newest in force, read from the database
 * on every covered call so that a change reaches every instance at once. Version 0 is "no rules yet".
 */

/** A rule as stored and used: the amount as a two-place decimal or null. */
export interface StoredRule {
  action: ApprovalAction;
  minAmount: string | null;
  approvals: 1 | 2;
  enabled: boolean;
  expireHours: number;
}

const known = (action: unknown): action is ApprovalAction => (APPROVAL_ACTIONS as readonly unknown[]).includes(action);

/** Rules as stored text, read defensively: anything not a rule of the vocabulary is left out. */
function parseRules(text: string): StoredRule[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: Record<string, unknown>) => {
    if (!item || typeof item !== 'object' || !known(item.action)) return [];
    return [
      {
        action: item.action,
        minAmount: typeof item.minAmount === 'string' ? formatMoney(item.minAmount) : null,
        approvals: item.approvals === 2 ? 2 : 1,
        enabled: item.enabled === true,
        expireHours: typeof item.expireHours === 'number' ? item.expireHours : APPROVAL_EXPIRE_HOURS.default,
      } satisfies StoredRule,
    ];
  });
}

/** A stored rule as the API answers it: `minAmount` only where the rule counts from one. */
export function ruleReply(rule: StoredRule): ApprovalRule {
  return {
    action: rule.action,
    ...(rule.minAmount ? { minAmount: rule.minAmount } : {}),
    approvals: rule.approvals,
    enabled: rule.enabled,
    expireHours: rule.expireHours,
  };
}

const newest = (db: Kysely<Database>, tenantId: number) => db.selectFrom('approval_rule_set').selectAll().where('tenant_id', '=', tenantId).orderBy('version', 'desc').limit(1);

/** The rules in force and their version (0 and none when the tenant never saved any). */
export async function currentRules(db: Kysely<Database>, tenantId: number): Promise<{ version: number; rules: StoredRule[] }> {
  const row = await newest(db, tenantId).executeTakeFirst();
  return row ? { version: row.version, rules: parseRules(row.rules) } : { version: 0, rules: [] };
}

/** The enabled rule of an action, if the tenant has one. */
export async function ruleFor(db: Kysely<Database>, tenantId: number, action: ApprovalAction): Promise<StoredRule | null> {
  const { rules } = await currentRules(db, tenantId);
  return rules.find((rule) => rule.action === action && rule.enabled) ?? null;
}

/** Every version, newest first. */
export async function ruleVersions(db: Kysely<Database>, tenantId: number): Promise<ApprovalRuleVersion[]> {
  const rows = await db.selectFrom('approval_rule_set').selectAll().where('tenant_id', '=', tenantId).orderBy('version', 'desc').limit(200).execute();
  return rows.map((row) => ({
    version: row.version,
    createTime: formatDateTime(row.create_time),
    username: row.username,
    actualName: row.actual_name,
    rules: parseRules(row.rules).map(ruleReply),
  }));
}

/**
 * Saves the rules as the next version, the newest locked first so that two saves take turns: the one whose
 * `expected` version is no longer the newest is refused (null) rather than overwriting what it never saw.
 */
export async function saveRules(
  trx: Kysely<Database>,
  tenantId: number,
  rules: ApprovalRuleInput[],
  by: { userId: number; username: string; actualName: string } | null,
  expected?: number,
): Promise<{ before: { version: number; rules: StoredRule[] }; version: number; rules: StoredRule[] } | null> {
  const row = await newest(trx, tenantId).forUpdate().executeTakeFirst();
  const before = row ? { version: row.version, rules: parseRules(row.rules) } : { version: 0, rules: [] };
  if (expected !== undefined && expected !== before.version) return null;
  const stored: StoredRule[] = rules.map((rule) => ({
    action: rule.action,
    minAmount: rule.minAmount ? formatMoney(rule.minAmount) : null,
    approvals: rule.approvals,
    enabled: rule.enabled,
    expireHours: rule.expireHours,
  }));
  const version = before.version + 1;
  await trx
    .insertInto('approval_rule_set')
    .values({ tenant_id: tenantId, version, rules: JSON.stringify(stored), user_id: by?.userId ?? null, username: by?.username ?? null, actual_name: by?.actualName ?? null })
    .execute();
  return { before, version, rules: stored };
}
