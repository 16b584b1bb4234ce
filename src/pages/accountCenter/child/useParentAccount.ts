import type { Account } from '@schemas/account';
import { ACCOUNT_API } from '../shared/api';
import { useAccountQuery } from '../shared/useAccountQuery';

/** The parent account of the child pages (`id` and `tenantId` of the route). */
export function useParentAccount(id: string | null, tenantId: string | null) {
  return useAccountQuery<Account>(ACCOUNT_API.manageView(id ?? '', tenantId ?? ''), undefined, Boolean(id && tenantId));
}
