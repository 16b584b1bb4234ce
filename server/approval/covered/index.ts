import type { AnyCoveredChange } from '../covered';
import { accountLimitChange } from './accountLimit';
import { accountOperateChange, accountUpdateChange } from './accountStatus';
import { merchantUpdateChange } from './merchantAuth';
import { rechargeChange } from './recharge';
import { roleUpdateChange } from './role';
import { revertCoveredChange } from './revert';
import { subjectOperateChange } from './subjectStatus';

/** Every covered change by its operation name (docs/approvals.md): what a stored request applies when it is approved. */
export const COVERED_CHANGES: Record<string, AnyCoveredChange> = Object.fromEntries(
  [rechargeChange, accountLimitChange, accountOperateChange, accountUpdateChange, subjectOperateChange, merchantUpdateChange, roleUpdateChange, revertCoveredChange].map((change) => [
    change.operation,
    change,
  ]),
);
