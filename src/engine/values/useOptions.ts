import { useDataProvider, type BaseRecord } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import type { EnumDef } from '@schemas/enums';
import type { DeclContext, OptionSource, RemoteOptions } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';
import { dynamic, scopeOf } from '../dynamic';

export interface OptionItem {
  value: string | number;
  label: string;
}
export type OptionList = (OptionItem | { label: string; title: string; options: OptionItem[] })[];

const isEnum = (s: OptionSource): s is EnumDef => 'options' in s && 'label' in s;
const isGroups = (s: OptionSource): s is { groups: readonly { key: string; zh: string; en: string; enum: EnumDef }[] } => 'groups' in s;
export const isRemote = (s: OptionSource | undefined): s is RemoteOptions => !!s && 'url' in s;

const enumItems = (def: EnumDef, en: boolean): OptionItem[] => def.options.map((o) => ({ value: o.value, label: en ? o.en : o.zh }));

/** The options of a local source (an enum or enum groups) in the current language. */
export function localOptions(source: OptionSource | undefined): OptionList {
  if (!source || isRemote(source)) return [];
  const en = currentLanguage() === 'en';
  if (isEnum(source)) return enumItems(source, en);
  if (isGroups(source)) return source.groups.map((g) => ({ label: en ? g.en : g.zh, title: g.key, options: enumItems(g.enum, en) }));
  return [];
}

/** The items of an options reply: a list, or a page's records. */
function itemsOf(data: unknown): Record<string, unknown>[] {
  if (Array.isArray(data)) return data as Record<string, unknown>[];
  const records = (data as { records?: unknown } | undefined)?.records;
  return Array.isArray(records) ? (records as Record<string, unknown>[]) : [];
}

/**
 * Options of any source: local ones at once, remote ones from their call (none while its url is null). The call
 * goes through react-query with the data provider, not Refine's useCustom: useCustom reads the router (for its
 * error handling's sign-out), and React calls every reader of the router's location again on each navigation,
 * those in kept-alive pages too, hidden or not (a context change reaches every reader under a provider of it);
 * the flow list's search form and header had 28 such controls, each with Refine's hooks, run on every tab switch
 * (docs/performance.md#tab-and-module-switches). The http client already handles an expired session.
 */
export function useOptions(source: OptionSource | undefined, ctx: DeclContext, enabled = true) {
  const remote = isRemote(source) ? source : undefined;
  const url = remote ? (typeof remote.url === 'string' ? remote.url : (dynamic(remote.url, 'options.url', [ctx], scopeOf(undefined, ctx), 'query') ?? null)) : null;
  const dataProvider = useDataProvider();
  const method = remote?.method ?? 'get';
  const query = useQuery({
    queryKey: ['options', method, url, remote?.body ?? null],
    queryFn: () => dataProvider().custom!<BaseRecord>({ url: url!, method, ...(method === 'post' ? { payload: remote?.body ?? {} } : { query: remote?.body }) }),
    enabled: enabled && url !== null,
    staleTime: 30_000,
  });
  if (!remote) return { options: localOptions(source), loading: false };
  const { labelField: label, valueField: value, childrenField } = remote;
  const labelOf = (item: Record<string, unknown>) => (typeof label === 'function' ? label(item) : String(item[label] ?? ''));
  const options: OptionItem[] = [];
  // A tree of items gives every node, labelled by its path from the top.
  const collect = (items: Record<string, unknown>[], above: string[]) => {
    for (const item of items) {
      const path = [...above, labelOf(item)];
      options.push({ value: typeof value === 'function' ? value(item) : (item[value] as string | number), label: path.join(' / ') });
      const children = childrenField ? item[childrenField] : undefined;
      if (Array.isArray(children)) collect(children as Record<string, unknown>[], path);
    }
  };
  collect(itemsOf(query.data?.data), []);
  return { options, loading: query.isFetching };
}

/** The label of a value among options (flat or grouped). */
export function optionLabel(options: OptionList, value: unknown): string | undefined {
  for (const o of options) {
    if ('options' in o) {
      const found = o.options.find((x) => String(x.value) === String(value));
      if (found) return found.label;
    } else if (String(o.value) === String(value)) return o.label;
  }
  return undefined;
}
