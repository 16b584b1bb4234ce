import type { BusinessScene } from '@schemas/account';
import type { AccountType } from '@schemas/accountType';
import { ACCOUNT_API } from './api';
import { useAccountQuery } from './useAccountQuery';

/** Options of the child account forms: the parent account's business scenes and the enabled account types. */
export function useChildFormOptions(parentId: string | null, tenantId: string | null) {
  const scenes = useAccountQuery<BusinessScene[]>(ACCOUNT_API.scenes(parentId ?? '', tenantId ?? ''), undefined, Boolean(parentId && tenantId));
  const types = useAccountQuery<AccountType[]>(ACCOUNT_API.accountTypes);
  return {
    sceneOptions: (scenes.data ?? []).map((s) => ({ value: s.id, label: s.sceneName })),
    typeOptions: (types.data ?? []).map((t) => ({ value: t.id, label: t.accountTypeName })),
    loading: scenes.loading || types.loading,
  };
}
