import { LIMIT_TYPE } from '../../schemas/accountLimit';

/** Permissions a new child account starts with: recharge and spend, and in-person payment (always on). */
export const DEFAULT_ACCOUNT_LIMITS = [
  { actionLimit: '1_1', limitType: LIMIT_TYPE.account },
  { actionLimit: '1_2', limitType: LIMIT_TYPE.account },
  { actionLimit: '2_2', limitType: LIMIT_TYPE.deal },
];
