import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { passwordProblem } from '@schemas/password';
import type { ColumnDecl, FormFieldDecl, ResourceDecl } from '@resources/define';
import { renderCell } from '@/engine/values/renderValue';
import { FormFields } from '@/engine/form/FormFields';
import { setLanguage } from '@/providers/i18n';
import { setStore } from '@/providers/storage';
import { isWithheld, mustSetPassword } from '@/providers/withheld';
import { withheldOf, type RoleScope } from '../../server/access/dataScope';
import { withhold, withheldPage, withheldRecord } from '../../server/access/withheld';
import userAdmin from '@resources/userAdmin';
import { registered, renderInApp } from './helpers/renderResource';

/**
 * People and access on the console's side (docs/security.md, "Users, roles and data scopes"): what the user's roles
 * withhold reads 无权查看 / Hidden and is never sent; the password rules; and the server's masking helpers.
 */
const withholding = (fields: string[]) => setStore({ name: 'withheld', content: fields });

describe('a withheld value', () => {
  beforeEach(async () => {
    localStorage.clear();
    sessionStorage.clear();
    await setLanguage('zh-CN');
  });

  const balance: ColumnDecl = { key: 'accountNum', type: 'money', withheld: 'amount' };

  it('reads 无权查看 where the roles withhold it, and Hidden in English', async () => {
    withholding(['amount']);
    expect(isWithheld('amount')).toBe(true);
    render(<div data-testid="cell">{renderCell(balance, { accountNum: null }, 'zh-CN')}</div>);
    expect(screen.getByTestId('cell').textContent).toBe('无权查看');
    await setLanguage('en');
    render(<div data-testid="english">{renderCell(balance, { accountNum: null }, 'en')}</div>);
    expect(screen.getByTestId('english').textContent).toBe('Hidden');
  });

  it('is an empty cell when nothing is withheld, and the value when there is one', () => {
    withholding(['phone']);
    render(<div data-testid="empty">{renderCell(balance, { accountNum: null }, 'zh-CN')}</div>);
    expect(screen.getByTestId('empty').textContent).toBe('-');
    render(<div data-testid="value">{renderCell(balance, { accountNum: '12.5' }, 'zh-CN')}</div>);
    expect(screen.getByTestId('value').textContent).toBe('12.50');
  });

  it('stands read-only in a form, is no form value, and a create-only field is left out of the edit form', async () => {
    withholding(['phone']);
    const resource = registered('userAdmin', userAdmin) as ResourceDecl;
    const fields = (resource.form ?? []) as FormFieldDecl[];
    const values = vi.fn();
    function Dialog({ mode }: { mode: 'create' | 'edit' }) {
      const [form] = Form.useForm();
      return (
        <Form form={form} initialValues={{ username: 'someone', phone: '13800000000' }} onValuesChange={(_, all) => values(all)}>
          <FormFields resource={resource} fields={fields} base={{ query: {}, lang: 'zh-CN', mode }} />
          <button type="button" onClick={() => values(form.getFieldsValue())}>
            read
          </button>
        </Form>
      );
    }
    const { unmount } = renderInApp('/', <Dialog mode="edit" />);
    expect(await screen.findByText('无权查看')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入11位手机号')).toBeNull();
    // The temporary password is set once, when the user is created.
    expect(screen.queryByText('临时密码')).toBeNull();
    screen.getByText('read').click();
    expect(values).toHaveBeenLastCalledWith(expect.not.objectContaining({ phone: expect.anything() }));
    unmount();
    withholding([]);
    renderInApp('/', <Dialog mode="create" />);
    expect(await screen.findByText('临时密码')).toBeTruthy();
    expect(screen.getByPlaceholderText('请输入11位手机号')).toBeTruthy();
    expect(screen.queryByText('无权查看')).toBeNull();
  });

  it('knows a user who must set a password first', () => {
    expect(mustSetPassword()).toBe(false);
    setStore({ name: 'passwordTemporary', content: true });
    expect(mustSetPassword()).toBe(true);
  });
});

describe('the password rules', () => {
  it.each([
    ['', '请输入密码'],
    ['has space1', '密码不能包含空格'],
    ['short1', '密码长度须为8-20位'],
    ['a1'.repeat(11), '密码长度须为8-20位'],
    ['onlyletters', '密码须同时包含字母和数字'],
    ['1234567890', '密码须同时包含字母和数字'],
  ])('refuses %j with %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('takes letters with digits of 8 to 20 characters', () => {
    expect(passwordProblem('Mine2026pass')).toBeNull();
    expect(passwordProblem('a1b2c3d4')).toBeNull();
  });
});

describe('the server masks withheld fields in one place', () => {
  const roles = (...withheld: string[][]): RoleScope[] => withheld.map((w) => ({ dsType: 2, dsScope: [], withheld: w as RoleScope['withheld'] }));

  it('withholds a field only where every role withholds it (the union of what they may see)', () => {
    expect(withheldOf(roles(['amount', 'phone'], ['amount']))).toEqual(['amount']);
    expect(withheldOf(roles(['amount'], []))).toEqual([]);
    expect(withheldOf(roles(['phone', 'amount']))).toEqual(['amount', 'phone']);
    // No role: nothing may be seen.
    expect(withheldOf([])).toEqual(['amount', 'phone', 'idNumber', 'merchantAuth']);
  });

  it('nulls the keys of a withheld field, names it once per page or record, and leaves the rest alone', () => {
    const keys = { amount: ['accountNum', 'creditNum'] } as const;
    const record = { id: 1, accountNum: '5.00', creditNum: '1.00', name: 'x' };
    expect(withhold(record, keys, ['phone'])).toBe(record);
    expect(withheldRecord(record, keys, ['amount', 'phone'])).toEqual({ id: 1, accountNum: null, creditNum: null, name: 'x', withheld: ['amount'] });
    expect(record.accountNum).toBe('5.00');
    const page = withheldPage({ records: [record], total: 1 }, keys, ['amount']);
    expect(page).toEqual({ records: [{ id: 1, accountNum: null, creditNum: null, name: 'x' }], total: 1, withheld: ['amount'] });
    expect(withheldPage({ records: [record], total: 1 }, keys, [])).not.toHaveProperty('withheld');
  });
});
