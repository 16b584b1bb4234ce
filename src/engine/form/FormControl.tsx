import { Suspense } from 'react';
import { Input, InputNumber, Radio, Select, Spin } from 'antd';
import type { FormContext, FormFieldDecl } from '@resources/define';
import { usePlugins } from '../plugins/PluginRegistry';
import { useOptions, type OptionItem } from '../values/useOptions';
import { SubTable } from './SubTable';
import { withoutRequired } from '../a11y';
import { useClearable } from '../named/icons';
import { dynamic, plainOr, scopeOf } from '../dynamic';

interface Props {
  decl: FormFieldDecl;
  placeholder: string;
  disabled?: boolean;
  fctx: FormContext;
  /** The resource whose labels the field's sub-table uses. */
  namespace: string;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean | 'true';
}

/** The control of one declared form field; Form.Item hands it value and onChange (and the ARIA ties of its errors). */
export function FormControl({ decl, placeholder, disabled, fctx, namespace, value, onChange, id, ...aria }: Props) {
  const withOptions = ['select', 'multiSelect', 'radio', 'tags'].includes(decl.widget);
  const { options, loading } = useOptions(decl.options ?? decl.enum, fctx, withOptions);
  const clearable = useClearable();
  const widgetPlugins = usePlugins().widgets;
  const flat = (options as OptionItem[]).map((o) =>
    'value' in o && decl.optionDisabled
      ? { ...o, disabled: !!dynamic(decl.optionDisabled, `fields.${decl.field}.optionDisabled`, [o.value, fctx], scopeOf(fctx.record, fctx), 'values') }
      : o,
  );
  switch (decl.widget) {
    case 'plugin': {
      const Control = decl.plugin ? widgetPlugins[decl.plugin] : undefined;
      const props = plainOr(decl.props, `fields.${decl.field}.props`, [fctx], scopeOf(fctx.record, fctx));
      return Control ? (
        <Suspense fallback={<Spin size="small" />}>
          <Control id={id} value={value} onChange={onChange} disabled={disabled} placeholder={placeholder} props={props} ctx={fctx} {...aria} />
        </Suspense>
      ) : null;
    }
    case 'subTable':
      return decl.subTable ? <SubTable decl={decl.subTable} record={fctx.record} value={value} namespace={namespace} disabled={disabled} onChange={onChange} /> : null;
    case 'tags':
      return (
        <Select
          id={id}
          mode="tags"
          value={(value as string[] | undefined) ?? []}
          onChange={onChange}
          options={flat}
          placeholder={placeholder}
          disabled={disabled}
          tokenSeparators={[',', ' ']}
          {...withoutRequired(aria)}
        />
      );
    case 'select':
    case 'multiSelect':
      return (
        <Select
          id={id}
          mode={decl.widget === 'multiSelect' ? 'multiple' : undefined}
          value={value}
          onChange={onChange}
          options={flat}
          loading={loading}
          placeholder={placeholder}
          disabled={disabled}
          allowClear
          optionFilterProp="label"
          {...withoutRequired(aria)}
        />
      );
    case 'radio':
      return <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value)} options={flat} disabled={disabled} {...withoutRequired(aria)} />;
    case 'number':
      return <InputNumber id={id} value={value as number} onChange={onChange} placeholder={placeholder} disabled={disabled} className="form-number" {...aria} />;
    case 'textarea':
    case 'json':
      return (
        <Input.TextArea
          id={id}
          value={(value as string) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={placeholder}
          disabled={disabled}
          rows={decl.rows ?? 4}
          maxLength={decl.maxLength}
          showCount={decl.showCount}
          className={decl.widget === 'json' ? 'form-json' : undefined}
          spellCheck={decl.widget === 'json' ? false : undefined}
          {...aria}
        />
      );
    case 'password':
      return <Input.Password id={id} value={value as string} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder} disabled={disabled} {...aria} />;
    default:
      return (
        <Input
          id={id}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={decl.maxLength}
          showCount={decl.showCount}
          allowClear={!decl.showCount && clearable}
          {...aria}
        />
      );
  }
}
