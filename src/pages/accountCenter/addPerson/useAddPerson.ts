import { useState } from 'react';
import { App } from 'antd';
import { useCustom, useGo } from '@refinedev/core';
import { PICK_ORG_TO_SEARCH, PICK_PEOPLE_TO_ADD, PICK_PEOPLE_TO_DELETE, type PickerPerson } from '@schemas/orgPicker';
import { tm } from '@/providers/i18n';
import { ACCOUNT_API, ACCOUNT_ROUTES } from '../shared/api';
import { readChosenPeople, writeChosenPeople } from '../shared/chosenPeople';

export const PERSON_PAGE_SIZE = 10;

/** Controller of addPerson: the department's employees page by page, and the chosen list kept for the session. */
export function useAddPerson() {
  const { message } = App.useApp();
  const go = useGo();
  const [deptId, setDeptId] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState({ current: 1, size: PERSON_PAGE_SIZE });
  const [selected, setSelected] = useState<PickerPerson[]>([]);
  const [initial] = useState<PickerPerson[]>(() => readChosenPeople());
  const [chosen, setChosen] = useState<PickerPerson[]>(initial);
  const [chosenSelected, setChosenSelected] = useState<number[]>([]);

  const { query } = useCustom<{ records: PickerPerson[]; total: number }>({
    url: ACCOUNT_API.usersByDept,
    method: 'post',
    config: { payload: { deptId, current: page.current, size: page.size, name: applied || undefined } },
    queryOptions: { enabled: deptId !== null },
    errorNotification: false,
  });
  const data = query.data?.data as unknown as { records: PickerPerson[]; total: number } | undefined;

  const chooseDept = (id: number | null) => {
    setDeptId(id);
    setPage({ current: 1, size: page.size });
    setSelected([]);
  };

  const search = () => {
    if (deptId === null) {
      message.warning(tm(PICK_ORG_TO_SEARCH));
      return;
    }
    setApplied(name.trim());
    setPage({ current: 1, size: page.size });
  };

  const chosenIds = new Set(chosen.map((p) => p.userId));
  const add = (people: PickerPerson[]) => {
    const next = [...chosen, ...people.filter((p) => !chosenIds.has(p.userId))];
    setChosen(next);
    writeChosenPeople(next);
    setSelected([]);
  };
  const addSelected = () => {
    if (selected.length === 0) {
      message.warning(tm(PICK_PEOPLE_TO_ADD));
      return;
    }
    add(selected);
  };
  const removeSelected = () => {
    if (chosenSelected.length === 0) {
      message.warning(tm(PICK_PEOPLE_TO_DELETE));
      return;
    }
    const next = chosen.filter((p) => !chosenSelected.includes(p.userId));
    setChosen(next);
    writeChosenPeople(next);
    setChosenSelected([]);
  };
  const remove = (p: PickerPerson) => {
    const next = chosen.filter((x) => x.userId !== p.userId);
    setChosen(next);
    writeChosenPeople(next);
  };

  const confirm = () => go({ to: ACCOUNT_ROUTES.addChild });
  /** Cancel leaves the chosen list as it was when the page opened. */
  const cancel = () => {
    writeChosenPeople(initial);
    go({ to: ACCOUNT_ROUTES.addChild });
  };

  return {
    deptId,
    chooseDept,
    name,
    setName,
    search,
    page,
    setPage,
    records: deptId === null ? [] : (data?.records ?? []),
    total: data?.total ?? 0,
    loading: query.isFetching,
    selected,
    setSelected,
    chosen,
    chosenIds,
    chosenSelected,
    setChosenSelected,
    add,
    addSelected,
    remove,
    removeSelected,
    confirm,
    cancel,
  };
}
