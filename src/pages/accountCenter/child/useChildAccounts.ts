import { App } from 'antd';
import type { Account } from '@schemas/account';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API } from '../shared/api';
import { useAccountCall } from '../shared/useAccountCall';
import { useAccountList } from '../shared/useAccountList';

/** Controller of the child list: the page of child accounts of one parent, and enable/disable. */
export function useChildAccounts(parentId: string | null, tenantId: string | null) {
  const { message } = App.useApp();
  const list = useAccountList<Account>({
    name: 'accountChild',
    url: ACCOUNT_API.sonList,
    fixed: { parentId, tenantId },
    enabled: Boolean(parentId),
    toFilters: ({ createRange, ...rest }) => {
      const [start, end] = (createRange as [{ format(f: string): string }, { format(f: string): string }] | undefined) ?? [];
      return { ...rest, startTime: start?.format('YYYY-MM-DD'), endTime: end?.format('YYYY-MM-DD') };
    },
  });
  const { post, pending } = useAccountCall();

  const toggleStatus = async (account: Account) => {
    const status = account.status === 2 ? 1 : 2;
    try {
      await post(ACCOUNT_API.operate, { tenantId: account.tenantId, accountId: account.id, status });
      message.success(tm(status === 2 ? '启用成功' : '停用成功'));
      await list.refetch();
    } catch {
      // shown by the http client
    }
  };

  return { ...list, toggleStatus, toggling: pending };
}
