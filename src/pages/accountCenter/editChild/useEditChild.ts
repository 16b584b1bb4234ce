import { useEffect } from 'react';
import { App, Form } from 'antd';
import { useCustom, useGo } from '@refinedev/core';
import { scopeNeeds, type Account } from '@schemas/account';
import type { PickerPerson } from '@schemas/orgPicker';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API, ACCOUNT_ROUTES } from '../shared/api';
import type { OrgRow } from '../shared/PeopleTable';
import { useAccountCall } from '../shared/useAccountCall';
import { useAccountQuery } from '../shared/useAccountQuery';
import { validated } from '../shared/validated';

export interface EditValues {
  accountName: string;
  configIds: number[];
  status: number;
}

/** Controller of editChild/detailChild: the account, its people or organisations, and save (编辑成功!). */
export function useEditChild(query: { id: string | null; parentId: string | null; tenantId: string | null }) {
  const { message } = App.useApp();
  const go = useGo();
  const [form] = Form.useForm<EditValues>();
  const { post, pending } = useAccountCall();
  const account = useAccountQuery<Account>(ACCOUNT_API.sonView(query.id ?? '', query.tenantId ?? ''), undefined, Boolean(query.id && query.tenantId));
  const data = account.data;
  const needs = data ? scopeNeeds(data.accountScope, data.flag) : 'none';
  const ids = data?.accountSysId ?? [];

  const people = useCustom<PickerPerson[]>({
    url: ACCOUNT_API.usersByIds,
    method: 'post',
    config: { payload: ids },
    queryOptions: { enabled: needs === 'person' && ids.length > 0 },
    errorNotification: false,
  });
  const orgs = useCustom<OrgRow[]>({
    url: ACCOUNT_API.deptsByIds,
    method: 'post',
    config: { payload: ids },
    queryOptions: { enabled: needs === 'org' && ids.length > 0 },
    errorNotification: false,
  });

  useEffect(() => {
    if (data) form.setFieldsValue({ accountName: data.accountName, configIds: data.configIds, status: data.status });
  }, [data, form]);

  const backToList = () => go({ to: ACCOUNT_ROUTES.child, query: { id: query.parentId ?? data?.parentId, tenantId: query.tenantId } });

  const save = async () => {
    if (!data) return;
    const values = await validated(form);
    if (!values) return;
    try {
      await post(ACCOUNT_API.update, {
        ...values,
        id: data.id,
        tenantId: data.tenantId,
        subjectId: data.subjectId,
        accountTypeId: data.accountTypeId,
        accountType: data.accountScope,
      });
      message.success(tm('编辑成功!'));
      backToList();
    } catch {
      // shown by the http client; the save button is enabled again
    }
  };

  return {
    form,
    account: data,
    loading: account.loading,
    needs,
    people: (people.query.data?.data as unknown as PickerPerson[] | undefined) ?? [],
    orgs: (orgs.query.data?.data as unknown as OrgRow[] | undefined) ?? [],
    listLoading: people.query.isFetching || orgs.query.isFetching,
    save,
    saving: pending,
    backToList,
  };
}
