import { describe, expect, it } from 'vitest';
import { DynamicValueError, evaluate, fill, holds } from '@resources/evaluate';
import type { DynamicScope } from '@resources/define';

/** The one evaluator of declarations' dynamic values (resources/evaluate.ts): functions, data, named functions. */
const scope: DynamicScope = {
  record: { id: 7, status: 1, flag: '0', name: 'Beijing', tags: ['a', 'b'], amount: '12.50', empty: '', nested: { code: 'CN' } },
  values: { accountType: '3', flag: 1, people: [] },
  query: { tenantId: 2 },
  header: { accountNo: 'A-1' },
};
const call = (value: unknown, extra: Partial<Parameters<typeof evaluate>[1]> = {}) =>
  evaluate(value, { args: [scope.record, { query: scope.query }], scope, at: 'actions.x.visible', ...extra });

describe('conditions written as data', () => {
  it.each([
    [{ field: 'status', op: 'eq', value: 1 }, true],
    [{ field: 'status', op: 'eq', value: '1' }, true], // a number and its text are one
    [{ field: 'flag', op: 'eq', value: 0 }, true],
    [{ field: 'status', op: 'eq', value: 2 }, false],
    [{ field: 'status', op: 'ne', value: 2 }, true],
    [{ field: 'status', op: 'in', value: [1, 2] }, true],
    [{ field: 'status', op: 'in', value: [3] }, false],
    [{ field: 'status', op: 'notIn', value: [3] }, true],
    [{ field: 'amount', op: 'gt', value: 12 }, true],
    [{ field: 'amount', op: 'gte', value: '12.5' }, true],
    [{ field: 'amount', op: 'lt', value: 12.5 }, false],
    [{ field: 'amount', op: 'lte', value: 12.5 }, true],
    [{ field: 'name', op: 'gt', value: 'Aachen' }, true],
    [{ field: 'missing', op: 'gt', value: 1 }, false], // nothing to order: never holds
    [{ field: 'empty', op: 'empty' }, true],
    [{ field: 'missing', op: 'empty' }, true],
    [{ field: 'tags', op: 'notEmpty' }, true],
    [{ field: 'tags', op: 'contains', value: 'b' }, true],
    [{ field: 'name', op: 'contains', value: 'jing' }, true],
    [{ field: 'name', op: 'contains', value: 'Shang' }, false],
    [{ field: 'nested.code', op: 'eq', value: 'CN' }, true],
  ])('%j holds: %s', (condition, expected) => {
    expect(call(condition)).toBe(expected);
  });

  it('reads the call site’s subject unless `from` names another part of the scope', () => {
    expect(call({ field: 'flag', op: 'eq', value: 1 }, { subject: 'values' })).toBe(true);
    expect(call({ field: 'tenantId', op: 'eq', value: 2, from: 'query' })).toBe(true);
    expect(call({ field: 'accountNo', op: 'eq', value: 'A-1', from: 'header' })).toBe(true);
    expect(call({ field: 'people', op: 'empty', from: 'values' })).toBe(true);
  });

  it('nests all, any and not', () => {
    const personWide = { all: [{ field: 'accountType', op: 'eq', value: 3 }, { not: { field: 'flag', op: 'eq', value: 1 } }] };
    const orgWide = {
      any: [
        { field: 'accountType', op: 'eq', value: 2 },
        {
          all: [
            { field: 'accountType', op: 'eq', value: 3 },
            { field: 'flag', op: 'eq', value: 1 },
          ],
        },
      ],
    };
    expect(holds(personWide, scope, 'values')).toBe(false);
    expect(holds(orgWide, scope, 'values')).toBe(true);
    expect(holds({ not: orgWide }, scope, 'values')).toBe(false);
  });

  it.each([
    ['a condition that is not an object', 'yes', 'actions.x.visible: expected a function, a condition, a template, a choice or { logic }, got "yes"'],
    [
      'an unknown operator',
      { field: 'status', op: 'equals', value: 1 },
      'actions.x.visible.op: unknown operator "equals" (one of eq, ne, in, notIn, gt, gte, lt, lte, empty, notEmpty, contains)',
    ],
    ['a field that is no name', { field: 3, op: 'eq' }, 'actions.x.visible.field: must be a field name, got 3'],
    ['a scope part that does not exist', { field: 'a', op: 'eq', from: 'cookies' }, 'actions.x.visible.from: "from" must be one of record, values, query, header, got "cookies"'],
    ['a key a condition does not have', { field: 'a', op: 'eq', value: 1, then: 2 }, 'actions.x.visible: unknown key "then" (a field condition has field, op, value, from)'],
    ['a list operator without a list', { field: 'status', op: 'in', value: 1 }, 'actions.x.visible.value: operator "in" needs a list as its value, got 1'],
    ['an empty all', { all: [] }, 'actions.x.visible.all: must be a non-empty list of conditions'],
    ['all beside another key', { all: [{ field: 'a', op: 'empty' }], field: 'b' }, 'actions.x.visible: "all" stands alone in its condition, found also field'],
    ['a bad condition deep inside', { any: [{ field: 'a', op: 'empty' }, { not: { field: 'b', op: '~' } }] }, 'actions.x.visible.any[1].not.op: unknown operator "~"'],
    ['neither a field nor a combination', { status: 1 }, 'actions.x.visible: a condition needs "field" and "op", or "all", "any" or "not"; got {"status":1}'],
    ['an unregistered function', { logic: 'nope' }, 'actions.x.visible.logic: no function is registered as "nope"'],
    ['a template reading outside the scope', { template: '${window.location}' }, 'actions.x.visible.template: "${window.location}" must read a field of record, values, query, header'],
    ['a choice without then', { if: { field: 'a', op: 'empty' } }, 'actions.x.visible: a choice has "if", "then" and optionally "else"'],
  ])('refuses %s, naming the part at fault', (_, value, message) => {
    expect(() => call(value)).toThrow(DynamicValueError);
    expect(() => call(value)).toThrow(message);
  });
});

describe('templates, choices, functions and named functions', () => {
  it('fills a template from the scope, keeping a whole placeholder’s type', () => {
    expect(call({ template: { id: '${record.id}', tenantId: '${query.tenantId}', label: 'No. ${record.id} of ${header.accountNo}', fixed: [1, true, null] } })).toEqual({
      id: 7,
      tenantId: 2,
      label: 'No. 7 of A-1',
      fixed: [1, true, null],
    });
    expect(fill('${record.missing}', scope)).toBeUndefined();
    expect(fill('[${record.missing}]', scope)).toBe('[]');
  });

  it('chooses between two templates as a condition holds (else defaults to null)', () => {
    expect(call({ if: { field: 'status', op: 'eq', value: 1 }, then: 'disable first', else: null })).toBe('disable first');
    expect(call({ if: { field: 'status', op: 'eq', value: 2 }, then: 'disable first' })).toBeNull();
    expect(call({ if: { field: 'status', op: 'eq', value: 2 }, then: 1, else: { id: '${record.id}' } })).toEqual({ id: 7 });
  });

  it('calls a function with what the property gives it, and a named function likewise', () => {
    expect(call((record: { id: number }, ctx: { query: { tenantId: number } }) => record.id + ctx.query.tenantId)).toBe(9);
    expect(evaluate({ logic: 'exportResultFileName' }, { args: [{ taskName: 'cities.xls' }], scope, at: 'download.fileName' })).toBe('cities.xlsx');
    expect(evaluate({ logic: 'importResultFileName' }, { args: [{ fileName: 'people' }], scope, at: 'download.fileName' })).toBe('people.xlsx');
  });

  it('leaves an undeclared property undefined', () => {
    expect(call(undefined)).toBeUndefined();
  });
});
