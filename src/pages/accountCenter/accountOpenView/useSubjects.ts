import { App } from 'antd';
import type { AccountSubject } from '@schemas/accountSubject';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API } from '../shared/api';
import { useAccountCall } from '../shared/useAccountCall';
import { useAccountList } from '../shared/useAccountList';

/** Controller of the subject list: the page of subjects and enabling/disabling their parent account. */
export function useSubjects() {
  const { message } = App.useApp();
  const list = useAccountList<AccountSubject>({ name: 'accountSubject', url: ACCOUNT_API.subjectList });
  const { post, pending } = useAccountCall();
  const toggle = async (row: AccountSubject) => {
    const status = row.status === 2 ? 1 : 2;
    try {
      await post('/accountcenter/subject/operate', { id: row.id, status, tenantId: row.tenantId });
      message.success(tm(status === 2 ? '启用成功' : '停用成功'));
      await list.refetch();
    } catch {
      // shown by the http client
    }
  };
  return { ...list, toggle, toggling: pending };
}
