import { useState } from 'react';
import { App } from 'antd';
import { useCustom, useGo } from '@refinedev/core';
import type { MasterDetailDecl } from '@resources/define';
import { tm } from '@/providers/i18n';
import { readDraft, writeDraft } from '../form/formDraft';
import { dynamic } from '../dynamic';

type Row = Record<string, unknown>;

/**
 * The controller of a master/detail page: the node chosen in the tree, its rows page by page with a name
 * search, the rows ticked, and the picks, which start as the form's draft holds them and go back to it on
 * confirm (cancel leaves the draft as it was).
 */
export function useMasterDetail(decl: MasterDetailDecl) {
  const { message } = App.useApp();
  const go = useGo();
  const { list, pick } = decl;
  const key = (row: Row) => row[list.rowKey] as number | string;
  const [node, setNode] = useState<number | string | null>(null);
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const [page, setPage] = useState({ current: 1, size: list.pageSize });
  const [ticked, setTicked] = useState<Row[]>([]);
  const [picked, setPicked] = useState<Row[]>(() => {
    const held = pick ? readDraft(pick.form)?.values[pick.field] : undefined;
    return Array.isArray(held) ? (held as Row[]) : [];
  });
  // A page that needs a node shows nothing before one is chosen; a browsing page shows every node's rows.
  const needsNode = list.needNodeMessage !== undefined;
  const listed = node !== null || !needsNode;
  const [pickedTicked, setPickedTicked] = useState<(number | string)[]>([]);

  const { query } = useCustom<{ records: Row[]; total: number }>({
    url: list.url,
    method: 'post',
    config: { payload: listed ? { ...dynamic(list.body, 'masterDetail.list.body', [node, applied || undefined], {}), current: page.current, size: page.size } : {} },
    queryOptions: { enabled: listed },
    errorNotification: false,
  });
  const data = query.data?.data as unknown as { records?: Row[]; total?: number } | undefined;

  const chooseNode = (next: number | string | null) => {
    setNode(next);
    setPage((p) => ({ current: 1, size: p.size }));
    setTicked([]);
  };

  const search = () => {
    if (!listed && list.needNodeMessage) {
      message.warning(tm(list.needNodeMessage));
      return;
    }
    setApplied(name.trim());
    setPage((p) => ({ current: 1, size: p.size }));
  };

  const pickedKeys = new Set(picked.map(key));
  const add = (rows: Row[]) => {
    setPicked((current) => [...current, ...rows.filter((r) => !current.some((c) => key(c) === key(r)))]);
    setTicked([]);
  };
  const addTicked = () => {
    if (!pick) return;
    if (ticked.length === 0) {
      message.warning(tm(pick.noneToAdd));
      return;
    }
    add(ticked);
  };
  const removeTicked = () => {
    if (!pick) return;
    if (pickedTicked.length === 0) {
      message.warning(tm(pick.noneToRemove));
      return;
    }
    setPicked((current) => current.filter((r) => !pickedTicked.includes(key(r))));
    setPickedTicked([]);
  };
  const remove = (row: Row) => setPicked((current) => current.filter((r) => key(r) !== key(row)));

  const confirm = () => {
    if (!pick) return;
    const draft = readDraft(pick.form) ?? { query: {}, values: {} };
    writeDraft(pick.form, { ...draft, values: { ...draft.values, [pick.field]: picked } });
    go({ to: pick.form });
  };
  const cancel = () => pick && go({ to: pick.form });

  return {
    node,
    chooseNode,
    name,
    setName,
    search,
    page,
    setPage,
    /** Asks the rows again (after the tree changed). */
    reload: () => void query.refetch(),
    rows: listed ? (data?.records ?? []) : [],
    total: data?.total ?? 0,
    loading: query.isFetching,
    listed,
    ticked,
    setTicked,
    picked,
    pickedKeys,
    pickedTicked,
    setPickedTicked,
    add,
    addTicked,
    remove,
    removeTicked,
    confirm,
    cancel,
    key,
  };
}
