import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { setLanguage } from '@/providers/i18n';
import EmployeePickerField from '@/pages/accountCenter/pickers/EmployeePickerField';
import OrgPickerField from '@/pages/accountCenter/pickers/OrgPickerField';
import AuditDetailDialog from '@/pages/audit/AuditDetailDialog';
import type { ResourceDecl } from '@resources/define';
import { renderInApp } from './helpers/renderResource';

/**
 * The tables the console once wrote by hand are declared sub-tables the engine draws: the people and
 * organisations picked for an account (each removable, none while read-only) and an audit record's changes.
 */
const people = [
  { userId: 1, actualName: '张三', jobNo: 'E001', phone: '13800000001', deptName: '研发部' },
  { userId: 2, actualName: '李四', jobNo: 'E002', phone: null, deptName: '财务部' },
];

function Picker({ disabled, kind }: { disabled?: boolean; kind: 'people' | 'orgs' }) {
  const [value, setValue] = useState<unknown>(
    kind === 'people'
      ? people
      : [
          { deptId: 7, name: '研发部', parentName: '总部' },
          { deptId: 8, name: '财务部', parentName: null },
        ],
  );
  const Field = kind === 'people' ? EmployeePickerField : OrgPickerField;
  return (
    <>
      <Field value={value} onChange={setValue} disabled={disabled} props={kind === 'people' ? { mode: 'page', pickPage: '/pick' } : { multiple: true }} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const rowsOf = () => screen.getAllByRole('row').slice(1);

describe('declared sub-tables', () => {
  beforeEach(() => setLanguage('zh-CN'));

  it('lists the people picked with their declared columns, and removes one from the field', async () => {
    renderInApp('/', <Picker kind="people" />);
    expect(await screen.findByRole('columnheader', { name: '工号' })).toBeTruthy();
    expect(rowsOf().map((r) => r.textContent)).toEqual(['张三E00113800000001研发部移除', '李四E002-财务部移除']);
    await userEvent.click(within(rowsOf()[0]).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([people[1]]));
    expect(rowsOf()).toHaveLength(1);
  });

  it('offers no removal while the form is read-only', async () => {
    renderInApp('/', <Picker kind="people" disabled />);
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '移除' })).toBeNull();
  });

  it('removes an organisation picked', async () => {
    renderInApp('/', <Picker kind="orgs" />);
    expect(await screen.findByRole('columnheader', { name: '上级组织' })).toBeTruthy();
    await userEvent.click(within(rowsOf()[1]).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toEqual([{ deptId: 7, name: '研发部', parentName: '总部' }]));
  });

  it('shows an audit record’s changed fields, their values before and after as text', async () => {
    const row = {
      id: 1,
      seq: 3,
      tenantId: 1,
      createTime: '2026-01-02 03:04:05',
      username: 'admin',
      actualName: null,
      action: 'update',
      entity: 'nope',
      entityId: '9',
      method: 'PUT',
      route: '/x',
      result: 'ok',
      clientIp: null,
      requestId: null,
      userAgent: null,
      hash: 'h',
      changes: [
        { field: 'remark', before: null, after: { a: 1 } },
        { field: 'name', before: 'A', after: 'B' },
      ],
    };
    renderInApp('/', <AuditDetailDialog resource={{ name: 'audit' } as ResourceDecl} row={row} onClose={() => undefined} onSaved={() => undefined} />);
    const table = await screen.findByTestId('audit-changes');
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('row')
          .slice(1)
          .map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent)),
      ).toEqual([
        ['remark', '-', '{"a":1}'],
        ['name', 'A', 'B'],
      ]),
    );
  });
});
