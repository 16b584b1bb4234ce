import { Suspense } from 'react';
import { Input, InputNumber, Radio, Select, Spin } from 'antd';
import type { FormFieldDecl } from '@resources/define';
import { currentLanguage } from '@/providers/i18n';

interface Props {
  decl: FormFieldDecl;
  placeholder: string;
  disabled?: boolean;
  /** Injected by Form.Item. */
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/** The control of one declared form field; Form.Item hands it value and onChange. */
export function FormControl({ decl, placeholder, disabled, value, onChange, id }: Props) {
  const lang = currentLanguage();
  const options = decl.enum?.options.map((o) => ({ value: o.value, label: lang === 'en' ? o.en : o.zh })) ?? [];
  switch (decl.widget) {
    case 'custom': {
      const Control = decl.component;
      return Control ? (
        <Suspense fallback={<Spin size="small" />}>
          <Control id={id} value={value} onChange={onChange} disabled={disabled} placeholder={placeholder} />
        </Suspense>
      ) : null;
    }
    case 'tags':
      return (
        <Select
          id={id}
          mode="tags"
          value={(value as string[] | undefined) ?? []}
          onChange={onChange}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          tokenSeparators={[',', ' ']}
        />
      );
    case 'select':
      return (
        <Select id={id} value={value} onChange={onChange} options={options} placeholder={placeholder} disabled={disabled} allowClear />
      );
    case 'radio':
      return (
        <Radio.Group id={id} value={value} onChange={(e) => onChange?.(e.target.value)} options={options} disabled={disabled} />
      );
    case 'number':
      return (
        <InputNumber id={id} value={value as number} onChange={onChange} placeholder={placeholder} disabled={disabled} className="form-number" />
      );
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
          className={decl.widget === 'json' ? 'form-json' : undefined}
          spellCheck={decl.widget === 'json' ? false : undefined}
        />
      );
    case 'password':
      return <Input.Password id={id} value={value as string} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder} disabled={disabled} />;
    default:
      return (
        <Input
          id={id}
          value={value as string}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={placeholder}
          disabled={disabled}
          maxLength={decl.maxLength}
          allowClear
        />
      );
  }
}
