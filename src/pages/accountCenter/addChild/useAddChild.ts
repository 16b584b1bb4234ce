import { useState } from 'react';
import { App, Form } from 'antd';
import { useGo } from '@refinedev/core';
import { ACCOUNT_SCOPE, PICK_ORG_FIRST, PICK_PERSON_FIRST, scopeNeeds } from '@schemas/account';
import { SUBJECT_TYPE } from '@schemas/accountSubject';
import type { PickerPerson } from '@schemas/orgPicker';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API, ACCOUNT_ROUTES } from '../shared/api';
import { clearChildDraft, clearChosenPeople, readChildDraft, readChosenPeople, writeChildDraft, writeChosenPeople } from '../shared/chosenPeople';
import type { PickedOrg } from '../shared/OrgTreeDialog';
import { useAccountCall } from '../shared/useAccountCall';
import { validated } from '../shared/validated';

export interface ChildFormValues {
  accountName: string;
  configIds: number[];
  accountTypeId: number;
  accountType: number;
  flag: number;
}

/** Controller of addChild: the form, the chosen people (kept for the session) or organisations, and save. */
export function useAddChild(query: Record<string, string | null>) {
  const { message } = App.useApp();
  const go = useGo();
  const draft = readChildDraft();
  const [form] = Form.useForm<ChildFormValues>();
  const [people, setPeople] = useState<PickerPerson[]>(() => readChosenPeople());
  const [orgs, setOrgs] = useState<PickedOrg[]>(() => (draft?.orgs as PickedOrg[] | undefined) ?? []);
  const { post, pending } = useAccountCall();
  const isGroup = Number(query.subjectType) === SUBJECT_TYPE.group;
  const initialValues: Partial<ChildFormValues> = {
    accountType: ACCOUNT_SCOPE.self,
    flag: 0,
    ...((draft?.values as Partial<ChildFormValues> | undefined) ?? {}),
  };

  const backToList = () => {
    clearChosenPeople();
    clearChildDraft();
    go({ to: ACCOUNT_ROUTES.child, query: { id: query.parentId ?? query.id, tenantId: query.tenantId } });
  };

  /** Keeps what was typed, then opens addPerson; it comes back here with the people chosen. */
  const choosePeople = () => {
    writeChildDraft({ values: form.getFieldsValue(), orgs, query });
    writeChosenPeople(people);
    go({ to: ACCOUNT_ROUTES.addPerson });
  };

  const removePerson = (p: PickerPerson) => {
    const next = people.filter((x) => x.userId !== p.userId);
    setPeople(next);
    writeChosenPeople(next);
  };

  const save = async () => {
    const values = await validated(form);
    if (!values) return;
    const needs = scopeNeeds(values.accountType, values.flag);
    const accountSysId = needs === 'person' ? people.map((p) => p.userId) : needs === 'org' ? orgs.map((o) => o.deptId) : [];
    if (needs !== 'none' && accountSysId.length === 0) {
      message.warning(tm(needs === 'org' ? PICK_ORG_FIRST : PICK_PERSON_FIRST));
      return;
    }
    try {
      await post(ACCOUNT_API.save, {
        ...values,
        flag: values.accountType === ACCOUNT_SCOPE.employee ? values.flag : 0,
        accountSysId,
        parentId: Number(query.parentId ?? query.id),
        subjectId: Number(query.subjectId),
        subjectName: query.subjectName,
        subjectNo: query.subjectNo,
        subjectType: Number(query.subjectType),
        tenantId: Number(query.tenantId),
        status: 2,
      });
      message.success(tm('新增成功!'));
      backToList();
    } catch {
      // shown by the http client; the save button is enabled again
    }
  };

  return { form, initialValues, people, orgs, setOrgs, isGroup, save, saving: pending, backToList, choosePeople, removePerson };
}
