import { describe, expect, it } from 'vitest';
import { dynamic, scopeOf } from '@/engine/dynamic';
import childResource from '@resources/accountCenter/child';
import subjectResource from '@resources/accountCenter/subject';
import accountTypeResource from '@resources/accountType';
import auditResource from '@resources/audit';
import importLogResource from '@resources/tasks/importLog';
import exportLogResource from '@resources/tasks/exportLog';
import { ACCOUNT_SCOPE, scopeNeeds } from '@schemas/account';
import { SUBJECT_TYPE } from '@schemas/accountSubject';
import { HISTORY_ENTITIES, REVERTIBLE_ENTITIES } from '@schemas/auditRevert';
import { IMPORT_STATUSES, RUNNING_IMPORT_STATUSES, TASK_MSG } from '@schemas/taskConstants';
import type { ActionDecl, FormFieldDecl } from '@resources/define';

/**
 * Declarations whose simple functions became conditions written as data answer as the functions did, read
 * through the engine's evaluator: each is compared with the rule it stands for over every case that matters.
 */
const ctx = { query: {}, lang: 'zh-CN' };
const action = (actions: readonly unknown[] | undefined, key: string) => (actions as ActionDecl[]).find((a) => a.key === key)!;
const visible = (a: ActionDecl, record: Record<string, unknown>) => dynamic(a.visible, a.key, [record, ctx], scopeOf(record, ctx));
const fieldOf = (fields: FormFieldDecl[], name: string) => fields.find((f) => f.field === name)!;
const formCtx = (values: Record<string, unknown>, record?: Record<string, unknown>) => ({ ...ctx, mode: 'edit' as const, values, record });
const fieldSays = (f: FormFieldDecl, prop: 'visibleWhen' | 'readOnly' | 'requiredWhen', values: Record<string, unknown>, record?: Record<string, unknown>) => {
  const value = prop === 'requiredWhen' ? f.requiredWhen?.when : f[prop];
  const fctx = formCtx(values, record);
  return !!dynamic(value as never, `${f.field}.${prop}`, prop === 'readOnly' ? [fctx] : [values, fctx], scopeOf(record, fctx), 'values');
};

describe('child accounts: the people or organisations picked follow scopeNeeds', () => {
  const addFields = childResource.forms!.create!.fields as FormFieldDecl[];
  const editFields = childResource.forms!.edit!.fields as FormFieldDecl[];
  const cases = [1, 2, 3, '1', '2', '3', undefined].flatMap((accountType) => [0, 1, '1', undefined].map((flag) => ({ accountType, flag })));

  it.each(cases)('add page, values %j', (values) => {
    const needs = scopeNeeds(Number(values.accountType), Number(values.flag));
    expect(fieldSays(fieldOf(addFields, 'people'), 'visibleWhen', values)).toBe(needs === 'person');
    expect(fieldSays(fieldOf(addFields, 'people'), 'requiredWhen', values)).toBe(needs === 'person');
    expect(fieldSays(fieldOf(addFields, 'orgs'), 'visibleWhen', values)).toBe(needs === 'org');
    expect(fieldSays(fieldOf(addFields, 'orgs'), 'requiredWhen', values)).toBe(needs === 'org');
    expect(fieldSays(fieldOf(addFields, 'flag'), 'visibleWhen', values)).toBe(Number(values.accountType) === ACCOUNT_SCOPE.employee);
  });

  it.each(cases.filter((c) => typeof c.accountType !== 'string' && typeof c.flag !== 'string'))('edit page, record %j', ({ accountType, flag }) => {
    const record = { accountScope: accountType, flag, status: 2 };
    const needs = scopeNeeds(accountType as number, flag as number);
    expect(fieldSays(fieldOf(editFields, 'people'), 'visibleWhen', {}, record)).toBe(needs === 'person');
    expect(fieldSays(fieldOf(editFields, 'orgs'), 'visibleWhen', {}, record)).toBe(needs === 'org');
    expect(fieldSays(fieldOf(editFields, 'people'), 'visibleWhen', {}, undefined)).toBe(false);
  });

  it('keeps a frozen account’s status read-only', () => {
    const status = fieldOf(editFields, 'status');
    expect([1, 2, 3].map((s) => fieldSays(status, 'readOnly', {}, { status: s }))).toEqual([false, false, true]);
  });

  it('toggles 2 to 1 and 1 to 2; a frozen account has neither', () => {
    const [disable, enable] = [action(childResource.actions, 'disable'), action(childResource.actions, 'enable')];
    expect([1, 2, 3].map((status) => [visible(disable, { status }), visible(enable, { status })])).toEqual([
      [false, true],
      [true, false],
      [false, false],
    ]);
  });
});

describe('other lists and forms', () => {
  it('opens a subject with the organisation, the person or the name as the subject type asks', () => {
    const open = action(subjectResource.toolbar as ActionDecl[], 'openSubject');
    const fields = ('form' in (open as { dialog: object }).dialog ? (open as { dialog: { form: { fields: FormFieldDecl[] } } }).dialog.form.fields : []) as FormFieldDecl[];
    for (const type of [...Object.values(SUBJECT_TYPE), undefined]) {
      const values = { subjectType: type };
      const byOrg = type === SUBJECT_TYPE.organisation || type === SUBJECT_TYPE.group;
      expect(fieldSays(fieldOf(fields, 'org'), 'visibleWhen', values)).toBe(byOrg);
      expect(fieldSays(fieldOf(fields, 'org'), 'requiredWhen', values)).toBe(byOrg);
      expect(fieldSays(fieldOf(fields, 'person'), 'visibleWhen', values)).toBe(type === SUBJECT_TYPE.employee);
      expect(fieldSays(fieldOf(fields, 'subjectName'), 'requiredWhen', values)).toBe(type === SUBJECT_TYPE.provider);
    }
  });

  it('enables a disabled account type and disables an enabled one', () => {
    expect(['0', '1'].map((enableFlag) => visible(action(accountTypeResource.actions, 'enable'), { enableFlag }))).toEqual([true, false]);
    expect(['0', '1'].map((enableFlag) => visible(action(accountTypeResource.actions, 'disable'), { enableFlag }))).toEqual([false, true]);
  });

  it('offers a revert on successful audited changes of entities the server reverts, never on a recharge', () => {
    const revert = action(auditResource.actions, 'revert');
    // Screens have a history but no revert; a tenant has neither.
    for (const entity of [...HISTORY_ENTITIES, 'tenant'])
      for (const result of ['ok', 'fail'])
        for (const act of ['update', 'recharge'])
          expect(visible(revert, { entity, result, action: act })).toBe(result === 'ok' && act !== 'recharge' && (REVERTIBLE_ENTITIES as readonly string[]).includes(entity));
  });

  it('keeps the task logs refreshing while a task runs, and names the result file as before', () => {
    const whileOf = (r: { autoRefresh?: { while: unknown } }, record: Record<string, unknown>) => dynamic(r.autoRefresh!.while as never, 'while', [record], scopeOf(record));
    for (const status of IMPORT_STATUSES) expect(whileOf(importLogResource, { status })).toBe((RUNNING_IMPORT_STATUSES as readonly string[]).includes(status));
    for (const state of ['doing', 'done', 'failed', 'cancelled']) {
      expect(whileOf(exportLogResource, { state })).toBe(state === 'doing');
      expect(visible(action(exportLogResource.actions, 'cancel'), { state })).toBe(state === 'doing');
    }
    const download = action(exportLogResource.actions, 'download') as Extract<ActionDecl, { kind: 'download' }>;
    const record = { taskName: '城市.xls', downloadUrl: '/files/1' };
    expect(dynamic(download.fileName, 'fileName', [record], scopeOf(record))).toBe('城市.xlsx');
    expect(dynamic(download.url, 'url', [record], scopeOf(record))).toBe('/files/1');
    expect(dynamic(download.disabledReason, 'reason', [record, ctx], scopeOf(record))).toBeNull();
    expect(dynamic(download.disabledReason, 'reason', [{ downloadUrl: null }, ctx], scopeOf({ downloadUrl: null }))).toBe(TASK_MSG.noResultFile);
    const upload = action(importLogResource.actions, 'download') as Extract<ActionDecl, { kind: 'download' }>;
    expect(dynamic(upload.fileName, 'fileName', [{ fileName: 'people.xlsx' }], {})).toBe('people.xlsx');
  });
});
