import type { AnyCoveredChange } from '../covered';
import { accountLimitChange } from './accountLimit';
import { accountOperateChange, accountUpdateChange } from './accountStatus';
import { merchantUpdateChange } from './merchantAuth';
import { rechargeChange } from './recharge';
import { revertCoveredChange } from './revert';
import { subjectOperateChange } from './subjectStatus';

/**
 * Every covered change by its operation name (docs/approvals.md): what a stored request applies when it is
 * approved. A change of a role's menus or data scope (rules `roleMenu`, `roleScope`) is one more declaration here,
 * called through the gate by the role routes.
 */
export const COVERED_CHANGES: Record<string, AnyCoveredChange> = Object.fromEntries(
  [rechargeChange, accountLimitChange, accountOperateChange, accountUpdateChange, subjectOperateChange, merchantUpdateChange, revertCoveredChange].map((change) => [
    change.operation,
    change,
  ]),
);
