// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/providers/apiError';
import { fieldConflicts, rebaseValues, staleOf, versionOf } from '@/engine/conflict/staleWrite';

/** The conflict dialog's comparison and "go on editing" (docs/api.md, "Idempotency keys and versions"). */
const base = { id: 1, name: '北京餐补', kind: 1, remark: '原备注', version: 3 };
const theirs = { id: 1, name: '北京餐补', kind: 2, remark: '他人的备注', version: 4 };
const yours = { id: 1, name: '北京午餐补', kind: 1, remark: '原备注' };
const fields = ['name', 'kind', 'remark'];

describe('a stale write', () => {
  it('is read from a 412 with the record as it stands; other failures are not one', () => {
    const lastChange = { userId: 2, username: 'checker', actualName: '复核员', time: '2026-11-28 10:00:00', action: 'update' };
    expect(staleOf(new ApiError(412, 'stale', undefined, { code: 1, data: theirs, lastChange }))).toEqual({ theirs, lastChange });
    expect(staleOf(new ApiError(412, 'stale', undefined, { code: 1, data: null }))).toBeNull();
    expect(staleOf(new ApiError(409, 'x', undefined, { code: 1, data: theirs }))).toBeNull();
    expect(staleOf(new Error('x'))).toBeNull();
    expect([versionOf(theirs), versionOf({ version: '4' }), versionOf(undefined)]).toEqual([4, undefined, undefined]);
  });

  it('shows the fields that differ, with who changed each since the read', () => {
    expect(fieldConflicts(fields, base, yours, theirs)).toEqual([
      { field: 'name', theirs: '北京餐补', yours: '北京午餐补', changedByThem: false, changedByYou: true },
      { field: 'kind', theirs: 2, yours: 1, changedByThem: true, changedByYou: false },
      { field: 'remark', theirs: '他人的备注', yours: '原备注', changedByThem: true, changedByYou: false },
    ]);
    // The version and update time move with every change: never listed.
    expect(fieldConflicts(['version', 'updateTime'], base, { version: 3 }, { version: 4, updateTime: 'x' })).toEqual([]);
  });

  it('goes on editing with what the user typed, on top of the other change (nothing typed is lost)', () => {
    expect(rebaseValues(fields, base, yours, theirs)).toEqual({ id: 1, name: '北京午餐补', kind: 2, remark: '他人的备注' });
    // A field both changed keeps the user's value.
    expect(rebaseValues(fields, base, { ...yours, kind: 3 }, theirs)).toMatchObject({ kind: 3 });
    // Without what was read, everything the user holds stays.
    expect(rebaseValues(fields, undefined, yours, theirs)).toEqual(yours);
  });

  it('compares values, not how they were spelled: a declaration the form built is the one the server sent, its keys in another order', () => {
    const read = { widgets: [{ kind: 'bar', title: { zh: '每日消费', en: 'Spending' }, range: '7d' }], title: { zh: '看板', en: 'Board' } };
    const typed = { widgets: [{ title: { en: 'Spending', zh: '每日消费' }, range: '7d', kind: 'bar', groupBy: undefined }], title: { zh: '我的看板', en: 'Board' } };
    const now = { widgets: [{ kind: 'line', title: { zh: '每日消费', en: 'Spending' }, range: '7d' }], title: read.title };
    expect(fieldConflicts(['title', 'widgets'], read, typed, now)).toEqual([
      { field: 'title', theirs: now.title, yours: typed.title, changedByThem: false, changedByYou: true },
      { field: 'widgets', theirs: now.widgets, yours: typed.widgets, changedByThem: true, changedByYou: false },
    ]);
    // The charts the user left alone take theirs.
    expect(rebaseValues(['title', 'widgets'], read, typed, now)).toEqual({ ...typed, widgets: now.widgets });
  });
});
