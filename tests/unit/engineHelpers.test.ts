import { describe, expect, it } from 'vitest';
import { isRequired, rulesFor, validateAll } from '@/engine/form/schemaRules';
import { renderCell } from '@/engine/values/renderValue';
import { citySearchName as searchNameOf } from '@resources/logic';
import { leafIds } from '@/pages/tenantMenu/useTenantMenu';
import outMerchantResource from '@resources/outMerchant';
import cityMappingResource from '@resources/cityMapping';
import { outMerchantFormSchema, outMerchantUpdateSchema } from '@schemas/outMerchant';
import { menuFormSchema } from '@schemas/menuAdmin';
import type { MenuNode } from '@schemas/menu';
import type { ColumnDecl } from '@resources/define';
import { dynamic, scopeOf } from '@/engine/dynamic';

const runRule = async (field: string, value: unknown) => {
  const [rule] = rulesFor(outMerchantFormSchema, field) as [{ validator: (r: unknown, v: unknown) => Promise<void> }];
  try {
    await rule.validator({}, value);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('form rules from the shared schema', () => {
  it('gives each field the schema check with its message from docs/product.md#validation', async () => {
    expect(await runRule('outSupplier', undefined)).toBe('请选择申请方');
    expect(await runRule('merchantCode', '   ')).toBe('请输入三方企业编码');
    expect(await runRule('merchantName', '')).toBe('请输入三方企业名称');
    expect(await runRule('outAuthInfo', '{"a":')).toMatch(/^授权信息必须是JSON对象格式/);
    expect(await runRule('outAuthInfo', '[1]')).toMatch(/^授权信息必须是JSON对象格式/);
    expect(await runRule('outAuthInfo', '{"appKey":"x"}')).toBeNull();
    expect(await runRule('outAuthInfo', undefined)).toBeNull();
  });

  it('marks required fields from the schema', () => {
    expect(isRequired(outMerchantFormSchema, 'merchantCode')).toBe(true);
    expect(isRequired(outMerchantFormSchema, 'outAuthInfo')).toBe(false);
    expect(isRequired(menuFormSchema, 'name')).toBe(true);
    expect(isRequired(menuFormSchema, 'sortOrder')).toBe(false);
  });

  it('validates the whole form, object-level rules included, keyed by field', () => {
    const bad = validateAll(menuFormSchema, { parentId: 1400, name: '按钮', type: '1', permission: '' });
    expect(bad).toEqual({ ok: false, errors: { permission: '请输入权限标识' } });
    const good = validateAll(outMerchantUpdateSchema, { id: '3', outSupplier: 'JD', merchantCode: ' C1 ', merchantName: 'N' });
    expect(good).toMatchObject({ ok: true, data: { id: 3, merchantCode: 'C1' } });
  });
});

describe('out-merchant declaration', () => {
  // Through the engine's evaluator, as the list reads them, whether a function or data declares them.
  type Prop = 'visible' | 'disabledReason' | 'body';
  const ctx = { query: {}, lang: 'zh-CN' };
  const run = (key: string, prop: Prop, record: Record<string, unknown>) =>
    dynamic((outMerchantResource.actions!.find((a) => a.key === key) as unknown as Record<Prop, never>)[prop], `${key}.${prop}`, [record, ctx], scopeOf(record, ctx));
  const enabled = { id: 1, enabledFlag: '1' };
  const disabled = { id: 1, enabledFlag: '0' };

  it('shows enable while disabled and disable while enabled, and refuses edit and delete while enabled', () => {
    expect(run('enable', 'visible', disabled)).toBe(true);
    expect(run('enable', 'visible', enabled)).toBe(false);
    expect(run('disable', 'visible', enabled)).toBe(true);
    expect(run('edit', 'disabledReason', enabled)).toBe('请先停用该三方企业');
    expect(run('delete', 'disabledReason', enabled)).toBe('请先停用该三方企业');
    expect(run('edit', 'disabledReason', disabled)).toBeNull();
    expect(run('enable', 'body', disabled)).toEqual({ id: 1, enabledFlag: '1' });
    expect(outMerchantResource.pageSize).toBe(20);
  });

  it('leaves untouched masked authorisation text out of the update', () => {
    const masked = '{"entId":"E1","secretKey":"******"}';
    const save = (values: Record<string, unknown>, c: { mode: 'edit'; record: Record<string, unknown> }) =>
      dynamic(outMerchantResource.beforeSave, 'beforeSave', [values, c], scopeOf(c.record, { values }), 'values');
    expect(save({ id: 1, outAuthInfo: masked }, { mode: 'edit', record: { outAuthInfo: masked } })).toEqual({ id: 1 });
    const edited = '{"entId":"E2","secretKey":"******"}';
    expect(save({ id: 1, outAuthInfo: edited }, { mode: 'edit', record: { outAuthInfo: masked } })).toEqual({ id: 1, outAuthInfo: edited });
  });
});

describe('city mapping helpers', () => {
  it("shows mappingFlag '0' as success and anything else as failure", () => {
    const col = cityMappingResource.columns!.find((c) => c.field === 'mappingFlag')! as ColumnDecl;
    const text = (v: unknown) => {
      const node = renderCell(col, { mappingFlag: v }, 'zh') as { props: { children: string } };
      return node.props.children;
    };
    expect(text('0')).toBe('成功');
    expect(text('1')).toBe('失败');
    expect(text('2')).toBe('失败');
  });

  it('searches candidates by the city name of its own level, without the administrative suffix', () => {
    expect(searchNameOf({ level: 3, provinceName: '北京市', cityName: '北京市', areaName: '朝阳区' })).toBe('朝阳');
    expect(searchNameOf({ level: 2, provinceName: '辽宁省', cityName: '大连市' })).toBe('大连');
    expect(searchNameOf({ level: 1, provinceName: '东京都' })).toBe('东京');
    expect(searchNameOf({ level: 2, provinceName: '四川省', cityName: '成都' })).toBe('成都');
  });
});

describe('tenant menu tree', () => {
  const n = (id: number, children: MenuNode[] = []): MenuNode =>
    ({ id, parentId: -1, name: '', label: '', path: '', icon: null, sortOrder: 0, keepAlive: '0', type: '0', permission: null, children }) as MenuNode;
  it('checks leaves only, so a held folder does not check its other children', () => {
    const tree = [n(100, [n(1100, [n(1101), n(1103)]), n(1200, [n(1201)])])];
    expect(leafIds(tree, [100, 1100, 1101])).toEqual([1101]);
  });
});
