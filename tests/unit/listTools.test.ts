// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineEnum } from '@schemas/enums';
import type { ColumnDecl } from '@resources/define';
import { searchColumnsOf } from '@/engine/list/searchQuery';
import { formToSearch, listShapeOf, pageKeyOf, readListState, routeSearchOf, searchToForm, stateOfView, writeListState } from '@/engine/list/listAddress';
import { arrangeColumns, moveColumn, settingsOf, tableOrder } from '@/engine/list/columnSettings';
import { runEach } from '@/engine/bulk/runEach';
import { homeTag, openTag } from '@/shell/tags/tagRules';

const flag = defineEnum([
  { value: '1', zh: '启用', en: 'Enabled' },
  { value: '0', zh: '停用', en: 'Disabled' },
] as const);
const kind = defineEnum([
  { value: 1, zh: '金额', en: 'Amount' },
  { value: 2, zh: '次数', en: 'Count' },
] as const);

const columns: ColumnDecl[] = [
  { field: 'name', sortable: true, search: { widget: 'input', maxLength: 10 } },
  { field: 'flag', type: 'tag', enum: flag, search: { widget: 'select' } },
  { field: 'kind', type: 'enum', enum: kind, search: { widget: 'select' } },
  { field: 'owner', search: { widget: 'select', options: { url: '/owners', valueField: 'id', labelField: 'name' } } },
  { key: 'created', hideInTable: true, search: { widget: 'dateRange', into: ['begin', 'end'] } },
  { field: 'createTime', type: 'datetime', sortable: true },
  { field: 'remark' },
];
const resource = { columns, pageSize: 10, pageSizeOptions: [10, 20, 50] };
const shape = listShapeOf(resource, searchColumnsOf(resource));

describe('a list state in the address (deep links)', () => {
  it('reads what the list allows and writes it back the same way', () => {
    const search = '?id=7&q.name=%E8%B4%A6&q.flag=0&q.kind=2&q.owner=12&q.created=2026-01-01~2026-01-31&sort=-createTime&page=3&size=20';
    const state = readListState(shape, search);
    expect(state).toEqual({
      search: { name: '账', flag: '0', kind: '2', owner: '12', created: '2026-01-01~2026-01-31' },
      sort: { field: 'createTime', order: 'desc' },
      page: 3,
      size: 20,
    });
    // The page's own route query stays first and untouched.
    expect(writeListState(shape, '?id=7', state)).toBe(search);
    expect(writeListState(shape, '', { search: {}, page: 1, size: 10 })).toBe('');
  });

  it('leaves a bad value out, the field empty, never failing', () => {
    const state = readListState(shape, '?q.name=' + 'x'.repeat(11) + '&q.flag=7&q.kind=abc&q.created=2026-02-30~2026-03-01&q.unknown=1&sort=remark&page=0&size=13');
    expect(state).toEqual({ search: {}, sort: undefined, page: 1, size: 10 });
    expect(readListState(shape, '?q.created=2026-03-02~2026-03-01&page=-1&size=abc&sort=-').search).toEqual({});
    expect(readListState(shape, '?q.created=~2026-03-01&q.name=%20ok%20&page=99999999').search).toEqual({ created: '~2026-03-01', name: 'ok' });
    expect(readListState(shape, '?q.name=a%00b').search).toEqual({});
  });

  it('keeps the page’s route query apart: tabs and kept-alive pages key on it', () => {
    expect(routeSearchOf('?id=5&q.name=x&page=2&tenantId=1&sort=name&size=20')).toBe('?id=5&tenantId=1');
    expect(routeSearchOf('?page=2')).toBe('');
    expect(pageKeyOf('/list?k=1&q.name=x&page=2')).toBe('/list?k=1');
    expect(pageKeyOf('/list?q.name=x')).toBe('/list');
    expect(pageKeyOf('/list')).toBe('/list');
  });

  it('turns the form into texts and back: enum values keep their type, a date range its two days', () => {
    const texts = formToSearch(shape, { name: ' 账户 ', flag: '1', kind: 2, owner: 12, created: [{ format: () => '2026-01-01' }, { format: () => '2026-01-31' }], remark: 'x' });
    expect(texts).toEqual({ name: '账户', flag: '1', kind: '2', owner: '12', created: '2026-01-01~2026-01-31' });
    const values = searchToForm(shape, texts);
    expect(values).toMatchObject({ name: '账户', flag: '1', kind: 2, owner: '12', created: ['2026-01-01', '2026-01-31'] });
    expect(formToSearch(shape, { name: '', flag: undefined, created: [null, null] })).toEqual({});
  });

  it('opens a saved view ignoring what the list no longer has', () => {
    const state = stateOfView(shape, { search: { name: 'a', gone: 'x', flag: '9' }, sort: { field: 'gone', order: 'asc' } }, 20);
    expect(state).toEqual({ search: { name: 'a' }, sort: undefined, page: 1, size: 20 });
  });
});

describe('column settings', () => {
  it('arrange the declared columns in the user’s order, ignore unknown names and append new columns', () => {
    const arranged = arrangeColumns(columns, {
      columns: [{ key: 'remark', width: 300, fixed: 'left' }, { key: 'gone' }, { key: 'flag', hidden: true }, { key: 'remark' }],
    });
    expect(arranged.map((a) => [a.key, a.hidden, a.width, a.fixed])).toEqual([
      ['remark', false, 300, 'left'],
      ['flag', true, undefined, undefined],
      ['name', false, undefined, undefined],
      ['kind', false, undefined, undefined],
      ['owner', false, undefined, undefined],
      ['createTime', false, undefined, undefined],
    ]);
    expect(tableOrder(arranged).map((a) => a.key)).toEqual(['remark', 'name', 'kind', 'owner', 'createTime']);
    expect(settingsOf(moveColumn(arranged, 2, -1), 'small')).toEqual({
      columns: [{ key: 'remark', width: 300, fixed: 'left' }, { key: 'name' }, { key: 'flag', hidden: true }, { key: 'kind' }, { key: 'owner' }, { key: 'createTime' }],
      density: 'small',
    });
    expect(moveColumn(arranged, 0, -1)).toBe(arranged);
    expect(arrangeColumns(columns, null).map((a) => a.key)).toEqual(['name', 'flag', 'kind', 'owner', 'createTime', 'remark']);
  });
});

describe('bulk actions', () => {
  it('run every row, report each failure with its reason, and keep the others done', async () => {
    const done: number[] = [];
    const outcomes = await runEach(
      [1, 2, 3, 4, 5],
      async (n) => {
        if (n === 3) throw new Error('账户已冻结，请先解冻');
        done.push(n);
      },
      2,
    );
    expect(done.sort()).toEqual([1, 2, 4, 5]);
    expect(outcomes.map((o) => [o.item, o.ok, o.reason])).toEqual([
      [1, true, undefined],
      [2, true, undefined],
      [3, false, '账户已冻结，请先解冻'],
      [4, true, undefined],
      [5, true, undefined],
    ]);
    expect(await runEach([], async () => undefined)).toEqual([]);
  });
});

describe('tabs', () => {
  it('a list’s search changes its tab in place; another route query is another tab', () => {
    const home = homeTag('/wel/index', '首页');
    let tags = openTag([], { label: '账户类型', value: '/types', close: true }, home);
    tags = openTag(tags, { label: '账户类型', value: '/types?q.name=a&page=2', close: true }, home);
    expect(tags.map((t) => t.value)).toEqual(['/wel/index', '/types?q.name=a&page=2']);
    tags = openTag(tags, { label: '账户类型', value: '/types?k=2', close: true }, home);
    expect(tags.map((t) => t.value)).toEqual(['/wel/index', '/types?q.name=a&page=2', '/types?k=2']);
  });
});
